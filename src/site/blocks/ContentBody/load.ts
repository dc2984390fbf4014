import { BLUECONIC_IN_ARTICLE, DEFAULT_TEASER_MAX_LENGTH } from '../../../shared/constants';
import type { BlockLoader, TeaserItem } from '../types';
import { inArticleSlot } from './inArticle';
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
  /**
   * Recommendations inside the body (002 §9: 4 items after the third paragraph of 40 words or more,
   * on Article, News and Blog pages of a site whose BlueConic recommendations are on): `at` is the
   * offset in `html` they go at. Absent when the body has no such place or nothing was recommended.
   */
  recommendations?: { at: number; items: TeaserItem[] };
}

/**
 * The page content's body; dropped when the item has none (002 §5 "others lacking data"). Where the
 * page gets recommendations in the body and the body — as this reader sees it, so a cut body of a
 * gated item mostly has no place — has its third long paragraph, the block takes its share of the
 * page's recommendations (before the page's recommendation blocks, which come later in page order).
 */
export const loadContentBody: BlockLoader<ContentBodySettings, ContentBodyData> = async ({ page, api }) => {
  const html = page.content?.body?.trim() ?? '';
  if (html === '') return null;
  const gating = page.content?.gating;
  const gate = gating?.gated ? { joinLabel: gating.joinLabel, registrationOnly: gating.memberships.length === 0 } : null;
  const audio = gate ? null : (page.content?.audio ?? null);
  const data: ContentBodyData = { html, gate, meter: gating?.meter ?? null, licensedBy: gating?.licensedBy ?? null, audio };
  const at = page.recommendationsInBody ? inArticleSlot(html) : null;
  if (at !== null) {
    const items = await api.recommendations({ contentId: page.content!.id, sectionId: page.section?.id ?? null, count: BLUECONIC_IN_ARTICLE.items, teaserMaxLength: DEFAULT_TEASER_MAX_LENGTH });
    if (items.length > 0) data.recommendations = { at, items };
  }
  return { data };
};
