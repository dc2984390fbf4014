import { mapGridBlocks, type StoredGrid, type StoredSecondaryGrid } from '../../../shared/layouts/grid.js';
import { isBlockType } from '../../../site/blocks/blockTypes.js';
import { validateBlockSettings } from '../../../site/blocks/validate.js';

/**
 * The block-level checks of saveWebLayout that the layout schema cannot make on its own: every
 * block's settings against its type's schema, and ids unique within the layout (the editor, the
 * page cache and trackingIds address rows and blocks by id). Field errors are keyed by the dotted
 * path the editor's form uses: 'primaryGrid.rows.0.columns.1.blocks.0.settings.limit'.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The grids of a layout document with their path prefixes; tolerant of any shape. */
function gridsOf(document: { primaryGrid?: unknown; secondaryGrids?: unknown }): { prefix: string; grid: unknown }[] {
  return [{ prefix: 'primaryGrid', grid: document.primaryGrid }, ...listOf(document.secondaryGrids).map((grid, index) => ({ prefix: `secondaryGrids.${index}`, grid }))];
}

interface FoundBlock {
  path: string;
  block: Record<string, unknown>;
}

function blocksOf(prefix: string, grid: unknown): FoundBlock[] {
  if (!isRecord(grid)) return [];
  return listOf(grid.rows).flatMap((row, r) =>
    isRecord(row)
      ? listOf(row.columns).flatMap((column, c) =>
          isRecord(column) ? listOf(column.blocks).flatMap((block, b) => (isRecord(block) ? [{ path: `${prefix}.rows.${r}.columns.${c}.blocks.${b}`, block }] : [])) : [],
        )
      : [],
  );
}

/**
 * Checks every block's type and settings. Runs on the raw input too (when the layout schema
 * refused it), so the editor sees every wrong field in one answer.
 */
export function blockSettingErrors(document: { primaryGrid?: unknown; secondaryGrids?: unknown }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { prefix, grid } of gridsOf(document)) {
    for (const { path, block } of blocksOf(prefix, grid)) {
      if (typeof block.type !== 'string') continue; // the layout schema reports it
      const check = validateBlockSettings(block.type, block.settings);
      if (check.ok) continue;
      if (!isBlockType(block.type)) {
        errors[`${path}.type`] ??= check.fieldErrors.type ?? `Unknown block type '${block.type}'.`;
        continue;
      }
      for (const [field, message] of Object.entries(check.fieldErrors)) errors[`${path}.settings.${field}`] ??= message;
    }
  }
  return errors;
}

/** Row, block and secondary grid ids must be unique within a layout; the later duplicate is flagged. */
export function duplicateIdErrors(document: { primaryGrid: StoredGrid; secondaryGrids: StoredSecondaryGrid[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = { row: new Set<string>(), block: new Set<string>(), grid: new Set<string>() };
  const claim = (kind: keyof typeof seen, id: string, path: string) => {
    if (seen[kind].has(id)) errors[`${path}.id`] ??= `Another ${kind === 'grid' ? 'secondary grid' : kind} of this layout already has the id '${id}'.`;
    seen[kind].add(id);
  };
  document.secondaryGrids.forEach((grid, g) => claim('grid', grid.id, `secondaryGrids.${g}`));
  for (const { prefix, grid } of gridsOf(document)) {
    const rows = (grid as StoredGrid).rows;
    rows.forEach((row, r) => {
      claim('row', row.id, `${prefix}.rows.${r}`);
      row.columns.forEach((column, c) => column.blocks.forEach((block, b) => claim('block', block.id, `${prefix}.rows.${r}.columns.${c}.blocks.${b}`)));
    });
  }
  return errors;
}

/** The grid with each block's settings as its schema parsed them (defaults filled, unknown keys dropped). */
export function withCheckedSettings<G extends StoredGrid>(grid: G): G {
  return mapGridBlocks(grid, (block) => {
    const check = validateBlockSettings(block.type, block.settings);
    // Only called after blockSettingErrors found nothing; a refusal here is a bug.
    if (!check.ok) throw new Error(`Block ${block.id} settings were checked before but fail now`);
    return { ...block, settings: check.value };
  });
}
