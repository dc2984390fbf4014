import { COMMON_BLOCK_SETTING_KEYS } from '../../shared/layouts/grid.js';
import { BLOCK_TYPES, isBlockType } from '../../site/blocks/blockTypes.js';
import { BLOCK_DEFINITIONS } from '../../site/blocks/definitions.js';
import type { BlockDefinition } from '../../site/blocks/types.js';
import { defaultBlockSettings, validateBlockSettings } from '../../site/blocks/validate.js';
import { describeSettingsFields, type FieldSpec } from './blockForm/describeFields.js';
import type { BlockCheck, BlockDefaults } from './layoutForm.js';

/**
 * What the layout editor knows about block types, from the one registry the public site uses
 * (src/site/blocks/definitions.ts): the picker's list, labels, defaults, the settings check and
 * the generated settings fields.
 */
export const PICKABLE_BLOCKS: readonly BlockDefinition[] = BLOCK_TYPES.map((type) => BLOCK_DEFINITIONS[type]);

export function blockDefinition(type: string): BlockDefinition | undefined {
  return isBlockType(type) ? BLOCK_DEFINITIONS[type] : undefined;
}

/** The picker's label, or the stored type when the registry no longer knows it. */
export function blockLabel(type: string): string {
  return blockDefinition(type)?.label ?? type;
}

export const blockDefaults: BlockDefaults = (type) => (isBlockType(type) ? defaultBlockSettings(type) : null);

// The form checks every block on each keystroke; a block's settings object only changes when it
// is edited (the form replaces what changes), so one result per object and type is enough.
const checked = new WeakMap<object, { type: string; result: ReturnType<BlockCheck> }>();

export const checkBlock: BlockCheck = (type, settings) => {
  if (typeof settings !== 'object' || settings === null) return validateBlockSettings(type, settings);
  const hit = checked.get(settings);
  if (hit && hit.type === type) return hit.result;
  const result = validateBlockSettings(type, settings);
  checked.set(settings, { type, result });
  return result;
};

const fieldCache = new Map<string, FieldSpec[]>();

/** The type's own fields (the common ones have their hand-made inputs), described once per type. */
export function blockTypeFields(type: string): FieldSpec[] {
  const definition = blockDefinition(type);
  if (!definition) return [];
  let fields = fieldCache.get(type);
  if (!fields) {
    fields = describeSettingsFields(definition.settings, COMMON_BLOCK_SETTING_KEYS);
    fieldCache.set(type, fields);
  }
  return fields;
}
