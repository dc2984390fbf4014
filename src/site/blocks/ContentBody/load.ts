import type { BlockLoader } from '../types';
import type { ContentBodySettings } from './settings';

export interface ContentBodyData {
  /** The body as stored: sanitised on save (src/server/html/sanitize.ts). */
  html: string;
}

/** The page content's body; dropped when the item has none (002 §5 "others lacking data"). */
export const loadContentBody: BlockLoader<ContentBodySettings, ContentBodyData> = async ({ page }) => {
  const html = page.content?.body?.trim() ?? '';
  return html === '' ? null : { data: { html } };
};
