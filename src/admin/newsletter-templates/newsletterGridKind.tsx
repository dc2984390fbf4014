import { SimpleGrid, Text } from '@mantine/core';
import type { StoredColumn, StoredRow } from '../../shared/layouts/grid.js';
import {
  NEWSLETTER_BLOCK_LABELS,
  NEWSLETTER_BLOCK_SETTINGS,
  NEWSLETTER_BLOCK_TYPES,
  NEWSLETTER_STYLE_KEYS,
  TEXT_ALIGNMENTS,
  defaultNewsletterBlockSettings,
  isNewsletterBlockType,
} from '../../shared/newsletterBlocks.js';
import {
  NEWSLETTER_MAX_COLUMNS,
  NEWSLETTER_MAX_ROWS,
  NEWSLETTER_ROW_LAYOUTS,
  isNewsletterRowLayout,
  newsletterRowSettingsSchema,
  type NewsletterRow,
  type NewsletterRowLayout,
} from '../../shared/newsletterTemplates.js';
import { ColorPickerField, NumberField, SelectField, TextField } from '../forms/index.js';
import { describeSettingsFields, type FieldSpec } from '../layouts/blockForm/describeFields.js';
import type { BlockFieldsProps, GridKind, PickableBlock, RowFieldsProps } from '../layouts/grid/gridKind.js';
import type { NewId } from '../layouts/grid/gridState.js';

/**
 * The newsletter template's grid as a kind of the layouts' grid editor (gridKind.tsx): spec 001 §3
 * "Newsletter grid: two columns at most, layout 1_1 only" — a row is one column ('1') or two equal
 * columns ('1_1') —, the seven newsletter block types of src/shared/newsletterBlocks.ts with their
 * generated settings forms, and the newsletter row settings (padding 0–48, background, title).
 */

export const NEWSLETTER_ROW_LAYOUT_LABELS: Record<NewsletterRowLayout, string> = { '1': 'One column', '1_1': 'Two equal columns' };

const columnsOf = (layout: NewsletterRowLayout): number => (layout === '1' ? 1 : 2);

/**
 * The editor holds every grid in the page grid's stored shape; a newsletter row is that shape with
 * fewer keys (its settings have no page-only keys, its columns no settings). The cast is here only.
 */
const asEditorRow = (row: NewsletterRow): StoredRow => row as unknown as StoredRow;
const emptyColumn = (newId: NewId): StoredColumn => ({ id: newId(), blocks: [] }) as unknown as StoredColumn;

function emptyNewsletterRow(layout: string, newId: NewId): StoredRow | null {
  if (!isNewsletterRowLayout(layout)) return null;
  return asEditorRow({
    id: newId(),
    settings: newsletterRowSettingsSchema.parse({ layout }),
    columns: Array.from({ length: columnsOf(layout) }, () => ({ id: newId(), blocks: [] })),
  });
}

/** As a page row: going to one column hands the second column's blocks to the first, so none is lost. */
function changeNewsletterRowLayout(row: StoredRow, layout: string, newId: NewId): StoredRow | null {
  if (!isNewsletterRowLayout(layout)) return null;
  const count = columnsOf(layout);
  const columns = row.columns.slice(0, count).map((column) => ({ ...column, blocks: [...column.blocks] }));
  while (columns.length < count) columns.push(emptyColumn(newId));
  const last = columns[count - 1]!;
  for (const dropped of row.columns.slice(count)) last.blocks.push(...dropped.blocks);
  return { ...row, settings: { ...row.settings, layout: layout as StoredRow['settings']['layout'] }, columns };
}

const TEXT_ALIGN_OPTIONS = TEXT_ALIGNMENTS.map((value) => ({ value, label: value === 'left' ? 'Left' : 'Centre' }));

