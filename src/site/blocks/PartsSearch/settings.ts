import { z } from 'zod';
import type { BlockDefinition } from '../types';
import { partsDirectSettingsShape } from './partsDirect';

export const partsSearchSettings = z.object(partsDirectSettingsShape({ placeholder: 'Part number or keyword' }));
export type PartsSearchSettings = z.output<typeof partsSearchSettings>;

export const partsSearchBlock = {
  type: 'parts_search',
  label: 'Parts search',
  description: "The Parts Direct parts search of the site settings (without an embed on the server: a search of the site's products).",
  settings: partsSearchSettings,
} satisfies BlockDefinition<typeof partsSearchSettings>;
