import { z } from 'zod';
import { ROW_LAYOUTS, type RowLayout } from '../layout';
import { linkMessage, linkProblem } from '../links';
import { intBetween, optionalColour, optionalLink, optionalText } from '../settings/fields';
import { sectionLinkProblem } from './tokens';

/**
 * The page grid of a layout (spec 002 §2 "Page grid", §3 "Block"; 001 §3 "Grid settings"): a grid
 * holds rows, a row holds its settings and up to 3 columns, a column holds its settings and blocks.
 * Stored as JSONB in web_layouts and validated here on every save; the type-specific settings of a
 * block are checked against that block type's own schema (src/site/blocks/<Type>/settings.ts).
 */

/** 001 §3 "Grid settings": "maxColumns 3". */
export const MAX_COLUMNS = 3;
/** 002 §5: "At most 8 secondary pages and 8 secondary grids loaded." */
export const MAX_SECONDARY_GRIDS = 8;
/** Guard rails for a stored document (not from the spec): enough for any real page. */
export const MAX_ROWS_PER_GRID = 40;
export const MAX_BLOCKS_PER_COLUMN = 20;
/**
 * Characters of a layout's grids as sent (primary and secondary, JSON). Room for ten rich-text
 * blocks at their 50,000-character maximum; the seeded demo's largest grid is 8,600. Without it
 * the limit was the 1 MiB request.
 */
export const MAX_LAYOUT_GRIDS_CHARS = 500_000;
export const LAYOUT_GRIDS_TOO_LARGE = `The layout's grids are too large: at most ${MAX_LAYOUT_GRIDS_CHARS.toLocaleString('en-US')} characters as saved. Remove blocks or shorten their texts.`;

/** Number of columns of a row layout: '1_2_1' → 3. */
export function columnCount(layout: RowLayout): number {
  return layout.split('_').length;
}

/** Relative column widths of a row layout: '1_2' → [1, 2]. */
export function columnWeights(layout: RowLayout): number[] {
  return layout.split('_').map(Number);
}

export const ROW_WIDTHS = ['site-width', 'restricted'] as const;
export type RowWidth = (typeof ROW_WIDTHS)[number];

/** Who sees a row. Spec 002 §3 names displayCondition without values; these are the ones a site needs. */
export const DISPLAY_CONDITIONS = ['always', 'logged-in', 'logged-out'] as const;
export type DisplayCondition = (typeof DISPLAY_CONDITIONS)[number];

/** Which column comes first when the columns stack on a phone. */
export const MOBILE_COLUMN_PRIORITIES = ['in-order', 'reversed'] as const;

export const BLOCK_ALIGNMENTS = ['top', 'center', 'bottom', 'stretch'] as const;
export const COLOR_SCHEMES = ['default', 'light', 'dark', 'primary'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** Padding in pixels (rows) and the block's inner padding: 0–96. */
const padding = (label: string) => intBetween(label, 0, 96);

const id = z.string().trim().min(1).max(64);

export const rowSettingsSchema = z.object({
  layout: z.enum(ROW_LAYOUTS, { error: 'Choose one of the row layouts 1_1, 1_2, 1_3, 2_1, 3_1, 1_1_1 or 1_2_1.' }),
  width: z.enum(ROW_WIDTHS).default('site-width'),
  verticalPadding: padding('Vertical padding').default(0),
  horizontalPadding: padding('Horizontal padding').default(0),
  mobileColumnPriority: z.enum(MOBILE_COLUMN_PRIORITIES).default('in-order'),
  equalizeBlocks: z.boolean().default(false),
  groupBlocks: z.boolean().default(false),
  displayCondition: z.enum(DISPLAY_CONDITIONS).default('always'),
  title: optionalText(200).default(''),
  link: optionalLink().default(''),
  backgroundColor: optionalColour().default(''),
  textColor: optionalColour().default(''),
});
export type RowSettings = z.output<typeof rowSettingsSchema>;

export const columnSettingsSchema = z.object({
  blockAlignment: z.enum(BLOCK_ALIGNMENTS).default('top'),
});
export type ColumnSettings = z.output<typeof columnSettingsSchema>;

/** A button under a block's content (002 §3 "cta (text, buttonLabel, buttonLink)"). */
export const blockCtaSchema = z.object({
  text: optionalText(500).default(''),
  buttonLabel: optionalText(80).default(''),
  buttonLink: optionalLink().default(''),
});

const BLOCK_LINK_MESSAGE = 'Enter a path starting with /, a full address starting with https://, or [sectionlink]';

/**
 * The settings every block has (002 §3 "Block"; 001 §3 "Grid settings"). Titles may hold
 * [sectionname], [issuename] and [pagename]; links may hold [sectionlink] (see tokens.ts).
 */
export const commonBlockSettingsSchema = z.object({
  title: optionalText(200).default(''),
  link: z
    .string()
    .trim()
    .max(2000)
    .superRefine((v, ctx) => {
      if (v === '') return;
      // '[sectionlink]/more' is a path of the section; what follows the token obeys the link rule too.
      const problem = /^\[sectionlink\]/i.test(v) ? sectionLinkProblem(v) : linkProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: linkMessage(problem, BLOCK_LINK_MESSAGE) });
    })
    .default(''),
  backgroundColor: optionalColour().default(''),
  contentPadding: padding('Content padding').default(0),
  keepInView: z.boolean().default(false),
  trackingId: optionalText(100).default(''),
  colorScheme: z.enum(COLOR_SCHEMES).default('default'),
  cta: blockCtaSchema.default({ text: '', buttonLabel: '', buttonLink: '' }),
});
export type CommonBlockSettings = z.output<typeof commonBlockSettingsSchema>;
export const COMMON_BLOCK_SETTING_KEYS = Object.keys(commonBlockSettingsSchema.shape) as (keyof CommonBlockSettings)[];

