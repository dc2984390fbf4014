import { parseAddress, type IpAddress } from '../../../shared/ipRanges.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { LicenseCompany, LicenseIndex } from './licenseIndex.js';

export type { LicenseCompany };

/** Parsed client addresses, so a busy reader's address is parsed once (cleared when full). */
const parsedAddresses = new Map<string, IpAddress | null>();
const PARSED_ADDRESSES_MAX = 4_096;

function addressOf(ip: string): IpAddress | null {
  let address = parsedAddresses.get(ip);
  if (address === undefined) {
    const parsed = parseAddress(ip, { allowZone: true });
    address = parsed.ok ? parsed.value : null;
    if (parsedAddresses.size >= PARSED_ADDRESSES_MAX) parsedAddresses.clear();
    parsedAddresses.set(ip, address);
  }
  return address;
}

function companyIn(companies: LicenseIndex, ip: string): LicenseCompany | null {
  const address = addressOf(ip);
  const found = address && companies.find(address);
  // A copy: the cached entry is shared by every request of the site.
  return found ? { id: found.data.id, companyName: found.data.companyName } : null;
}

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
  const { slots } = ctx.services;
  const settings = await slots.settings.get(ctx.tenant.id);
  if (!settings.membership.allowIpGating) return null;
  const companies = await slots.licenseCompanies.get(ctx.tenant.id);
  return companyIn(companies, ip);
}

/**
 * licenseCompanyFor without waiting, for the page-cache front: undefined when the site's settings
 * or (with IP gating on) its companies are not held yet — the caller then takes the normal path.
 */
export function loadedLicenseCompanyFor(ctx: Pick<GraphQLContext, 'services' | 'tenant'>, ip: string): LicenseCompany | null | undefined {
  const { slots } = ctx.services;
  const settings = slots.settings.peek(ctx.tenant.id);
  if (!settings) return undefined;
  if (!settings.membership.allowIpGating) return null;
  const companies = slots.licenseCompanies.peek(ctx.tenant.id);
  return companies ? companyIn(companies, ip) : undefined;
}
