import type { BlockLoader, ContentSidebar } from '../types';
import type { ContentSidebarsSettings } from './settings';

export interface ContentSidebarsData {
  /** The item's panels in the editor's order; at least one. */
  sidebars: ContentSidebar[];
}

/**
 * The page's content sidebars (details.sidebars, read by the page assembly). Dropped when the item
 * has none. While gating fails the assembly does not run this loader at all (hiddenBlocks).
 */
export const loadContentSidebars: BlockLoader<ContentSidebarsSettings, ContentSidebarsData> = async ({ page }) => {
  const content = page.content;
  if (!content) return null;
  const sidebars = content.sidebars.filter((s) => s.body.trim() !== '');
  return sidebars.length ? { data: { sidebars } } : null;
};
