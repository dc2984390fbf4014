import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { sequentially } from '../../db/sequentially.js';
import type { Db } from '../../db/client.js';
import { content, contentWebsiteSchedules, websiteSections } from '../../db/schema/index.js';

export type SectionRow = typeof websiteSections.$inferSelect;

/** A section with what the tree gives it: full name, ancestors and canonical path. */
export interface SectionNode extends SectionRow {
  fullName: string;
  canonicalPath: string;
  /** Ids from the root down to and including this section. */
  hierarchyIds: number[];
}

export interface SectionTree {
  byId: Map<number, SectionNode>;
  /** Tree order: parents before children, siblings by sequence then name. */
  ordered: SectionNode[];
  /** The section and every section below it. */
  withDescendants(id: number): number[];
}

export function loadSections(db: Db, tenantId: number): Promise<SectionRow[]> {
  return db
    .select()
    .from(websiteSections)
    .where(and(eq(websiteSections.tenantId, tenantId), eq(websiteSections.status, 1)))
    .orderBy(asc(websiteSections.sequence), asc(websiteSections.name));
}

export function buildSectionTree(rows: SectionRow[]): SectionTree {
  const children = new Map<number | null, SectionRow[]>();
  for (const row of rows) {
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  const byId = new Map<number, SectionNode>();
  const ordered: SectionNode[] = [];
  const visit = (row: SectionRow, parent: SectionNode | null) => {
    const node: SectionNode = {
      ...row,
      fullName: parent ? `${parent.fullName} > ${row.name}` : row.name,
      canonicalPath: `/${row.alias}`,
      hierarchyIds: parent ? [...parent.hierarchyIds, row.id] : [row.id],
    };
    byId.set(row.id, node);
    ordered.push(node);
    for (const child of children.get(row.id) ?? []) visit(child, node);
  };
  const known = new Set(rows.map((r) => r.id));
  // Roots, plus orphans whose parent is inactive or missing, so no section disappears.
  for (const row of rows) if (row.parentId === null || !known.has(row.parentId)) visit(row, null);
  return {
    byId,
    ordered,
    withDescendants(id) {
      const out: number[] = [];
      const walk = (sectionId: number) => {
        out.push(sectionId);
        for (const child of children.get(sectionId) ?? []) walk(child.id);
      };
      if (byId.has(id)) walk(id);
      return out;
    },
  };
}

// ── Writes and admin reads (the saving service runs them inside one transaction) ──────────────

/** Every section of the site, any status (aliases must stay unique across all of them). */
export function loadAllSections(db: Db, tenantId: number): Promise<SectionRow[]> {
  return db.select().from(websiteSections).where(eq(websiteSections.tenantId, tenantId)).orderBy(asc(websiteSections.id));
}

/** One active section, read fresh from the database (not from the per-node tree cache). */
export async function findActiveSection(db: Db, tenantId: number, id: number): Promise<SectionRow | undefined> {
  const [row] = await db
    .select()
    .from(websiteSections)
    .where(and(eq(websiteSections.tenantId, tenantId), eq(websiteSections.id, id), eq(websiteSections.status, 1)))
    .limit(1);
  return row;
}

export type SectionValues = Pick<SectionRow, 'parentId' | 'name' | 'description' | 'systemAlias' | 'manualAlias' | 'alias' | 'gamAlias' | 'depth'>;

/** The sequence that puts a section last among the children of `parentId` (null: top level). */
export async function nextSequence(db: Db, tenantId: number, parentId: number | null): Promise<number> {
  const [last] = await db
    .select({ n: sql<number>`coalesce(max(${websiteSections.sequence}), -1)::int` })
    .from(websiteSections)
    .where(and(eq(websiteSections.tenantId, tenantId), parentId === null ? isNull(websiteSections.parentId) : eq(websiteSections.parentId, parentId)));
  return (last?.n ?? -1) + 1;
}

export async function insertSection(db: Db, tenantId: number, values: SectionValues): Promise<SectionRow> {
  // New sections go last among their siblings.
  const sequence = await nextSequence(db, tenantId, values.parentId);
  const [row] = await db
    .insert(websiteSections)
    .values({ ...values, tenantId, sequence, status: 1 })
    .returning();
  if (!row) throw new Error('Section insert returned no row');
  return row;
}

/** Updates when the stored version is still `version`; undefined when someone saved in between. */
export async function updateSection(
  db: Db,
  tenantId: number,
  id: number,
  version: number,
  values: Partial<SectionValues> & { sequence?: number },
): Promise<SectionRow | undefined> {
  const [row] = await db
    .update(websiteSections)
    .set({ ...values, version: sql`${websiteSections.version} + 1`, updatedAt: new Date() })
    .where(and(eq(websiteSections.tenantId, tenantId), eq(websiteSections.id, id), eq(websiteSections.version, version)))
    .returning();
  return row;
}

export async function deleteSection(db: Db, tenantId: number, id: number, version: number): Promise<SectionRow | undefined> {
  const [row] = await db
    .delete(websiteSections)
    .where(and(eq(websiteSections.tenantId, tenantId), eq(websiteSections.id, id), eq(websiteSections.version, version)))
    .returning();
  return row;
}

/** What still hangs on a section: child sections, and content with it as primary or scheduled. */
export async function sectionUsage(db: Db, tenantId: number, id: number): Promise<{ children: number; content: number }> {
  const [children] = await db
    .select({ n: count() })
    .from(websiteSections)
    .where(and(eq(websiteSections.tenantId, tenantId), eq(websiteSections.parentId, id)));
  const [used] = await db
    .select({ n: sql<number>`count(distinct ${content.id})::int` })
    .from(content)
    .where(
      and(
        eq(content.tenantId, tenantId),
        or(
          eq(content.primarySectionId, id),
          sql`exists (select 1 from ${contentWebsiteSchedules} where ${contentWebsiteSchedules.contentId} = ${content.id} and ${contentWebsiteSchedules.sectionId} = ${id})`,
        ),
      ),
    );
  return { children: children?.n ?? 0, content: used?.n ?? 0 };
}

export type ContentPathRow = Pick<typeof content.$inferSelect, 'id' | 'name' | 'status' | 'alias' | 'manualAlias' | 'canonicalPath' | 'primarySectionId' | 'version'>;

/** Content whose primary section is one of `sectionIds` (every status: drafts move too). */
export function findContentOfSections(db: Db, tenantId: number, sectionIds: readonly number[]): Promise<ContentPathRow[]> {
  if (!sectionIds.length) return Promise.resolve([]);
  return db
    .select({
      id: content.id,
      name: content.name,
      status: content.status,
      alias: content.alias,
      manualAlias: content.manualAlias,
      canonicalPath: content.canonicalPath,
      primarySectionId: content.primarySectionId,
      version: content.version,
    })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), inArray(content.primarySectionId, [...sectionIds])));
}

