import { randomUUID } from 'node:crypto';
import { canonicalPathOf } from '../../../shared/aliases.js';
import { WEBSITE_SECTION_FETCH_LIMITS } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import {
  SECTION_LIMITS,
  SECTION_MESSAGES,
  movedContentAlias,
  normaliseManualAlias,
  planSectionSave,
  type PlannedSection,
} from '../../../shared/sections.js';
import { CONTENT_STATUS } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { CONTENT_LISTS_TAG, recordTag } from '../../integrations/pageCache/index.js';
import { parsePagination, toConnection } from '../../graphql/pagination.js';
import { requirePermission } from '../cmsAuth/access.js';
import { countContentStream, findContentStream } from '../content/repo.js';
import { CONTENT_ENTITY, contentInputOf } from '../content/write.js';
import { staleSave } from '../history/conflict.js';
import { recordHistory } from '../history/repo.js';
import { recordSiteChange, type SiteChange } from '../../cache/siteChanges.js';
import type { Db } from '../../db/client.js';
import { redirectMovedPaths, type PathMove } from '../redirects/aliasRedirects.js';
import {
  deleteSection,
  findActiveSection,
  findAliasOwners,
  findContentOfSections,
  insertSection,
  loadAllSections,
  nextSequence,
  sectionUsage,
  updateContentPath,
  updateSection,
  type SectionNode,
  type SectionRow,
} from './repo.js';
import { isUniqueViolation } from '../../db/errors.js';

const ENTITY = 'WebsiteSection';
const INVALID = 'Please correct the highlighted fields.';

/** A section row as the GraphQL type sees it, with full name and ancestors from the tree. */
async function toNode(ctx: GraphQLContext, row: SectionRow): Promise<SectionNode> {
  const cached = (await ctx.loaders.sectionTree()).byId.get(row.id);
  return {
    ...row,
    fullName: cached?.fullName ?? row.name,
    canonicalPath: canonicalPathOf(row.alias),
    hierarchyIds: cached?.hierarchyIds ?? [row.id],
  };
}

async function activeSection(ctx: GraphQLContext, sectionId: number): Promise<SectionRow> {
  const row = Number.isInteger(sectionId) && sectionId > 0 ? await findActiveSection(ctx.db, ctx.tenant.id, sectionId) : undefined;
  if (!row) throw notFound(`No section with id ${sectionId} was found on this site.`);
  return row;
}

/**
 * getWebsiteSection: public (section pages read it). The section itself is read fresh, so an
 * editor never opens a version older than the stored one; children come from the tree.
 */
export async function getWebsiteSection(ctx: GraphQLContext, sectionId: number, limit: number | null | undefined) {
  const page = parsePagination({ limit }, { defaultLimit: WEBSITE_SECTION_FETCH_LIMITS.sectionPage, maxLimit: WEBSITE_SECTION_FETCH_LIMITS.leaders });
  const section = await toNode(ctx, await activeSection(ctx, sectionId));
  const tree = await ctx.loaders.sectionTree();
  const filter = { sectionIds: [section.id] };
  const rows = await findContentStream(ctx.db, ctx.tenant.id, filter, { field: 'published', order: 'desc' }, page, ctx.now);
  return {
    section,
    children: tree.ordered.filter((s) => s.parentId === section.id),
    content: toConnection(rows, page, () => countContentStream(ctx.db, ctx.tenant.id, filter, ctx.now)),
  };
}

export async function getWebsiteSectionBasic(ctx: GraphQLContext, sectionId: number): Promise<SectionNode> {
  const node = (await ctx.loaders.sectionTree()).byId.get(sectionId);
  return node ?? toNode(ctx, await activeSection(ctx, sectionId));
}

export interface WebsiteSectionInput {
  id?: number | null;
  version?: number | null;
  name: string;
  parentId?: number | null;
  manualAlias?: string | null;
  description?: string | null;
  gamAlias?: string | null;
}

function validate(input: WebsiteSectionInput) {
  const errors: Record<string, string> = {};
  const name = input.name.trim();
  if (!name) errors.name = MESSAGES.fieldRequired;
  else if (name.length > SECTION_LIMITS.name) errors.name = `At most ${SECTION_LIMITS.name} characters`;
  const manual = normaliseManualAlias(input.manualAlias);
  if (manual.error) errors.manualAlias = manual.error;
  else if ((manual.slug?.length ?? 0) > SECTION_LIMITS.manualAlias) errors.manualAlias = `At most ${SECTION_LIMITS.manualAlias} characters`;
  const description = input.description?.trim() || null;
  if (description && description.length > SECTION_LIMITS.description) errors.description = `At most ${SECTION_LIMITS.description} characters`;
  const gamAlias = input.gamAlias?.trim() || null;
  if (gamAlias && gamAlias.length > SECTION_LIMITS.gamAlias) errors.gamAlias = `At most ${SECTION_LIMITS.gamAlias} characters`;
  else if (gamAlias && !/^[\w./-]+$/.test(gamAlias)) errors.gamAlias = SECTION_MESSAGES.gamAlias;
  if (input.id != null && input.version == null) errors.version = MESSAGES.fieldRequired;
  if (Object.keys(errors).length) throw badInput(INVALID, errors);
  return { name, manualAlias: manual.slug, description, gamAlias, parentId: input.parentId ?? null };
}

