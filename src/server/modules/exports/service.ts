import {
  ANY_EXPORT_PERMISSION,
  DEFAULT_COMPANY_STATUSES,
  EXPORT_FORMATS,
  EXPORT_KINDS,
  EXPORT_LABELS,
  EXPORT_MESSAGES,
  EXPORT_PERMISSIONS,
  type ExportKind,
  type ExportStatus,
} from '../../../shared/exports.js';
import type { LeadKind } from '../../../shared/leads.js';
import { hasAnyPermission } from '../../../shared/roles.js';
import type { TaxonomyType } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, forbidden } from '../../graphql/errors.js';
import { requirePermission } from '../cmsAuth/access.js';
import { checkLeadDateRange } from '../leads/service.js';
import { magazineIndexOf } from '../magazines/index.js';
import { downloadSecret, downloadUrl } from './download.js';
import type { StoredExportFilters } from './filters.js';
import { countIssueItems, findPrintIssue } from './print/repo.js';
import { countExports, findActiveTwin, findExport, findExports, insertExport, type ListedExport } from './repo.js';
import { EXPORT_JOB } from './run.js';

/**
 * CSV exports (issue 14 item 5; docs/exports.md): startExport queues one on the job queue
 * (run.ts writes the file), getExport / getExportStream follow it, and a finished file is
 * downloaded through the signed link getExport gives (download.ts, http/exportRoutes.ts).
 * Permissions per kind: shared/exports.ts EXPORT_PERMISSIONS, checked on every call. Print
 * exports (kind `print`, docs/print-exports.md) take an issue of the site that holds content.
 */

export interface ExportFiltersArg {
  statuses?: readonly number[] | null;
  taxonomyTypes?: readonly TaxonomyType[] | null;
  leadKind?: LeadKind | null;
  dateFrom?: Date | string | null;
  dateTo?: Date | string | null;
  issueId?: number | null;
}

/** The filters each kind takes; any other one given is refused on its field. */
const FILTERS_OF: Readonly<Record<ExportKind, readonly (keyof ExportFiltersArg)[]>> = {
  companies: ['statuses'],
  taxonomy: ['taxonomyTypes'],
  inquiryLeads: ['leadKind', 'dateFrom', 'dateTo'],
  print: ['issueId'],
};

const FORM_ERRORS = 'Please correct issues with this form';

/** The kind's filters, checked and in one canonical form (so that the same export is recognised). */
export function checkExportFilters(kind: ExportKind, input: ExportFiltersArg | null | undefined): StoredExportFilters {
  const given = input ?? {};
  const errors: Record<string, string> = {};
  for (const [name, value] of Object.entries(given)) {
    if (value === null || value === undefined) continue;
    if (!FILTERS_OF[kind].includes(name as keyof ExportFiltersArg)) errors[`filters.${name}`] = EXPORT_MESSAGES.notFilter;
  }
  if (Object.keys(errors).length) throw badInput(FORM_ERRORS, errors);
  if (kind === 'companies') {
    const statuses = [...new Set(given.statuses?.length ? given.statuses : DEFAULT_COMPANY_STATUSES)].sort((a, b) => a - b);
    if (statuses.some((s) => !Number.isInteger(s) || s < 0 || s > 2)) throw badInput(FORM_ERRORS, { 'filters.statuses': 'Statuses are 0 (deleted), 1 (published) and 2 (draft).' });
    return { statuses };
  }
  if (kind === 'taxonomy') return given.taxonomyTypes?.length ? { taxonomyTypes: [...new Set(given.taxonomyTypes)].sort() } : {};
  if (kind === 'print') {
    const issueId = given.issueId;
    if (issueId === null || issueId === undefined) throw badInput(FORM_ERRORS, { 'filters.issueId': EXPORT_MESSAGES.issueRequired });
    if (!Number.isInteger(issueId) || issueId < 1) throw badInput(FORM_ERRORS, { 'filters.issueId': EXPORT_MESSAGES.issueMissing(issueId) });
    return { issueId };
  }
  const { dateFrom, dateTo } = checkLeadDateRange(given, 'filters.');
  return { leadKind: given.leadKind ?? 'inquiry', ...(dateFrom ? { dateFrom: dateFrom.toISOString() } : {}), ...(dateTo ? { dateTo: dateTo.toISOString() } : {}) };
}

/** An export as the API answers it (Export in schema/exports.graphql). */
export interface ExportView {
  id: number;
  kind: ExportKind;
  status: ExportStatus;
  filters: StoredExportFilters & { issueName?: string | null };
  rowsDone: number;
  rowsTotal: number | null;
  byteSize: number | null;
  fileName: string;
  message: string | null;
  requestedByName: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  expiresAt: Date | null;
  downloadUrl: string | null;
}

/** A done export past its days is expired even before the sweep has deleted its file. */
export const effectiveStatus = (row: Pick<ListedExport, 'status' | 'expiresAt'>, now: Date): ExportStatus =>
  row.status === 'done' && row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.status;

/**
 * 'EDR Magazine: March 2026 (2026-03-01)': a print export's issue in words — from the site's
 * magazine index, else (an issue written since this node loaded it) the table; null once deleted.
 */
async function issueNameOf(ctx: GraphQLContext, issueId: number | undefined): Promise<string | null> {
  if (!issueId) return null;
  const index = await magazineIndexOf(ctx);
  const indexed = index.issueById.get(issueId);
  const issue = indexed
    ? { name: indexed.name, mailingDate: indexed.mailingDate, publicationName: index.publicationById.get(indexed.publicationId)?.name ?? null }
    : await findPrintIssue(ctx.db, ctx.tenant.id, issueId);
  if (!issue) return null;
  return `${issue.publicationName ? `${issue.publicationName}: ` : ''}${issue.name} (${issue.mailingDate})`;
}

