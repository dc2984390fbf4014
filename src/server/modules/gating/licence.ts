import type { GraphQLContext } from '../../graphql/context.js';
import { licenseCompanyFor } from '../ipGating/lookup.js';

// One lookup per request.
const companies = new WeakMap<GraphQLContext, Promise<{ id: number; companyName: string } | null>>();

/**
 * The site-licence company whose addresses the request comes from (IP gating), or null: none, or
 * the site's membership settings have IP gating off. Answered from the per-site cache of ranges.
 */
export function licensedCompanyOf(ctx: GraphQLContext): Promise<{ id: number; companyName: string } | null> {
  let company = companies.get(ctx);
  if (!company) {
    company = licenseCompanyFor(ctx, ctx.ip);
    companies.set(ctx, company);
  }
  return company;
}
