import {
  COMPANY_UPDATE_LIMITS,
  COMPANY_UPDATE_MESSAGES,
  COMPANY_UPDATE_STATUSES,
  companyUpdatePath,
  type CompanyUpdateStatus,
} from '../../../shared/companyUpdates.js';
import { EMAIL_PATTERN } from '../../../shared/email.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { parsePagination, type PaginationArgs } from '../../graphql/pagination.js';
import { requirePermission } from '../cmsAuth/access.js';
import { staleSave } from '../history/conflict.js';
import { recordHistory } from '../history/repo.js';
import { ENTITY, MANAGE, requireEnabled, viewOf, type CompanyUpdateView } from './common.js';
import { newLinkSecret } from './links.js';
import { loadCompanyState } from './profile.js';
import {
  countCompanyUpdates,
  findCompanyRow,
  findCompanyUpdate,
  findCompanyUpdates,
  insertCompanyUpdate,
  updateCompanyUpdate,
  type CompanyUpdateFilter,
  type CompanyUpdateRow,
  type ListedCompanyUpdate,
} from './repo.js';

/**
 * Company updates, the editors' side (issue 14 item 3; docs/company-updates.md): links are issued
 * for Company items, listed, opened with their diff, reviewed (acceptCompanyUpdate in accept.ts)
 * or revoked. Every operation needs manage_content and the site's companyUpdate setting on.
 */

const missing = (id: number) => notFound(COMPANY_UPDATE_MESSAGES.missing(id));
const FORM = COMPANY_UPDATE_MESSAGES.invalid;

/** The history row of an update: its state, never the link's hash. */
export function historyRecord(row: CompanyUpdateRow | null) {
  if (!row) return null;
  const { tokenHash: _hash, ...rest } = row;
  return rest;
}

export async function stale(ctx: GraphQLContext, id: number) {
  const current = await findCompanyUpdate(ctx.db, ctx.tenant.id, id);
  if (!current) return missing(id);
  return staleSave(ctx.db, { label: 'This company update', entityType: ENTITY, entityId: id, currentVersion: current.version });
}

export interface CreateLinkInput {
  companyId: number;
  recipientEmail?: string | null;
  expiresInDays?: number | null;
}

/**
 * createCompanyUpdateLink: a new link for a Company item of the site. The address is answered once
 * (only the SHA-256 of its secret is stored) and, with a recipient, e-mailed to them.
 */
export async function createCompanyUpdateLink(ctx: GraphQLContext, input: CreateLinkInput): Promise<{ update: CompanyUpdateView; url: string; mailed: boolean }> {
  const viewer = requirePermission(ctx, MANAGE);
  await requireEnabled(ctx);
  const errors: Record<string, string> = {};
  const recipient = input.recipientEmail?.trim() || null;
  if (recipient && (recipient.length > COMPANY_UPDATE_LIMITS.email || !EMAIL_PATTERN.test(recipient))) errors.recipientEmail = 'Enter a valid e-mail address.';
  const { min, max, default: fallback } = COMPANY_UPDATE_LIMITS.expiryDays;
  const days = input.expiresInDays ?? fallback;
  if (!Number.isInteger(days) || days < min || days > max) errors.expiresInDays = `Between ${min} and ${max} days.`;
  const company = await findCompanyRow(ctx.db, ctx.tenant.id, input.companyId);
  if (!company || company.status === 0) errors.companyId = COMPANY_UPDATE_MESSAGES.notCompany;
  if (Object.keys(errors).length || !company) throw badInput(FORM, errors);

  const { secret, tokenHash } = newLinkSecret();
  const expiresAt = new Date(ctx.now.getTime() + days * 86_400_000);
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertCompanyUpdate(tx, {
      tenantId: ctx.tenant.id,
      companyId: company.id,
      tokenHash,
      status: 'open',
      recipientEmail: recipient,
      createdBy: viewer.id,
      expiresAt,
    });
    await recordHistory(tx, ctx, { entityType: ENTITY, entityId: inserted.id, action: 'create', before: null, after: historyRecord(inserted), tenantId: ctx.tenant.id });
    return inserted;
  });
  const url = `${ctx.origin}${companyUpdatePath(secret)}`;
  if (recipient) {
    const siteName = await siteNameOf(ctx);
    await ctx.services.mailer.send({
      to: recipient,
      subject: `Update the profile of ${company.name} on ${siteName}`,
      text:
        `Hello,\n\n${siteName} invites you to keep the profile of ${company.name} current: its name, address, website, description, logo, contacts and products.\n\n` +
        `Open this link to see the profile and propose your changes:\n${url}\n\n` +
        `The link works until ${expiresAt.toUTCString()}. Our editors review every change before it appears on the site.\n` +
        `If you did not expect this e-mail, you can ignore it.`,
      category: 'company-update',
      tenantId: ctx.tenant.id,
    });
  }
  ctx.services.log.info({ companyUpdateId: row.id, companyId: company.id, tenantId: ctx.tenant.id, mailed: recipient !== null }, 'company update link created');
  const listed = await findCompanyUpdate(ctx.db, ctx.tenant.id, row.id);
  if (!listed) throw missing(row.id);
  return { update: await viewOf(ctx, listed, { state: null, detailed: false }), url, mailed: recipient !== null };
}

export const siteNameOf = async (ctx: GraphQLContext) => (await ctx.services.slots.settings.get(ctx.tenant.id)).site.general.siteName || ctx.tenant.name;

export interface CompanyUpdatesInput {
  status?: readonly CompanyUpdateStatus[] | null;
  phrase?: string | null;
  companyId?: number | null;
  pagination?: PaginationArgs | null;
}

