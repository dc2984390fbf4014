import type { BlockLoader, ContentSidebar } from '../types';
import type { ContentSidebarsSettings } from './settings';

export interface ContentSidebarsData {
  /** The item's panels in the editor's order; at least one. */
  sidebars: ContentSidebar[];
}

/**
 * The page's content sidebars (details.sidebars, read by the page assembly). Dropped when the item
 * has none, and when gating hides the block for this reader (the assembly does not load it then;
 * checked again here so the panels never reach a reader without access).
 */
export const loadContentSidebars: BlockLoader<ContentSidebarsSettings, ContentSidebarsData> = async ({ page }) => {
  const content = page.content;
  if (!content || content.gating.hiddenBlocks.includes('content_sidebars')) return null;
  const sidebars = content.sidebars.filter((s) => s.body.trim() !== '');
  return sidebars.length ? { data: { sidebars } } : null;
};
