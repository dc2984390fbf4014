import type { MutationResolvers, QueryResolvers, TaxonomyTermResolvers } from '../../../gql/resolvers-types.js';
import { deleteTaxonomyTerm, getTaxonomyTerm, getTaxonomyTermStream, saveTaxonomyTerm } from './admin.js';
import { getTaxonomyStream, matchTaxonomyStream } from './service.js';
import { termLoaders } from './termLoaders.js';

export const taxonomyQueries: Pick<QueryResolvers, 'matchTaxonomyStream' | 'getTaxonomyStream' | 'getTaxonomyTerm' | 'getTaxonomyTermStream'> = {
  matchTaxonomyStream: (_root, args, ctx) => matchTaxonomyStream(ctx, args),
  getTaxonomyStream: (_root, args, ctx) => getTaxonomyStream(ctx, args),
  getTaxonomyTerm: (_root, args, ctx) => getTaxonomyTerm(ctx, args.id),
  getTaxonomyTermStream: (_root, args, ctx) => getTaxonomyTermStream(ctx, args.input),
};

export const taxonomyMutations: Pick<MutationResolvers, 'saveTaxonomyTerm' | 'deleteTaxonomyTerm'> = {
  saveTaxonomyTerm: (_root, args, ctx) => saveTaxonomyTerm(ctx, args.input),
  deleteTaxonomyTerm: (_root, args, ctx) => deleteTaxonomyTerm(ctx, args),
};

export const TaxonomyTerm: TaxonomyTermResolvers = {
  parent: (row, _args, ctx) => (row.parentId == null ? null : termLoaders(ctx).term.load(row.parentId)),
  childCount: (row, _args, ctx) => termLoaders(ctx).childCount.load(row.id),
  contentCount: (row, _args, ctx) => termLoaders(ctx).contentCount.load(row.id),
};
