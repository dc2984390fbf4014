import type { BlockLoader } from '../types';
import { partsDirectLoader, type PartsDirectData } from './partsDirect';
import type { PartsSearchSettings } from './settings';

export type PartsSearchData = PartsDirectData;

export const loadPartsSearch: BlockLoader<PartsSearchSettings, PartsSearchData> = partsDirectLoader('parts-search');