/**
 * A block as stored: `settings` holds the common settings and the type's own settings side by side
 * (002 §3 "Block: id, type, data, settings"); the type's keys are checked by its schema on save.
 */
export const storedBlockSchema = z.object({
  id,
  type: z.string().trim().min(1).max(64),
  settings: z.record(z.string(), z.unknown()).default({}),
});
export type StoredBlock = z.output<typeof storedBlockSchema>;

export const storedColumnSchema = z.object({
  id,
  settings: columnSettingsSchema.default({ blockAlignment: 'top' }),
  blocks: z.array(storedBlockSchema).max(MAX_BLOCKS_PER_COLUMN, `A column holds at most ${MAX_BLOCKS_PER_COLUMN} blocks.`).default([]),
});
export type StoredColumn = z.output<typeof storedColumnSchema>;

export const storedRowSchema = z
  .object({
    id,
    settings: rowSettingsSchema,
    columns: z.array(storedColumnSchema).max(MAX_COLUMNS, `A row has at most ${MAX_COLUMNS} columns.`),
  })
  .superRefine((row, ctx) => {
    const expected = columnCount(row.settings.layout);
    if (row.columns.length !== expected) {
      ctx.addIssue({ code: 'custom', path: ['columns'], message: `Layout ${row.settings.layout} has ${expected} columns; this row has ${row.columns.length}.` });
    }
  });
export type StoredRow = z.output<typeof storedRowSchema>;

export const storedGridSchema = z.object({
  rows: z.array(storedRowSchema).max(MAX_ROWS_PER_GRID, `A grid has at most ${MAX_ROWS_PER_GRID} rows.`).default([]),
});
export type StoredGrid = z.output<typeof storedGridSchema>;

/** 002 §3 "A secondary grid has id, render flag and rows." */
export const storedSecondaryGridSchema = storedGridSchema.extend({
  id,
  render: z.boolean().default(true),
});
export type StoredSecondaryGrid = z.output<typeof storedSecondaryGridSchema>;

/** A new, empty row of a layout with its empty columns (the grid editor's "Add row"). */
export function emptyRow(layout: RowLayout, newId: () => string): StoredRow {
  return {
    id: newId(),
    settings: rowSettingsSchema.parse({ layout }),
    columns: Array.from({ length: columnCount(layout) }, () => ({ id: newId(), settings: { blockAlignment: 'top' as const }, blocks: [] })),
  };
}

/**
 * A row moved to another layout keeps its blocks: columns that disappear hand their blocks to the
 * last remaining column, so changing 1_1_1 to 1_2 never loses a block.
 */
export function changeRowLayout(row: StoredRow, layout: RowLayout, newId: () => string): StoredRow {
  const count = columnCount(layout);
  const columns = row.columns.slice(0, count).map((column) => ({ ...column, blocks: [...column.blocks] }));
  while (columns.length < count) columns.push({ id: newId(), settings: { blockAlignment: 'top' }, blocks: [] });
  const last = columns[count - 1]!;
  for (const dropped of row.columns.slice(count)) last.blocks.push(...dropped.blocks);
  return { ...row, settings: { ...row.settings, layout }, columns };
}

/** The grid with every block passed through `change` (rows, columns and the grid's own keys kept). */
export function mapGridBlocks<G extends StoredGrid>(grid: G, change: (block: StoredBlock) => StoredBlock): G {
  return {
    ...grid,
    rows: grid.rows.map((row) => ({ ...row, columns: row.columns.map((column) => ({ ...column, blocks: column.blocks.map(change) })) })),
  };
}

/** Whether any block of the row asks to stay in view (002 §2: then the sticky row layout is used). */
export function rowHasKeepInView(row: { columns: { blocks: { settings: Record<string, unknown> }[] }[] }): boolean {
  return row.columns.some((column) => column.blocks.some((block) => block.settings.keepInView === true));
}
