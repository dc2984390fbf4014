import { TeaserList } from '../ContentList/TeaserList';
import type { BlockRendererProps } from '../types';
import type { CompanyContentData } from './load';
import type { CompanyContentSettings } from './settings';

/** company_content: the company's items, drawn like a content list. */
export default function CompanyContentBlock({ block }: BlockRendererProps<CompanyContentData, CompanyContentSettings>) {
  const { settings } = block;
  return <TeaserList items={block.data.items} display={settings.display} options={settings} hasTitle={settings.title !== ''} />;
}
