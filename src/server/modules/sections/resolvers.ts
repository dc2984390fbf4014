import type { MutationResolvers, QueryResolvers, WebsiteSectionResolvers } from '../../../gql/resolvers-types.js';
import type { SectionNode } from './repo.js';
import { deleteWebsiteSection, getWebsiteSection, getWebsiteSectionBasic, saveWebsiteSection } from './service.js';

export const sectionQueries: Pick<QueryResolvers, 'getWebsiteSectionsHierarchy' | 'getWebsiteSection' | 'getWebsiteSectionBasic'> = {
  getWebsiteSectionsHierarchy: async (_root, _args, ctx) => (await ctx.loaders.sectionTree()).ordered,
  getWebsiteSection: (_root, args, ctx) => getWebsiteSection(ctx, args.sectionId, args.limit),
  getWebsiteSectionBasic: (_root, args, ctx) => getWebsiteSectionBasic(ctx, args.sectionId),
};

export const sectionMutations: Pick<MutationResolvers, 'saveWebsiteSection' | 'deleteWebsiteSection'> = {
  saveWebsiteSection: (_root, args, ctx) => saveWebsiteSection(ctx, args.input),
  deleteWebsiteSection: (_root, args, ctx) => deleteWebsiteSection(ctx, args.id, args.version),
};

export const WebsiteSection: WebsiteSectionResolvers = {
  parent: async (node, _args, ctx) => (node.parentId ? ((await ctx.loaders.sectionTree()).byId.get(node.parentId) ?? null) : null),
  hierarchy: async (node, _args, ctx) => {
    const tree = await ctx.loaders.sectionTree();
    return node.hierarchyIds.map((id) => tree.byId.get(id)).filter((n): n is SectionNode => n !== undefined);
  },
  children: async (node, _args, ctx) => (await ctx.loaders.sectionTree()).ordered.filter((s) => s.parentId === node.id),
};
