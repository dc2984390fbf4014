import { MESSAGES } from '../../../shared/messages.js';
import { IP_MESSAGES, checkRangeEntries, checkSiteLicenseCompany, overlapsWithOthers, parseAddress } from '../../../shared/ipRanges.js';
import { recordSiteChange } from '../../cache/siteChanges.js';
import type { Db } from '../../db/client.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { parsePagination, toConnection, type PaginationArgs } from '../../graphql/pagination.js';
import { requirePermission } from '../cmsAuth/access.js';
import { staleSave } from '../history/conflict.js';
import { recordHistory } from '../history/repo.js';
import { buildLicenseIndex } from './licenseIndex.js';
import { licenseCompanyFor } from './lookup.js';
import {
  companyRanges,
  countCompanies,
  deleteCompanyRow,
  findCompanies,
  findCompany,
  findOtherByName,
  insertCompany,
  updateCompany,
  type SiteLicenseCompanyRow,
  type SiteLicenseCompanyWrite,
} from './repo.js';

/**
 * Site-licence companies for IP gating (002 §4 "Content gating", §7 siteLicenseCompany; admin
 * /admin/ip-gating-settings and /admin/create-ip-gating). Managing them needs manage_ip_gating;
 * siteLicenseCompany is public, as the spec's query. Ranges are checked by the same rules as the
 * admin form (src/shared/ipRanges.ts) and never overlap within a site. See docs/ip-gating.md.
 */
const ENTITY = 'SiteLicenseCompany';
const LABEL = 'This company';
const INVALID = 'Please correct the highlighted fields.';
const MANAGE = 'manage_ip_gating' as const;

const missing = (id: number) => notFound(`No site-licence company with id ${id} was found on this site.`);

