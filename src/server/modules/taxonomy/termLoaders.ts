import DataLoader from 'dataloader';
import type { GraphQLContext } from '../../graphql/context.js';
import { childCounts, contentCounts, loadTermsByIds, type TaxonomyRow } from './repo.js';

export interface TermLoaders {
  term: DataLoader<number, TaxonomyRow | null>;
  childCount: DataLoader<number, number>;
  contentCount: DataLoader<number, number>;
}

// One set per request (the context object lives exactly as long as the request), so a list of
// terms asks for its counts in two queries instead of two per term.
const perRequest = new WeakMap<GraphQLContext, TermLoaders>();

export function termLoaders(ctx: GraphQLContext): TermLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    const { db } = ctx;
    const tenantId = ctx.tenant.id;
    loaders = {
      term: new DataLoader(async (ids) => {
        const rows = new Map((await loadTermsByIds(db, tenantId, ids)).map((row) => [row.id, row]));
        return ids.map((id) => rows.get(id) ?? null);
      }),
      childCount: new DataLoader(async (ids) => {
        const counts = await childCounts(db, tenantId, ids);
        return ids.map((id) => counts.get(id) ?? 0);
      }),
      contentCount: new DataLoader(async (ids) => {
        const counts = await contentCounts(db, tenantId, ids);
        return ids.map((id) => counts.get(id) ?? 0);
      }),
    };
    perRequest.set(ctx, loaders);
  }
  return loaders;
}
