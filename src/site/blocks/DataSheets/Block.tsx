import type { BlockRendererProps } from '../types';
import { PartsDirectEmbed } from '../PartsSearch/PartsDirectEmbed';
import type { DataSheetsData } from './load';
import type { DataSheetsSettings } from './settings';

/** data_sheets: the Parts Direct data sheet search, or a search of the site's documents. */
export default function DataSheetsBlock({ block }: BlockRendererProps<DataSheetsData, DataSheetsSettings>) {
  const { height, placeholder, buttonLabel } = block.settings;
  return <PartsDirectEmbed data={block.data} height={height} placeholder={placeholder} buttonLabel={buttonLabel} />;
}