async function view(ctx: GraphQLContext, row: ListedExport, { withLink }: { withLink: boolean }): Promise<ExportView> {
  const status = effectiveStatus(row, ctx.now);
  const filters: StoredExportFilters = row.filters;
  const sessionId = ctx.cmsUser?.sessionId;
  const link = withLink && status === 'done' && row.fileKey && sessionId ? downloadUrl(await downloadSecret(ctx.db), { exportId: row.id, sessionId, now: ctx.now }) : null;
  return {
    id: row.id,
    kind: row.kind,
    status,
    filters: row.kind === 'print' ? { ...filters, issueName: await issueNameOf(ctx, filters.issueId) } : filters,
    rowsDone: row.rowsDone,
    rowsTotal: row.rowsTotal,
    byteSize: row.byteSize,
    fileName: row.fileName,
    message: status === 'expired' ? EXPORT_MESSAGES.fileGone : status === 'queued' && !row.message ? EXPORT_MESSAGES.queued : row.message,
    requestedByName: row.requestedByName,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    expiresAt: row.expiresAt,
    downloadUrl: link,
  };
}

const fileNamePart = (text: string) => text.replace(/[^a-z0-9-]+/gi, '-');

/** 'companies-edr-2026-11-24.csv': what, which site (for print also which issue), which day (UTC). */
export const exportFileName = (kind: ExportKind, tenantKey: string, now: Date, issue?: { publicationAlias: string; alias: string }) =>
  `${[EXPORT_LABELS[kind].file, tenantKey, ...(issue ? [issue.publicationAlias, issue.alias] : []), now.toISOString().slice(0, 10)].map(fileNamePart).join('-')}.${EXPORT_FORMATS[kind].extension}`;

/** A print export's issue: of this site (another site's id is answered as unknown) and holding content. */
async function checkPrintIssue(ctx: GraphQLContext, issueId: number) {
  const issue = await findPrintIssue(ctx.db, ctx.tenant.id, issueId);
  if (!issue) throw badInput(FORM_ERRORS, { 'filters.issueId': EXPORT_MESSAGES.issueMissing(issueId) });
  if ((await countIssueItems(ctx.db, ctx.tenant.id, issueId)) === 0) throw badInput(FORM_ERRORS, { 'filters.issueId': EXPORT_MESSAGES.issueEmpty });
  return issue;
}

/** startExport: queues the export (the kind's permission); the same one already queued or running is answered instead. */
export async function startExport(ctx: GraphQLContext, input: { kind: ExportKind; filters?: ExportFiltersArg | null }): Promise<ExportView> {
  const viewer = requirePermission(ctx, ...EXPORT_PERMISSIONS[input.kind]);
  const filters = checkExportFilters(input.kind, input.filters);
  const issue = input.kind === 'print' && filters.issueId ? await checkPrintIssue(ctx, filters.issueId) : undefined;
  const twin = await findActiveTwin(ctx.db, ctx.tenant.id, input.kind, filters);
  const id =
    twin?.id ??
    (await insertExport(ctx.db, { tenantId: ctx.tenant.id, kind: input.kind, filters, status: 'queued', fileName: exportFileName(input.kind, ctx.tenant.tenantKey, ctx.now, issue), requestedBy: viewer.id })).id;
  if (!twin) {
    await ctx.services.jobs.send(EXPORT_JOB, { exportId: id });
    ctx.services.log.info({ exportId: id, kind: input.kind, tenantId: ctx.tenant.id }, 'export queued');
  }
  const row = await findExport(ctx.db, ctx.tenant.id, id);
  if (!row) throw new Error(`Export ${id} vanished.`);
  return view(ctx, row, { withLink: true });
}

/** getExport: one export of the site, with its download link once done (its kind's permission). */
export async function getExport(ctx: GraphQLContext, id: number): Promise<ExportView | null> {
  const viewer = requirePermission(ctx, ...ANY_EXPORT_PERMISSION);
  const row = await findExport(ctx.db, ctx.tenant.id, id);
  if (!row) return null;
  if (!hasAnyPermission(viewer.permissions, EXPORT_PERMISSIONS[row.kind])) {
    throw forbidden(`You do not have permission to do this (needs ${EXPORT_PERMISSIONS[row.kind].join(' or ')}).`);
  }
  return view(ctx, row, { withLink: true });
}

/** getExportStream: the site's exports of a kind, or of every kind the user may export, newest first. */
export async function getExportStream(ctx: GraphQLContext, args: { kind?: ExportKind | null; limit?: number | null; skip?: number | null }) {
  const viewer = requirePermission(ctx, ...(args.kind ? EXPORT_PERMISSIONS[args.kind] : ANY_EXPORT_PERMISSION));
  const kinds = args.kind ? [args.kind] : EXPORT_KINDS.filter((kind) => hasAnyPermission(viewer.permissions, EXPORT_PERMISSIONS[kind]));
  const limit = args.limit ?? 10;
  const skip = args.skip ?? 0;
  const problems: Record<string, string> = {};
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) problems['limit'] = 'Between 1 and 100';
  if (!Number.isInteger(skip) || skip < 0) problems['skip'] = 'At least 0';
  if (Object.keys(problems).length) throw badInput(FORM_ERRORS, problems);
  const [rows, totalCount] = await Promise.all([findExports(ctx.db, ctx.tenant.id, kinds, { limit, skip }), countExports(ctx.db, ctx.tenant.id, kinds)]);
  return {
    totalCount,
    edges: await Promise.all(rows.slice(0, limit).map(async (row) => ({ node: await view(ctx, row, { withLink: false }) }))),
    pageInfo: { hasNextPage: rows.length > limit, hasPreviousPage: skip > 0, startCursor: null, endCursor: null },
  };
}
