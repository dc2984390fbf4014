import { effectivePermissions } from '../../../shared/roles.js';
import type { CmsUserResolvers, MailMessageResolvers, MutationResolvers, QueryResolvers } from '../../../gql/resolvers-types.js';
import {
  getActiveCmsUser,
  getCmsUser,
  getCmsUserStream,
  getMailOutboxStream,
  inviteCmsUser,
  saveCmsUser,
  updateOwnProfile,
} from './service.js';

export const cmsUserQueries: Pick<QueryResolvers, 'getActiveCMSUser' | 'getCmsUserStream' | 'getCmsUser' | 'getMailOutboxStream'> = {
  getActiveCMSUser: (_root, _args, ctx) => getActiveCmsUser(ctx),
  getCmsUserStream: (_root, args, ctx) => getCmsUserStream(ctx, args.input),
  getCmsUser: (_root, args, ctx) => getCmsUser(ctx, args.id),
  getMailOutboxStream: (_root, args, ctx) => getMailOutboxStream(ctx, args.input),
};

export const cmsUserMutations: Pick<MutationResolvers, 'saveCmsUser' | 'inviteCmsUser' | 'updateActiveCmsUserProfile'> = {
  saveCmsUser: (_root, args, ctx) => saveCmsUser(ctx, args.input),
  inviteCmsUser: (_root, args, ctx) => inviteCmsUser(ctx, args.id),
  updateActiveCmsUserProfile: (_root, args, ctx) => updateOwnProfile(ctx, args.input),
};

export const CmsUser: CmsUserResolvers = {
  fullName: (row) => `${row.firstName} ${row.lastName}`,
  permissions: (row) => [...effectivePermissions(row.role, row.extraPermissions)],
  isGlobal: (row) => (row.isGlobal ? 1 : 0),
  invitationPending: (row) => row.passwordHash === null,
  createdAt: (row) => row.createdAt,
  tenants: (row, _args, ctx) => (row.isGlobal ? [] : ctx.loaders.tenantsByCmsUser.load(row.id)),
};

export const MailMessage: MailMessageResolvers = {
  to: (row) => row.toAddress,
};
