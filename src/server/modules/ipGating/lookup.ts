import { parseAddress } from '../../../shared/ipRanges.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { LicenseCompany } from './licenseIndex.js';

export type { LicenseCompany };

/**
 * IP gating for the page-gating code and siteLicenseCompany (002 §4 "Content gating": gating
 * passes when the visitor's address belongs to a site-licence company): the active company of the
 * site whose ranges hold `ip`, or null — also when the site's membership settings have
 * allowIpGating off, or `ip` is not an address. IPv4-mapped IPv6 addresses count as IPv4; a zone
 * id is ignored.
 *
 * Reads only per-site caches (the settings bundle and the `licenseCompanies` slot): no SQL on a
 * warm node. A save or delete of a company drops the slot on every node after its commit, so the
 * next lookup — on the saving node at once — sees the change.
 */
export async function licenseCompanyFor(ctx: Pick<GraphQLContext, 'services' | 'tenant'>, ip: string): Promise<LicenseCompany | null> {
  const address = parseAddress(ip, { allowZone: true });
  if (!address.ok) return null;
  const { slots } = ctx.services;
  const { membership } = await slots.settings.get(ctx.tenant.id);
  if (!membership.allowIpGating) return null;
  const found = (await slots.licenseCompanies.get(ctx.tenant.id)).find(address.value);
  // A copy: the cached entry is shared by every request of the site.
  return found ? { id: found.data.id, companyName: found.data.companyName } : null;
}
