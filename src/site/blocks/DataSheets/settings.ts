import { z } from 'zod';
import type { BlockDefinition } from '../types';
import { partsDirectSettingsShape } from '../PartsSearch/partsDirect';

export const dataSheetsSettings = z.object(partsDirectSettingsShape({ placeholder: 'Part number or manufacturer' }));
export type DataSheetsSettings = z.output<typeof dataSheetsSettings>;

export const dataSheetsBlock = {
  type: 'data_sheets',
  label: 'Data sheets',
  description: "The Parts Direct data sheet search of the site settings (without an embed on the server: a search of the site's documents).",
  settings: dataSheetsSettings,
} satisfies BlockDefinition<typeof dataSheetsSettings>;
