import { MESSAGES } from '../../../shared/messages.js';
import type { Permission } from '../../../shared/permissions.js';
import { hasAnyPermission } from '../../../shared/roles.js';
import { checkNewsletterTemplate, NEWSLETTER_TEMPLATE_MESSAGES, readTemplateDocument, templateStructure, type NewsletterTemplateDocument } from '../../../shared/newsletterTemplates.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { parsePagination, toConnection } from '../../graphql/pagination.js';
import { cmsUserHere, requirePermission } from '../cmsAuth/access.js';
import { staleSave } from '../history/conflict.js';
import { recordHistory } from '../history/repo.js';
import * as repo from './repo.js';

/**
 * Newsletter templates (001 §3 "Newsletter template"; /admin/newsletter-templates). Who may do what
 * (docs/newsletters.md "Who may edit what"): manage_newsletter_templates creates, edits everything
 * and deletes; manage_newsletter_templates_basic edits the content of an existing template — texts,
 * links, testers and block settings — but not its structure (templateStructure: rows, blocks,
 * styles, header style, deployment, status, legacy id).
 */
const ENTITY = 'NewsletterTemplate';
const FULL: Permission = 'manage_newsletter_templates';
const BASIC: Permission = 'manage_newsletter_templates_basic';
/** Who may read whole template documents: the template editors, and campaign managers (previews, selects). */
export const TEMPLATE_READERS: Permission[] = [FULL, BASIC, 'manage_newsletter_campaigns'];

const missing = (id: number) => notFound(`No newsletter template with id ${id} was found on this site.`);

/** Whether the caller may read whole template documents (they hold the testers' addresses). */
export function canReadTemplateDocuments(ctx: GraphQLContext): boolean {
  const viewer = cmsUserHere(ctx);
  return !!viewer && hasAnyPermission(viewer.permissions, TEMPLATE_READERS);
}

/** getNewsletterTemplate: public like the active stream (name, description); the document needs a permission (resolver). */
export async function getTemplate(ctx: GraphQLContext, id: number): Promise<repo.TemplateRow> {
  const row = await repo.findTemplate(ctx.db, ctx.tenant.id, id);
  if (!row) throw missing(id);
  return row;
}

export async function getTemplateAdminStream(ctx: GraphQLContext, input: { status?: number | null; phrase?: string | null; pagination?: { limit?: number | null; skip?: number | null; after?: string | null } | null } | null | undefined) {
  requirePermission(ctx, ...TEMPLATE_READERS);
  const filter = { status: input?.status ?? null, phrase: input?.phrase ?? null };
  if (filter.status != null && filter.status !== 0 && filter.status !== 1) throw badInput('status must be 0 (inactive) or 1 (active).', { status: 'Must be 0 or 1' });
  if ((filter.phrase?.length ?? 0) > 200) throw badInput('phrase may hold at most 200 characters.', { phrase: 'At most 200 characters' });
  const page = parsePagination(input?.pagination, { defaultLimit: 50, maxLimit: 200 });
  const rows = await repo.findTemplates(ctx.db, ctx.tenant.id, filter, page);
  return toConnection(rows, page, () => repo.countTemplates(ctx.db, ctx.tenant.id, filter));
}

export interface TemplateInput {
  id?: number | null;
  version?: number | null;
  status: number;
  document: unknown;
}

/** Product ids the deployment may send to: the site's enabled newsletters. */
async function enabledProductIds(ctx: GraphQLContext): Promise<Set<number>> {
  const bundle = await ctx.services.slots.settings.get(ctx.tenant.id);
  return new Set(bundle.newsletters.enabledNewsletters.flatMap((n) => (n.productId === null ? [] : [n.productId])));
}

/**
 * saveNewsletterTemplate: creates (manage_newsletter_templates) or updates (either template
 * permission; a basic editor's save must leave the structure as it was). Every field is checked
 * (messages by path), the list must be an enabled newsletter, a stale version is refused with
 * CONFLICT, and a history row is written in the same transaction.
 */
