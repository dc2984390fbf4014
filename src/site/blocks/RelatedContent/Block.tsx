import { TeaserList } from '../ContentList/TeaserList';
import type { BlockRendererProps } from '../types';
import type { RelatedContentData } from './load';
import type { RelatedContentSettings } from './settings';

/** related_content: the related items, drawn like a content list. */
export default function RelatedContentBlock({ block }: BlockRendererProps<RelatedContentData, RelatedContentSettings>) {
  const { settings } = block;
  return <TeaserList items={block.data.items} display={settings.display} options={settings} hasTitle={settings.title !== ''} />;
}