/** getCompanyUpdates: the site's updates, newest activity first, filtered by status, company name or company. */
export async function getCompanyUpdates(ctx: GraphQLContext, input: CompanyUpdatesInput | null | undefined) {
  requirePermission(ctx, MANAGE);
  await requireEnabled(ctx);
  const page = parsePagination(input?.pagination, { defaultLimit: COMPANY_UPDATE_LIMITS.page, maxLimit: 100 });
  const phrase = input?.phrase?.trim() ?? '';
  if (phrase.length > COMPANY_UPDATE_LIMITS.phrase) throw badInput(`phrase may be at most ${COMPANY_UPDATE_LIMITS.phrase} characters.`, { phrase: `At most ${COMPANY_UPDATE_LIMITS.phrase} characters` });
  const statuses = input?.status?.length ? [...new Set(input.status)].filter((s) => (COMPANY_UPDATE_STATUSES as readonly string[]).includes(s)) : null;
  const filter: CompanyUpdateFilter = { statuses, phrase: phrase || null, companyId: input?.companyId ?? null };
  const [rows, totalCount] = await Promise.all([findCompanyUpdates(ctx.db, ctx.tenant.id, filter, page), countCompanyUpdates(ctx.db, ctx.tenant.id, filter)]);
  const nodes = rows.slice(0, page.limit);
  return {
    totalCount,
    edges: await Promise.all(nodes.map(async (row) => ({ node: await viewOf(ctx, row, { state: null, detailed: false }) }))),
    pageInfo: { hasNextPage: rows.length > page.limit, hasPreviousPage: page.offset > 0, endCursor: null },
  };
}

/** getCompanyUpdate: one update with its proposal and the diff against the company's current content. */
export async function getCompanyUpdate(ctx: GraphQLContext, id: number): Promise<CompanyUpdateView> {
  requirePermission(ctx, MANAGE);
  await requireEnabled(ctx);
  const row = await findCompanyUpdate(ctx.db, ctx.tenant.id, id);
  if (!row) throw missing(id);
  return viewOf(ctx, row, { state: await loadCompanyState(ctx.db, ctx.tenant.id, row.companyId), detailed: true });
}

async function reviewable(ctx: GraphQLContext, id: number, version: number): Promise<ListedCompanyUpdate> {
  if (!Number.isInteger(version) || version < 1) throw badInput(FORM, { version: MESSAGES.fieldRequired });
  const row = await findCompanyUpdate(ctx.db, ctx.tenant.id, id);
  if (!row) throw missing(id);
  if (row.version !== version) throw await stale(ctx, id);
  return row;
}

/** rejectCompanyUpdate: a submitted update is rejected, with the editor's note; nothing is applied. */
export async function rejectCompanyUpdate(ctx: GraphQLContext, input: { id: number; version: number; note?: string | null }): Promise<CompanyUpdateView> {
  const viewer = requirePermission(ctx, MANAGE);
  await requireEnabled(ctx);
  const note = input.note?.trim() || null;
  if (note && note.length > COMPANY_UPDATE_LIMITS.reviewNote) throw badInput(FORM, { note: `At most ${COMPANY_UPDATE_LIMITS.reviewNote} characters.` });
  const row = await reviewable(ctx, input.id, input.version);
  if (row.status !== 'submitted') throw badInput(COMPANY_UPDATE_MESSAGES.notReviewable(row.status as CompanyUpdateStatus), { id: 'Not awaiting review' });
  const saved = await ctx.db.transaction(async (tx) => {
    const updated = await updateCompanyUpdate(tx, ctx.tenant.id, row.id, { version: row.version, statuses: ['submitted'] }, { status: 'rejected', reviewedBy: viewer.id, reviewedAt: ctx.now, reviewNote: note }, ctx.now);
    if (!updated) return null;
    await recordHistory(tx, ctx, { entityType: ENTITY, entityId: row.id, action: 'update', before: historyRecord(row), after: historyRecord(updated), tenantId: ctx.tenant.id });
    return updated;
  });
  if (!saved) throw await stale(ctx, row.id);
  return reloaded(ctx, row.id);
}

/** revokeCompanyUpdate: a link not yet reviewed stops working (open or submitted; the proposal stays readable). */
export async function revokeCompanyUpdate(ctx: GraphQLContext, id: number, version: number): Promise<CompanyUpdateView> {
  requirePermission(ctx, MANAGE);
  await requireEnabled(ctx);
  const row = await reviewable(ctx, id, version);
  if (row.status !== 'open' && row.status !== 'submitted') throw badInput(COMPANY_UPDATE_MESSAGES.notRevocable(row.status as CompanyUpdateStatus), { id: 'Already closed' });
  const saved = await ctx.db.transaction(async (tx) => {
    const updated = await updateCompanyUpdate(tx, ctx.tenant.id, row.id, { version: row.version, statuses: ['open', 'submitted'] }, { status: 'revoked', revokedAt: ctx.now }, ctx.now);
    if (!updated) return null;
    await recordHistory(tx, ctx, { entityType: ENTITY, entityId: row.id, action: 'update', before: historyRecord(row), after: historyRecord(updated), tenantId: ctx.tenant.id });
    return updated;
  });
  if (!saved) throw await stale(ctx, row.id);
  return reloaded(ctx, row.id);
}

export async function reloaded(ctx: GraphQLContext, id: number): Promise<CompanyUpdateView> {
  const row = await findCompanyUpdate(ctx.db, ctx.tenant.id, id);
  if (!row) throw missing(id);
  return viewOf(ctx, row, { state: await loadCompanyState(ctx.db, ctx.tenant.id, row.companyId), detailed: true });
}
