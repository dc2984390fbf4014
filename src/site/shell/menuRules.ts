import {
  BOTTOM_BAR_MAX_LINKS,
  PRIMARY_MENU_FONT_SIZE_STEPS,
  SECONDARY_MENU_MAX_LINKS,
  SECONDARY_MENU_MAX_LINKS_WITH_SPONSORED_SEARCH,
} from '../../shared/constants.js';

export type PrimaryMenuFontSize = 15 | 14 | 13 | 12;

/**
 * 002 §9: "Primary menu font size falls 15/14/13/12px as total label length reaches 85/110/135
 * characters": the last step whose threshold the summed label length has reached.
 */
export function primaryMenuFontSize(labels: readonly string[]): PrimaryMenuFontSize {
  const total = labels.reduce((sum, label) => sum + label.length, 0);
  let size: PrimaryMenuFontSize = 15;
  for (const step of PRIMARY_MENU_FONT_SIZE_STEPS) if (total >= step.minTotalLabelChars) size = step.fontSizePx;
  return size;
}

/** 002 §9: "Secondary header menu 8 links (4 with sponsored search)". */
export function secondaryMenuLimit(sponsoredSearch: boolean): number {
  return sponsoredSearch ? SECONDARY_MENU_MAX_LINKS_WITH_SPONSORED_SEARCH : SECONDARY_MENU_MAX_LINKS;
}

/** 002 §2: the new design's bottom bar holds "at most 5 primary links". */
export const bottomBarLinks = <T>(primary: readonly T[]): T[] => primary.slice(0, BOTTOM_BAR_MAX_LINKS);

/** Links to other sites (or marked so) open in a new window, safely. */
export function linkTarget(link: { url: string; newWindow: boolean }): { target?: '_blank'; rel?: string } {
  return link.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}
