import type { BlockRendererProps } from '../types';
import type { ContentListData } from './load';
import type { ContentListSettings } from './settings';
import { TeaserList } from './TeaserList';

/** content_list: the loaded items in the chosen display. */
export default function ContentListBlock({ block }: BlockRendererProps<ContentListData, ContentListSettings>) {
  const { settings } = block;
  return <TeaserList items={block.data.items} display={settings.display} options={settings} hasTitle={settings.title !== ''} />;
}