export function toCompany(row: SiteLicenseCompanyRow) {
  return {
    id: row.id,
    companyName: row.companyName,
    ranges: row.ranges,
    rangeCount: row.ranges.length,
    status: row.status,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Public: the lookup of the page-gating code, as a query (null when IP gating is off on the site). */
export async function siteLicenseCompany(ctx: GraphQLContext, userIpAddress: string) {
  const address = parseAddress(userIpAddress, { allowZone: true });
  if (!address.ok) throw badInput(address.error, { userIpAddress: address.error });
  const company = await licenseCompanyFor(ctx, userIpAddress);
  return company ? { companyName: company.companyName } : null;
}

export async function getSiteLicenseCompany(ctx: GraphQLContext, id: number) {
  requirePermission(ctx, MANAGE);
  const row = await findCompany(ctx.db, ctx.tenant.id, id);
  if (!row) throw missing(id);
  return toCompany(row);
}

/** Companies whose ranges hold `phrase` when it is an address (inactive ones too: this is the admin's search). */
async function idsHolding(ctx: GraphQLContext, phrase: string): Promise<number[] | null> {
  const address = parseAddress(phrase, { allowZone: true });
  if (!address.ok) return null;
  const found = buildLicenseIndex(await companyRanges(ctx.db, ctx.tenant.id)).find(address.value);
  return found ? [found.data.id] : [];
}

export async function getSiteLicenseCompanyStream(
  ctx: GraphQLContext,
  input: { phrase?: string | null; status?: number | null; pagination?: PaginationArgs | null } | null | undefined,
) {
  requirePermission(ctx, MANAGE);
  const page = parsePagination(input?.pagination, { defaultLimit: 25, maxLimit: 200 });
  if (input?.status != null && input.status !== 0 && input.status !== 1) throw badInput(IP_MESSAGES.status, { status: IP_MESSAGES.status });
  const phrase = input?.phrase?.trim().slice(0, 200) || null;
  const filter = { phrase, status: input?.status ?? null, ids: phrase ? await idsHolding(ctx, phrase) : null };
  const rows = await findCompanies(ctx.db, ctx.tenant.id, filter, page);
  const connection = toConnection(rows.map(toCompany), page, () => Promise.resolve(0));
  return { ...connection, totalCount: await countCompanies(ctx.db, ctx.tenant.id, filter) };
}

/** The site's other companies, as overlap messages name them ('Acme (inactive)'). */
async function otherCompanies(db: Db, tenantId: number, exceptId: number | null) {
  return (await companyRanges(db, tenantId, exceptId)).map((other) => ({
    companyName: other.status === 1 ? other.companyName : `${other.companyName} (inactive)`,
    ranges: other.ranges,
  }));
}

export interface SiteLicenseCompanyInput {
  id?: number | null;
  /** Required when updating. */
  version?: number | null;
  companyName: string;
  ranges: readonly string[];
  status: number;
}

/**
 * Creates (no id) or updates (id and the version it started from) a company. Its ranges are
 * stored normalised; one that overlaps another company's range of the site is refused with a
 * message naming that company and range, on the entry ('ranges.{index}'). Writes a history row and
 * drops the site's lookup cache on every node after the commit.
 */
export async function saveSiteLicenseCompany(ctx: GraphQLContext, input: SiteLicenseCompanyInput) {
  requirePermission(ctx, MANAGE);
  const tenantId = ctx.tenant.id;
  const errors: Record<string, string> = {};
  if (input.id != null && input.version == null) errors.version = MESSAGES.fieldRequired;
  const checked = checkSiteLicenseCompany(input);
  if (!checked.ok || Object.keys(errors).length > 0) {
    // Everything at once: the entries that are good on their own are also checked against the
    // site's other companies, so the editor does not fix one kind of problem only to meet the next.
    const good = checkRangeEntries(input.ranges).ranges;
    const overlaps = good.length > 0 ? overlapsWithOthers(good, await otherCompanies(ctx.db, tenantId, input.id ?? null)) : {};
    throw badInput(INVALID, { ...overlaps, ...(checked.ok ? {} : checked.fieldErrors), ...errors });
  }
  const value = checked.value;

  const existing = input.id == null ? null : ((await findCompany(ctx.db, tenantId, input.id)) ?? null);
  if (input.id != null && !existing) throw missing(input.id);
  const stale = (currentVersion: number, id: number) => staleSave(ctx.db, { label: LABEL, entityType: ENTITY, entityId: id, currentVersion });
  if (existing && existing.version !== input.version) throw await stale(existing.version, existing.id);

  const saved = await ctx.db.transaction(async (tx) => {
    // First: bumping the site's version takes its row lock, so two saves of the site's companies
    // check their overlaps one after the other, each seeing what the other committed.
    const change = await recordLicenseChange(tx, tenantId);
    const ownId = existing?.id ?? null;
    const refErrors = overlapsWithOthers(value.parsed, await otherCompanies(tx, tenantId, ownId));
    const sameName = await findOtherByName(tx, tenantId, value.companyName, ownId);
    if (sameName) refErrors.companyName = IP_MESSAGES.nameTaken(sameName.companyName);
    if (Object.keys(refErrors).length > 0) throw badInput(INVALID, refErrors);
    const write: SiteLicenseCompanyWrite = { companyName: value.companyName, ranges: value.ranges, status: value.status };
    const row = existing ? await updateCompany(tx, tenantId, existing.id, existing.version, write, ctx.now) : await insertCompany(tx, tenantId, write);
    if (!row) return null;
    await recordHistory(tx, ctx, { entityType: ENTITY, entityId: row.id, action: existing ? 'update' : 'create', before: existing, after: row, tenantId });
    return { row, change };
  });
  if (!saved) {
    const current = await findCompany(ctx.db, tenantId, existing!.id);
    throw await stale(current?.version ?? 0, existing!.id);
  }
  await ctx.services.siteCache.announce(saved.change);
  return toCompany(saved.row);
}

export async function deleteSiteLicenseCompany(ctx: GraphQLContext, id: number): Promise<boolean> {
  requirePermission(ctx, MANAGE);
  const tenantId = ctx.tenant.id;
  const change = await ctx.db.transaction(async (tx) => {
    const gone = await deleteCompanyRow(tx, tenantId, id);
    if (!gone) return null;
    await recordHistory(tx, ctx, { entityType: ENTITY, entityId: id, action: 'delete', before: gone, after: null, tenantId });
    return recordLicenseChange(tx, tenantId);
  });
  if (!change) throw missing(id);
  await ctx.services.siteCache.announce(change);
  return true;
}

/**
 * After the commit every node drops the site's `licenseCompanies` slot (the lookup's ranges).
 * No page is purged: a page does not show who may read it; the gating code asks the lookup per
 * request, and the page cache varies by entitlement, never per company.
 */
function recordLicenseChange(tx: Db, tenantId: number) {
  return recordSiteChange(tx, { tenantId, kinds: ['licenseCompanies'] });
}
