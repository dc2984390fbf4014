import type { QueryResolvers, WebsiteSectionResolvers } from '../../../gql/resolvers-types.js';
import type { SectionNode } from './repo.js';

export const sectionQueries: Pick<QueryResolvers, 'getWebsiteSectionsHierarchy'> = {
  getWebsiteSectionsHierarchy: async (_root, _args, ctx) => (await ctx.loaders.sectionTree()).ordered,
};

export const WebsiteSection: WebsiteSectionResolvers = {
  parent: async (node, _args, ctx) => (node.parentId ? ((await ctx.loaders.sectionTree()).byId.get(node.parentId) ?? null) : null),
  hierarchy: async (node, _args, ctx) => {
    const tree = await ctx.loaders.sectionTree();
    return node.hierarchyIds.map((id) => tree.byId.get(id)).filter((n): n is SectionNode => n !== undefined);
  },
};
