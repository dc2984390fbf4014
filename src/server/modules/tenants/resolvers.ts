import type { QueryResolvers, TenantResolvers } from '../../../gql/resolvers-types.js';
import { listTenants } from './repo.js';

export const tenantQueries: Pick<QueryResolvers, 'getTenantInfo' | 'getReCAPTCHAPublicKey'> = {
  /**
   * The current site, plus the sites for the developer server selector: every site for a global
   * CMS user, the user's own sites for a site-specific one, only the current site for anyone else.
   */
  getTenantInfo: async (_root, args, ctx) => {
    const user = ctx.cmsUser;
    if (!user) return { current: ctx.tenant, tenants: [ctx.tenant] };
    const all = await listTenants(ctx.db);
    const visible = all.filter(
      (t) => (user.isGlobal || user.tenantIds.includes(t.id)) && (args.includeTest || !t.isTest || t.id === ctx.tenant.id),
    );
    return { current: ctx.tenant, tenants: visible };
  },
  getReCAPTCHAPublicKey: (_root, _args, ctx) => {
    const key = ctx.config.recaptcha.siteKey;
    return { data: key, enabled: Boolean(key && ctx.config.recaptcha.secretKey) };
  },
};

export const Tenant: TenantResolvers = {
  domain: (row) => row.domains.find((d) => d.includes('.') && !/^\d/.test(d)) ?? row.domains[0] ?? null,
};