/** The style fields every newsletter block has (NEWSLETTER_STYLE_KEYS). */
function NewsletterBlockStyleFields({ path, readOnly }: BlockFieldsProps) {
  return (
    <>
      <TextField name={`${path}.title`} label="Title" description="Shown over the block in the template’s grid title styles; empty: no title." readOnly={readOnly} maxLength={200} />
      <TextField name={`${path}.titleLink`} label="Title link" placeholder="https://…" description="A full address: e-mail clients do not know the site’s paths." readOnly={readOnly} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <ColorPickerField name={`${path}.backgroundColor`} label="Background colour" readOnly={readOnly} />
        <NumberField name={`${path}.padding`} label="Padding" min={0} max={48} step={4} suffix=" px" allowDecimal={false} readOnly={readOnly} />
        <SelectField name={`${path}.textAlign`} label="Text alignment" options={TEXT_ALIGN_OPTIONS} clearable={false} allowDeselect={false} readOnly={readOnly} />
      </SimpleGrid>
    </>
  );
}

const PADDING = { min: 0, max: 48, step: 4, suffix: ' px' } as const;

function NewsletterRowSettingsFields({ path, row, readOnly }: RowFieldsProps) {
  return (
    <>
      <Text size="sm" c="dimmed">
        Layout: {newsletterLayoutLabel(row.settings.layout)}. Change the layout in the row's header; blocks are kept.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberField name={`${path}.verticalPadding`} label="Vertical padding" {...PADDING} allowDecimal={false} readOnly={readOnly} />
        <NumberField name={`${path}.horizontalPadding`} label="Horizontal padding" {...PADDING} allowDecimal={false} readOnly={readOnly} />
      </SimpleGrid>
      <ColorPickerField name={`${path}.backgroundColor`} label="Background colour" readOnly={readOnly} />
      <TextField name={`${path}.title`} label="Title" description="A heading over the row, in the grid title styles." readOnly={readOnly} maxLength={200} />
    </>
  );
}

function newsletterLayoutLabel(layout: string): string {
  return isNewsletterRowLayout(layout) ? NEWSLETTER_ROW_LAYOUT_LABELS[layout] : layout;
}

const BLOCKS: readonly PickableBlock[] = NEWSLETTER_BLOCK_TYPES.map((type) => ({ type, ...NEWSLETTER_BLOCK_LABELS[type] }));
const fieldCache = new Map<string, FieldSpec[]>();

export const NEWSLETTER_GRID_KIND: GridKind = {
  name: 'newsletter',
  documentNoun: 'template',
  rowLayouts: NEWSLETTER_ROW_LAYOUTS.map((layout) => ({ value: layout, label: NEWSLETTER_ROW_LAYOUT_LABELS[layout] })),
  isRowLayout: isNewsletterRowLayout,
  defaultRowLayout: '1',
  layoutLabel: newsletterLayoutLabel,
  maxColumns: NEWSLETTER_MAX_COLUMNS,
  maxRows: NEWSLETTER_MAX_ROWS,
  emptyRow: emptyNewsletterRow,
  changeRowLayout: changeNewsletterRowLayout,
  pickableBlocks: BLOCKS,
  block: (type) => BLOCKS.find((block) => block.type === type),
  blockLabel: (type) => (isNewsletterBlockType(type) ? NEWSLETTER_BLOCK_LABELS[type].label : type),
  blockDefaults: (type) => (isNewsletterBlockType(type) ? defaultNewsletterBlockSettings(type) : null),
  blockTypeFields: (type) => {
    if (!isNewsletterBlockType(type)) return [];
    let fields = fieldCache.get(type);
    if (!fields) {
      fields = describeSettingsFields(NEWSLETTER_BLOCK_SETTINGS[type], NEWSLETTER_STYLE_KEYS);
      fieldCache.set(type, fields);
    }
    return fields;
  },
  // The style fields are what a newsletter block is mostly about: their group starts open.
  commonBlockGroups: [
    {
      value: 'style',
      label: 'Title and style',
      keys: NEWSLETTER_STYLE_KEYS,
      summary: (settings) => (typeof settings.title === 'string' && settings.title.trim() ? `“${settings.title.trim()}”` : 'No title'),
      defaultOpen: true,
      Fields: NewsletterBlockStyleFields,
    },
  ],
  RowSettingsFields: NewsletterRowSettingsFields,
  columnSettings: false,
  unknownBlockText: (type) => `Newsletters have no block of type “${type}”. Delete this block, or it will be refused on save.`,
};