export async function saveTemplate(ctx: GraphQLContext, input: TemplateInput): Promise<repo.TemplateRow> {
  const viewer = requirePermission(ctx, FULL, BASIC);
  const full = viewer.permissions.has(FULL);
  if (input.id == null && !full) throw badInput(NEWSLETTER_TEMPLATE_MESSAGES.createNeedsFullPermission, {});
  const tenantId = ctx.tenant.id;
  const existing = input.id == null ? null : ((await repo.findTemplate(ctx.db, tenantId, input.id)) ?? null);
  if (input.id != null && !existing) throw missing(input.id);
  const errors: Record<string, string> = {};
  if (input.id != null && input.version == null) errors.version = MESSAGES.fieldRequired;
  if (input.status !== 0 && input.status !== 1) errors.status = 'Choose Active (1) or Inactive (0).';
  const check = checkNewsletterTemplate(input.document);
  if (!check.ok) Object.assign(errors, check.fieldErrors);
  if (check.ok && check.value.deployment.productId !== null && !(await enabledProductIds(ctx)).has(check.value.deployment.productId)) {
    errors['deployment.productId'] = NEWSLETTER_TEMPLATE_MESSAGES.productNotEnabled;
  }
  if (Object.keys(errors).length > 0 || !check.ok) throw badInput(NEWSLETTER_TEMPLATE_MESSAGES.invalid, errors);
  const document = check.value;
  const stale = (currentVersion: number, id: number) => staleSave(ctx.db, { label: 'This newsletter template', entityType: ENTITY, entityId: id, currentVersion });
  if (existing && existing.version !== input.version) throw await stale(existing.version, existing.id);
  if (existing && !full) {
    const before = readTemplateDocument(existing.payload);
    if (templateStructure(before) !== templateStructure(document) || existing.status !== input.status) throw badInput(NEWSLETTER_TEMPLATE_MESSAGES.structureNeedsFullPermission, {});
  }

  const saved = await ctx.db.transaction(async (tx) => {
    const row = existing
      ? await repo.updateTemplate(tx, tenantId, existing.id, existing.version, input.status, document, ctx.now)
      : await repo.insertTemplate(tx, tenantId, input.status, document);
    if (!row) return null;
    await recordHistory(tx, ctx, { entityType: ENTITY, entityId: row.id, action: existing ? 'update' : 'create', before: existing, after: row, tenantId });
    return row;
  });
  if (!saved) {
    const current = await repo.findTemplate(ctx.db, tenantId, existing!.id);
    throw await stale(current?.version ?? 0, existing!.id);
  }
  return saved;
}

/**
 * deleteNewsletterTemplate (manage_newsletter_templates): a template without campaigns is deleted
 * (its content schedules and ad schedules with it); one with campaigns is kept — their web views
 * and history need it — and set inactive, so it is no longer offered.
 */
export async function deleteTemplate(ctx: GraphQLContext, id: number): Promise<boolean> {
  requirePermission(ctx, FULL);
  const tenantId = ctx.tenant.id;
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findTemplate(tx, tenantId, id);
    if (!row) throw missing(id);
    const campaigns = (await repo.campaignCounts(tx, [id])).get(id) ?? 0;
    if (campaigns > 0) {
      const after = await repo.setTemplateStatus(tx, tenantId, id, 0, ctx.now);
      await recordHistory(tx, ctx, { entityType: ENTITY, entityId: id, action: 'update', before: row, after: after ?? null, tenantId });
      return;
    }
    await repo.deleteTemplateRow(tx, tenantId, id);
    await recordHistory(tx, ctx, { entityType: ENTITY, entityId: id, action: 'delete', before: row, after: null, tenantId });
  });
  return true;
}

/** The stored document, read over the schema's defaults. */
export function templateDocumentOf(row: repo.TemplateRow): NewsletterTemplateDocument {
  return readTemplateDocument(row.payload);
}

