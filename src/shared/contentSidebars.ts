/**
 * Content sidebars (002 §2 "content sidebars" block): panels of extra text an editor attaches to
 * a content item (a fact box, a spec table, "about the company"), kept in `details.sidebars` as
 * `{ title, body }` with the body sanitised when the item is saved.
 */
export const CONTENT_SIDEBAR_LIMITS = {
  /** Panels per item. */
  sidebars: 10,
  title: 255,
  /** Characters of HTML per panel. */
  body: 50_000,
} as const;

export interface ContentSidebarDocument {
  title?: string | null;
  body?: string | null;
}

/** The stored panels of an item's details, in the editor's order; anything malformed is skipped. */
export function contentSidebarsOf(details: Record<string, unknown> | null | undefined): { title: string | null; body: string }[] {
  const stored = details?.['sidebars'];
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const { title, body } = entry as ContentSidebarDocument;
    if (typeof body !== 'string' || !body.trim()) return [];
    return [{ title: typeof title === 'string' && title.trim() ? title.trim() : null, body }];
  });
}
