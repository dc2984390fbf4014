import { TeaserList } from '../ContentList/TeaserList';
import type { BlockRendererProps } from '../types';
import type { BlueconicRecommendationsData } from './load';
import type { BlueconicRecommendationsSettings } from './settings';

/**
 * blueconic_recommendations: the recommended items drawn like a content list. 002 §5 "Content link
 * clicks in recommendation blocks are not tracked": the links are plain links to the items (no
 * tracking redirect), and `data-track-clicks="false"` tells any click tracker to leave them alone.
 */
export default function BlueconicRecommendationsBlock({ block }: BlockRendererProps<BlueconicRecommendationsData, BlueconicRecommendationsSettings>) {
  const { settings } = block;
  return (
    <div className="recommendations" data-track-clicks="false">
      <TeaserList items={block.data.items} display={settings.display} options={settings} hasTitle={settings.title !== ''} />
    </div>
  );
}
