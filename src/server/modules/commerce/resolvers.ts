import type {
  AdUnitPatternResolvers,
  NewsletterTemplateResolvers,
  QueryResolvers,
} from '../../../gql/resolvers-types.js';
import { listConnection } from '../../graphql/pagination.js';
import { badInput } from '../../graphql/errors.js';
import { requirePermission } from '../cmsAuth/access.js';
import { newsletterTemplateFields } from '../newsletters/resolvers.js';
import { canReadTemplateDocuments } from '../newsletters/templates.js';
import { findActiveNewsletterTemplates, findAdUnitPatterns, findMemberships } from './repo.js';

type CommerceQueries =
  | 'getMembershipStream'
  | 'getNewsletterTemplateStream'
  | 'getAdUnitPatternStream'
  | 'getAdUnitAdminPatternStream';

export const commerceQueries: Pick<QueryResolvers, CommerceQueries> = {
  getMembershipStream: async (_root, args, ctx) => {
    if (args.status != null && args.status !== 0 && args.status !== 1) {
      throw badInput('status must be 0 (inactive) or 1 (active).', { status: 'Must be 0 or 1' });
    }
    return listConnection(await findMemberships(ctx.db, ctx.tenant.id, args));
  },
  getNewsletterTemplateStream: async (_root, _args, ctx) => listConnection(await findActiveNewsletterTemplates(ctx.db, ctx.tenant.id)),
  getAdUnitPatternStream: async (_root, _args, ctx) =>
    listConnection(await findAdUnitPatterns(ctx.db, ctx.tenant.id, { activeOnly: true })),
  getAdUnitAdminPatternStream: async (_root, _args, ctx) => {
    requirePermission(ctx, 'view_ad_unit_patterns', 'manage_ad_unit_patterns');
    return listConnection(await findAdUnitPatterns(ctx.db, ctx.tenant.id, { activeOnly: false }));
  },
};

export const NewsletterTemplate: NewsletterTemplateResolvers = {
  // The whole payload holds the testers' addresses: only for those who may read template documents.
  payload: (row, _args, ctx) => ({ name: row.payload.name, description: row.payload.description || null, raw: canReadTemplateDocuments(ctx) ? row.payload : null }),
  ...newsletterTemplateFields,
};

export const AdUnitPattern: AdUnitPatternResolvers = {
  isGlobal: (row) => row.tenantId === null,
};
