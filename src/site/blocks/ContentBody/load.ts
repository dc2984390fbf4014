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
  /**
   * The content meter's message for the meter's status (spec 002 §4): the site's text with its
   * placeholders, filled in the browser from the reader's cookie (the page is shared by every
   * reader in that state).
   */
  meter: { status: string; template: string } | null;
  /** The site-licence company that gave this reader the whole item (a licensed page is never shared). */
  licensedBy: string | null;
  /** A podcast's episode, played above the body — only for a reader who may read the whole item. */
  audio: { url: string; mimeType: string | null; duration: string | null } | null;
}

/** The page content's body; dropped when the item has none (002 §5 "others lacking data"). */
export const loadContentBody: BlockLoader<ContentBodySettings, ContentBodyData> = async ({ page }) => {
  const html = page.content?.body?.trim() ?? '';
  if (html === '') return null;
  const gating = page.content?.gating;
  const gate = gating?.gated ? { joinLabel: gating.joinLabel, registrationOnly: gating.memberships.length === 0 } : null;
  const audio = gate ? null : (page.content?.audio ?? null);
  return { data: { html, gate, meter: gating?.meter ?? null, licensedBy: gating?.licensedBy ?? null, audio } };
};
