import type { BlockRendererProps } from '../types';
import type { PartsSearchData } from './load';
import { PartsDirectEmbed } from './PartsDirectEmbed';
import type { PartsSearchSettings } from './settings';

/** parts_search: the Parts Direct parts search, or a search of the site's products. */
export default function PartsSearchBlock({ block }: BlockRendererProps<PartsSearchData, PartsSearchSettings>) {
  const { height, placeholder, buttonLabel } = block.settings;
  return <PartsDirectEmbed data={block.data} height={height} placeholder={placeholder} buttonLabel={buttonLabel} />;
}