export async function updateContentPath(db: Db, tenantId: number, id: number, alias: string, userId: number | null): Promise<void> {
  await db
    .update(content)
    .set({ alias, canonicalPath: `/${alias}`, version: sql`${content.version} + 1`, updatedAt: new Date(), updatedBy: userId })
    .where(and(eq(content.tenantId, tenantId), eq(content.id, id)));
}

export interface AliasOwner {
  kind: 'section' | 'content';
  id: number;
  name: string;
  alias: string;
}

/** Sections and content of the site that already use one of `aliases`. */
export async function findAliasOwners(db: Db, tenantId: number, aliases: readonly string[]): Promise<AliasOwner[]> {
  if (!aliases.length) return [];
  // One after the other: `db` may be the transaction of a save.
  const [sections, items] = await sequentially([
    db
      .select({ id: websiteSections.id, name: websiteSections.name, alias: websiteSections.alias })
      .from(websiteSections)
      .where(and(eq(websiteSections.tenantId, tenantId), inArray(websiteSections.alias, [...aliases]))),
    db
      .select({ id: content.id, name: content.name, alias: content.alias })
      .from(content)
      .where(and(eq(content.tenantId, tenantId), inArray(content.alias, [...aliases]))),
  ]);
  return [...sections.map((s) => ({ kind: 'section' as const, ...s })), ...items.map((c) => ({ kind: 'content' as const, ...c }))];
}
