import type { z } from 'zod';
import { checkSettings, type SettingsCheck } from '../../shared/settings/validate';
import { commonBlockSettingsSchema, type CommonBlockSettings } from '../../shared/layouts/grid';
import { isBlockType, type BlockType } from './blockTypes';
import { BLOCK_DEFINITIONS } from './definitions';

type BlockSettings = CommonBlockSettings & Record<string, unknown>;

// One merged schema per type, built once: zod compiles a schema on first use, and pages check
// every block's settings on every render, so building it per call would cost milliseconds a page.
const merged = new Map<BlockType, z.ZodType>();
function schemaOf(type: BlockType): z.ZodType {
  let schema = merged.get(type);
  if (!schema) {
    schema = commonBlockSettingsSchema.extend(BLOCK_DEFINITIONS[type].settings.shape);
    merged.set(type, schema);
  }
  return schema;
}

/**
 * A block's settings as stored: the common settings (002 §3 "Block") and the type's own, checked
 * against both schemas. Used by saveWebLayout on the server and by the layout editor's forms, so
 * a block the editor accepts is never refused on save. Unknown keys are dropped.
 */
export function validateBlockSettings(type: string, settings: unknown): SettingsCheck<BlockSettings> {
  if (!isBlockType(type)) return { ok: false, fieldErrors: { type: `Unknown block type '${type}'.` } };
  return checkSettings(schemaOf(type), settings ?? {}) as SettingsCheck<BlockSettings>;
}

/** The settings of a new block of a type: every default filled in. */
export function defaultBlockSettings(type: BlockType): BlockSettings {
  return schemaOf(type).parse({}) as BlockSettings;
}