/** Thrown inside the transaction when the conditional update finds a newer version. */
class StaleVersion extends Error {
  constructor(readonly currentVersion: number) {
    super('stale');
  }
}

const takenMessage = (path: string, owner: { kind: 'section' | 'content'; name: string }) =>
  `The path /${path} is already used by the ${owner.kind === 'section' ? 'section' : 'content item'} "${owner.name}". Choose another name or manual alias.`;

/**
 * saveWebsiteSection: one transaction writes the section, re-derives the aliases of its
 * descendants and of the content filed under them, turns every old published path into a
 * redirect, and records history — so no published URL breaks and nothing is half-moved.
 */
export async function saveWebsiteSection(ctx: GraphQLContext, input: WebsiteSectionInput): Promise<SectionNode> {
  const viewer = requirePermission(ctx, 'manage_site_sections');
  const values = validate(input);
  const tenantId = ctx.tenant.id;
  // One batch per save that moves paths, so history shows the section and what moved with it.
  const batchId = `section-${randomUUID()}`;
  let saved: SectionRow;
  // Pages showing a section that moved, or content whose path moved with it, are purged after commit.
  const moved: { sections: number[]; content: number[] } = { sections: [], content: [] };
  let change: SiteChange | null = null;
  try {
    saved = await ctx.db.transaction(async (tx) => {
      const row = await writeSectionSave(tx);
      change = await recordSiteChange(tx, {
        tenantId,
        kinds: moved.sections.length || moved.content.length ? ['sections', 'redirects'] : ['sections'],
        tags: [
          recordTag(ENTITY, row.id),
          ...moved.sections.map((id) => recordTag(ENTITY, id)),
          ...moved.content.map((id) => recordTag(CONTENT_ENTITY, id)),
          // Old paths of what moved are among the purged pages; they now answer from the redirect table.
          CONTENT_LISTS_TAG,
        ],
      });
      return row;
    });
    async function writeSectionSave(tx: Db): Promise<SectionRow> {
      const all = await loadAllSections(tx, tenantId);
      const existing = input.id == null ? null : all.find((s) => s.id === input.id && s.status === 1);
      if (input.id != null && !existing) throw notFound(`No section with id ${input.id} was found on this site.`);
      if (existing && existing.version !== input.version) throw new StaleVersion(existing.version);
      const plan = planSectionSave(
        all.filter((s) => s.status === 1),
        { id: existing?.id ?? null, parentId: values.parentId, name: values.name, manualAlias: values.manualAlias },
      );
      if (!plan.ok) throw badInput(INVALID, { [plan.field]: plan.message });
      const [own, ...descendants] = plan.sections as [PlannedSection, ...PlannedSection[]];
      const movedSections = plan.sections.filter((s) => s.id !== null && s.oldAlias !== null && s.oldAlias !== s.alias);
      const plannedById = new Map(movedSections.map((s) => [s.id, s]));
      const contentRows = await findContentOfSections(tx, tenantId, [...plannedById.keys()].filter((id): id is number => id !== null));
      const contentMoves = contentRows.map((row) => {
        const section = plannedById.get(row.primarySectionId);
        const alias = section
          ? movedContentAlias({ oldAlias: row.alias, oldSectionAlias: section.oldAlias ?? '', newSectionAlias: section.alias, manualAlias: row.manualAlias, name: row.name })
          : row.alias;
        return { row, alias };
      });

      // Every new path must be free: other sections and content, not the ones moving with us.
      const movingSectionIds = new Set(plan.sections.map((s) => s.id));
      const movingContentIds = new Set(contentRows.map((r) => r.id));
      const wanted = [...(own.oldAlias !== own.alias ? [own.alias] : []), ...movedSections.filter((s) => s !== own).map((s) => s.alias), ...contentMoves.map((m) => m.alias)];
      const taken = (await findAliasOwners(tx, tenantId, wanted)).find(
        (o) => !(o.kind === 'section' ? movingSectionIds.has(o.id) : movingContentIds.has(o.id)),
      );
      if (taken) throw badInput(takenMessage(taken.alias, taken), { manualAlias: takenMessage(taken.alias, taken) });

      const row = {
        parentId: values.parentId,
        name: values.name,
        description: values.description,
        gamAlias: values.gamAlias,
        manualAlias: values.manualAlias,
        systemAlias: own.systemAlias,
        alias: own.alias,
        depth: own.depth,
      };
      let result: SectionRow;
      if (!existing) {
        result = await insertSection(tx, tenantId, row);
        await recordHistory(tx, ctx, { entityType: ENTITY, entityId: result.id, action: 'create', before: null, after: result, tenantId });
        return result;
      }
      // A section moved to another parent goes last among its new siblings.
      const sequence = existing.parentId === row.parentId ? existing.sequence : await nextSequence(tx, tenantId, row.parentId);
      const updated = await updateSection(tx, tenantId, existing.id, existing.version, { ...row, sequence });
      if (!updated) throw new StaleVersion(existing.version + 1);
      result = updated;
      const grouped = movedSections.length > 1 || contentMoves.length > 0;
      await recordHistory(tx, ctx, { entityType: ENTITY, entityId: result.id, action: 'update', before: existing, after: result, tenantId, batchId: grouped ? batchId : null });

      for (const child of descendants) {
        const before = all.find((s) => s.id === child.id);
        if (!before || (before.alias === child.alias && before.systemAlias === child.systemAlias && before.depth === child.depth)) continue;
        const after = await updateSection(tx, tenantId, before.id, before.version, { alias: child.alias, systemAlias: child.systemAlias, depth: child.depth });
        if (!after) throw new StaleVersion(before.version + 1);
        await recordHistory(tx, ctx, { entityType: ENTITY, entityId: after.id, action: 'update', before, after, tenantId, batchId });
      }
      for (const { row: item, alias } of contentMoves) {
        if (alias === item.alias) continue;
        // Content history snapshots are the editable document (restorable by saving it); the
        // alias is derived from the section, so the row's changes are the alias and the path.
        const document = await contentInputOf(tx, tenantId, item.id);
        await updateContentPath(tx, tenantId, item.id, alias, viewer.id);
        await recordHistory(tx, ctx, {
          entityType: CONTENT_ENTITY,
          entityId: item.id,
          action: 'update',
          before: { ...document, alias: item.alias, canonicalPath: item.canonicalPath },
          after: { ...document, alias, canonicalPath: canonicalPathOf(alias) },
          tenantId,
          batchId,
        });
      }

      moved.sections = movedSections.flatMap((s) => (s.id === null ? [] : [s.id]));
      moved.content = contentMoves.filter((m) => m.alias !== m.row.alias).map((m) => m.row.id);
      const sectionPaths: PathMove[] = movedSections.map((s) => ({ from: canonicalPathOf(s.oldAlias ?? ''), to: canonicalPathOf(s.alias) }));
      const contentPaths: PathMove[] = contentMoves
        .filter((m) => m.row.status === CONTENT_STATUS.PUBLISHED)
        .map((m) => ({ from: canonicalPathOf(m.row.alias), to: canonicalPathOf(m.alias) }));
      await redirectMovedPaths(tx, tenantId, sectionPaths, { source: 'section-alias', userId: viewer.id });
      await redirectMovedPaths(tx, tenantId, contentPaths, { source: 'content-alias', userId: viewer.id });
      return result;
    }
  } catch (error) {
    if (error instanceof StaleVersion) {
      throw await staleSave(ctx.db, { label: 'This section', entityType: ENTITY, entityId: input.id ?? 0, currentVersion: error.currentVersion });
    }
    // Two editors taking the same path at the same moment: the unique index decides.
    if (isUniqueViolation(error)) {
      const message = 'Another section or content item took this path a moment ago. Choose another name or manual alias.';
      throw badInput(message, { manualAlias: message });
    }
    throw error;
  }
  // Every node drops the section tree (and redirects, when paths moved) and the pages showing them.
  await ctx.services.siteCache.announce(change);
  return toNode(ctx, saved);
}

