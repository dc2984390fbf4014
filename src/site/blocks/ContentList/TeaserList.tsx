import type { TeaserItem } from '../types';
import { ContentTeaser, type HeadingLevel, type TeaserOptions, type TeaserVariant } from './ContentTeaser';
import type { TeaserDisplay } from './settings';

/** The teaser variant of each item for a display: lead-and-list makes the first item the lead. */
function variantOf(display: TeaserDisplay, index: number): TeaserVariant {
  switch (display) {
    case 'cards':
      return 'card';
    case 'headlines':
      return 'headline';
    case 'lead-and-list':
      return index === 0 ? 'lead' : 'list';
    case 'list':
      return 'list';
  }
}

/**
 * Teasers as a list (content_list, related_content). Item titles sit one level below the block's
 * title (h2), or at h2 when the block has none, so headings never skip a level.
 */
export function TeaserList({ items, display, options, hasTitle }: { items: TeaserItem[]; display: TeaserDisplay; options: TeaserOptions; hasTitle: boolean }) {
  const headingLevel: HeadingLevel = hasTitle ? 3 : 2;
  return (
    <ul className={`content-teasers content-teasers--${display}`}>
      {items.map((item, index) => (
        <li key={item.id}>
          <ContentTeaser item={item} variant={variantOf(display, index)} options={options} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
