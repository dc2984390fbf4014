import { TeaserList } from '../ContentList/TeaserList';
import type { BlockRendererProps } from '../types';
import type { CompanyVideosData } from './load';
import type { CompanyVideosSettings } from './settings';

/** company_videos: the company's videos, drawn like a content list (each links to its video page). */
export default function CompanyVideosBlock({ block }: BlockRendererProps<CompanyVideosData, CompanyVideosSettings>) {
  const { settings } = block;
  return <TeaserList items={block.data.items} display={settings.display} options={settings} hasTitle={settings.title !== ''} />;
}
