import type { BlockLoader } from '../types';
import { partsDirectLoader, type PartsDirectData } from '../PartsSearch/partsDirect';
import type { DataSheetsSettings } from './settings';

export type DataSheetsData = PartsDirectData;

export const loadDataSheets: BlockLoader<DataSheetsSettings, DataSheetsData> = partsDirectLoader('data-sheets');
