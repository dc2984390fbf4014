import { checkSettings, type SettingsCheck } from '../../shared/settings/validate';
import { commonBlockSettingsSchema, type CommonBlockSettings } from '../../shared/layouts/grid';
import { isBlockType, type BlockType } from './blockTypes';
import { BLOCK_DEFINITIONS } from './definitions';

/**
 * A block's settings as stored: the common settings (002 §3 "Block") and the type's own, checked
 * against both schemas. Used by saveWebLayout on the server and by the layout editor's forms, so
 * a block the editor accepts is never refused on save. Unknown keys are dropped.
 */
export function validateBlockSettings(type: string, settings: unknown): SettingsCheck<CommonBlockSettings & Record<string, unknown>> {
  if (!isBlockType(type)) return { ok: false, fieldErrors: { type: `Unknown block type '${type}'.` } };
  const schema = commonBlockSettingsSchema.extend(BLOCK_DEFINITIONS[type].settings.shape);
  return checkSettings(schema, settings ?? {}) as SettingsCheck<CommonBlockSettings & Record<string, unknown>>;
}

/** The settings of a new block of a type: every default filled in. */
export function defaultBlockSettings(type: BlockType): CommonBlockSettings & Record<string, unknown> {
  return commonBlockSettingsSchema.extend(BLOCK_DEFINITIONS[type].settings.shape).parse({}) as CommonBlockSettings & Record<string, unknown>;
}
