import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { websiteSections } from '../../db/schema/index.js';

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
