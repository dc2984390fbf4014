import type { BlockLoader } from '../types';
import type { ContentBodySettings } from './settings';

export interface ContentBodyData {
  /**
   * The body as this request may see it, sanitised: all of it, or for a gated item the ungated
   * paragraphs only (the rest never left the server: src/server/modules/gating/access.ts).
   */
  html: string;
  /** Set when the body was cut for this reader: the gating form follows it. */
  gate: { joinLabel: string; registrationOnly: boolean } | null;
  /** The content meter's message for this reader (spec 002 §4), with its status. */
  meter: { status: string; text: string } | null;
}

/** The page content's body; dropped when the item has none (002 §5 "others lacking data"). */
export const loadContentBody: BlockLoader<ContentBodySettings, ContentBodyData> = async ({ page }) => {
  const html = page.content?.body?.trim() ?? '';
  if (html === '') return null;
  const gating = page.content?.gating;
  const gate = gating?.gated ? { joinLabel: gating.joinLabel, registrationOnly: gating.memberships.length === 0 } : null;
  return { data: { html, gate, meter: gating?.meter ?? null } };
};