/** deleteWebsiteSection: only an empty section (no child sections, no content) can go. */
export async function deleteWebsiteSection(ctx: GraphQLContext, id: number, version: number): Promise<boolean> {
  requirePermission(ctx, 'manage_site_sections');
  const tenantId = ctx.tenant.id;
  const row = await activeSection(ctx, id);
  if (row.version !== version) {
    throw await staleSave(ctx.db, { label: 'This section', entityType: ENTITY, entityId: id, currentVersion: row.version });
  }
  const usage = await sectionUsage(ctx.db, tenantId, id);
  if (usage.children > 0 || usage.content > 0) {
    const parts = [
      usage.children > 0 ? `${usage.children} child section${usage.children === 1 ? '' : 's'}` : null,
      usage.content > 0 ? `${usage.content} content item${usage.content === 1 ? '' : 's'} (primary or scheduled)` : null,
    ].filter(Boolean);
    throw badInput(`"${row.name}" cannot be deleted: it still has ${parts.join(' and ')}. Move or remove them first.`, { id: 'Section is not empty' });
  }
  const deleted = await ctx.db.transaction(async (tx) => {
    const gone = await deleteSection(tx, tenantId, id, version);
    if (!gone) return null;
    await recordHistory(tx, ctx, { entityType: ENTITY, entityId: id, action: 'delete', before: gone, after: null, tenantId });
    return recordSiteChange(tx, { tenantId, kinds: ['sections'], tags: [recordTag(ENTITY, id), CONTENT_LISTS_TAG] });
  });
  await ctx.services.siteCache.announce(deleted);
  if (!deleted) {
    const current = await findActiveSection(ctx.db, tenantId, id);
    if (!current) throw notFound(`No section with id ${id} was found on this site.`);
    throw await staleSave(ctx.db, { label: 'This section', entityType: ENTITY, entityId: id, currentVersion: current.version });
  }
  return true;
}
