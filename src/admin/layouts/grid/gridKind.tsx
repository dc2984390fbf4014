import { SimpleGrid, Text } from '@mantine/core';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { ROW_LAYOUTS, isRowLayout } from '../../../shared/layout.js';
import { COLOR_SCHEMES, DISPLAY_CONDITIONS, MAX_COLUMNS, MOBILE_COLUMN_PRIORITIES, ROW_WIDTHS, type StoredRow } from '../../../shared/layouts/grid.js';
import { CheckboxField, ColorPickerField, NumberField, SelectField, TextField, TextareaField } from '../../forms/index.js';
import { PICKABLE_BLOCKS, blockDefaults, blockDefinition, blockLabel, blockTypeFields } from '../blockCatalogue.js';
import { optionLabel, type FieldSpec } from '../blockForm/describeFields.js';
import { PAGE_ROWS, rowLayoutLabel, type RowFactory } from './gridState.js';

/**
 * What kind of grid the grid editor edits. The editor (GridEditor, GridColumn, BlockPicker and
 * the two drawers) is one component for every grid; a kind supplies what differs between them:
 * the row layouts, the blocks and their fields, the row settings, how rows are made. The default
 * is the page grid of a layout (spec 001 §3 "Grid settings"); a newsletter template's grid
 * ("two columns at most, layout 1_1 only") is the other kind
 * (src/admin/newsletter-templates/newsletterGridKind.tsx).
 *
 * The editor holds every grid in the page grid's stored shape (StoredGrid). A kind whose rows and
 * columns carry fewer settings builds its rows through `emptyRow` / `changeRowLayout` and leaves
 * the keys it has not out: the editor reads a page-only key only where the kind says it exists
 * (`columnSettings`) or where its absence is harmless.
 */
export interface PickableBlock {
  type: string;
  label: string;
  description: string;
}

export interface RowLayoutOption {
  value: string;
  label: string;
}

export interface BlockFieldsProps {
  /** Form path of the block's settings ('grid.rows.0.columns.1.blocks.2.settings'). */
  path: string;
  readOnly: boolean;
}

/**
 * A group of the settings every block of a kind has, shown in the block's drawer after the type's
 * own fields as one collapsible section (closed unless `defaultOpen`, or holding a message).
 */
export interface CommonFieldGroup {
  value: string;
  /** 'Title and link'. */
  label: string;
  /** The settings keys the group edits: its messages open it and are counted on it. */
  keys: readonly string[];
  /** A short reading of the group's values for the closed section ('“Latest news”, links to /power'). */
  summary: (settings: Record<string, unknown>) => string;
  defaultOpen?: boolean;
  Fields: ComponentType<BlockFieldsProps>;
}

export interface RowFieldsProps {
  /** Form path of the row's settings ('primaryGrid.rows.0.settings'). */
  path: string;
  row: StoredRow;
  readOnly: boolean;
}

export interface GridKind extends RowFactory {
  name: 'page' | 'newsletter';
  /** What the grid belongs to, in the editor's sentences ("…are removed from the layout"). */
  documentNoun: string;
  /** The row layouts offered, in order, with their labels. */
  rowLayouts: readonly RowLayoutOption[];
  isRowLayout: (value: string) => boolean;
  /** The layout "Add row" starts with. */
  defaultRowLayout: string;
  /** How a layout is named in sentences ('1_2 (1/3 + 2/3)'). */
  layoutLabel: (layout: string) => string;
  maxColumns: number;
  /** The picker's list. */
  pickableBlocks: readonly PickableBlock[];
  /** One block type's picker entry; undefined for a type this kind does not know. */
  block: (type: string) => PickableBlock | undefined;
  blockLabel: (type: string) => string;
  /** A new block's settings (every field filled); null for an unknown type. */
  blockDefaults: (type: string) => Record<string, unknown> | null;
  /** The type's own settings fields (generated from its schema, the common keys left out). */
  blockTypeFields: (type: string) => FieldSpec[];
  /** The settings every block of this kind has, in groups shown after the type's own fields. */
  commonBlockGroups: readonly CommonFieldGroup[];
  /** The row settings drawer's fields. */
  RowSettingsFields: ComponentType<RowFieldsProps>;
  /** Whether columns have settings (a page column's block alignment). */
  columnSettings: boolean;
  /** The drawer's words for a stored block whose type this kind does not know. */
  unknownBlockText: (type: string) => string;
}

// ── The page grid (layouts) ─────────────────────────────────────────────────────────────────

/** 001 §3 "Title tokens: sectionname, issuename, pagename. Link token: sectionlink". */
export const TITLE_TOKEN_HINT = 'You may use [sectionname], [issuename] and [pagename]: they are replaced by the page’s section, issue and page name.';
export const LINK_TOKEN_HINT = 'A path (/power), a full address (https://…) or [sectionlink] for the page’s section.';

const SCHEME_OPTIONS = COLOR_SCHEMES.map((value) => ({ value, label: optionLabel(value) }));

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const quoted = (value: string, max = 40): string => `“${value.length > max ? `${value.slice(0, max - 1)}…` : value}”`;

function PageTitleFields({ path, readOnly }: BlockFieldsProps) {
  return (
    <>
      <TextField name={`${path}.title`} label="Title" description={TITLE_TOKEN_HINT} readOnly={readOnly} maxLength={200} />
      <TextField name={`${path}.link`} label="Title link" description={LINK_TOKEN_HINT} placeholder="/path, https://… or [sectionlink]" readOnly={readOnly} />
    </>
  );
}

function PageAppearanceFields({ path, readOnly }: BlockFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <ColorPickerField name={`${path}.backgroundColor`} label="Background colour" readOnly={readOnly} />
      <SelectField name={`${path}.colorScheme`} label="Colour scheme" options={SCHEME_OPTIONS} clearable={false} allowDeselect={false} readOnly={readOnly} />
      <NumberField name={`${path}.contentPadding`} label="Content padding" min={0} max={96} step={4} suffix=" px" allowDecimal={false} readOnly={readOnly} />
    </SimpleGrid>
  );
}

function PageCtaFields({ path, readOnly }: BlockFieldsProps) {
  return (
    <>
      <TextareaField name={`${path}.cta.text`} label="Text" autosize minRows={2} maxRows={6} readOnly={readOnly} maxLength={500} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name={`${path}.cta.buttonLabel`} label="Button label" readOnly={readOnly} maxLength={80} />
        <TextField name={`${path}.cta.buttonLink`} label="Button link" placeholder="/path or https://…" readOnly={readOnly} />
      </SimpleGrid>
    </>
  );
}

function PageBehaviourFields({ path, readOnly }: BlockFieldsProps) {
  return (
    <>
      <CheckboxField name={`${path}.keepInView`} label="Keep in view" description="The block stays on screen while the page scrolls (its row uses the sticky layout)." readOnly={readOnly} />
      <TextField name={`${path}.trackingId`} label="Tracking id" readOnly={readOnly} maxLength={100} />
    </>
  );
}

/** The settings every page block has (002 §3 "Block"), in the drawer's collapsible groups. */
const PAGE_COMMON_GROUPS: readonly CommonFieldGroup[] = [
  {
    value: 'title',
    label: 'Title and link',
    keys: ['title', 'link'],
    summary: (settings) => {
      const title = text(settings.title);
      const link = text(settings.link);
      return [title ? quoted(title) : 'No title', link ? `links to ${link}` : ''].filter(Boolean).join(', ');
    },
    Fields: PageTitleFields,
  },
  {
    value: 'appearance',
    label: 'Colours and spacing',
    keys: ['backgroundColor', 'colorScheme', 'contentPadding'],
    summary: (settings) => {
      const scheme = optionLabel(text(settings.colorScheme) || 'default');
      const background = text(settings.backgroundColor);
      const padding = typeof settings.contentPadding === 'number' && settings.contentPadding > 0 ? `${settings.contentPadding} px padding` : '';
      return [`${scheme} scheme`, background ? `background ${background}` : '', padding].filter(Boolean).join(', ');
    },
    Fields: PageAppearanceFields,
  },
  {
    value: 'cta',
    label: 'Call to action',
    keys: ['cta'],
    summary: (settings) => {
      const cta = (typeof settings.cta === 'object' && settings.cta !== null ? settings.cta : {}) as Record<string, unknown>;
      const label = text(cta.buttonLabel);
      return label ? `Button ${quoted(label)}` : text(cta.text) ? 'Text only' : 'None';
    },
    Fields: PageCtaFields,
  },
  {
    value: 'behaviour',
    label: 'Keep in view and tracking',
    keys: ['keepInView', 'trackingId'],
    summary: (settings) => [settings.keepInView === true ? 'Kept in view' : 'Scrolls with the page', text(settings.trackingId) ? `tracking id ${text(settings.trackingId)}` : ''].filter(Boolean).join(', '),
    Fields: PageBehaviourFields,
  },
];

const WIDTH_OPTIONS = ROW_WIDTHS.map((value) => ({ value, label: value === 'site-width' ? 'Site width' : 'Restricted' }));
const PRIORITY_OPTIONS = MOBILE_COLUMN_PRIORITIES.map((value) => ({ value, label: value === 'in-order' ? 'In order (first column on top)' : 'Reversed (last column on top)' }));
const CONDITION_OPTIONS = DISPLAY_CONDITIONS.map((value) => ({
  value,
  label: value === 'always' ? 'Always' : value === 'logged-in' ? 'Only to logged-in visitors' : 'Only to logged-out visitors',
}));
const PADDING = { min: 0, max: 96, step: 4, suffix: ' px' } as const;

/**
 * A page row's settings (001 §3 "Grid settings", 002 §3): padding, mobile column priority, equalize
 * and group blocks, width, display condition, title, link and colours.
 */
function PageRowSettingsFields({ path, row, readOnly }: RowFieldsProps) {
  return (
    <>
      <Text size="sm" c="dimmed">
        Layout {pageLayoutLabel(row.settings.layout)}. Change the layout in the row's header; blocks are kept.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberField name={`${path}.verticalPadding`} label="Vertical padding" {...PADDING} allowDecimal={false} readOnly={readOnly} />
        <NumberField name={`${path}.horizontalPadding`} label="Horizontal padding" {...PADDING} allowDecimal={false} readOnly={readOnly} />
      </SimpleGrid>
      <SelectField name={`${path}.width`} label="Width" options={WIDTH_OPTIONS} clearable={false} allowDeselect={false} readOnly={readOnly} description="Restricted keeps the row narrower than the site." />
      <SelectField name={`${path}.mobileColumnPriority`} label="Mobile column priority" options={PRIORITY_OPTIONS} clearable={false} allowDeselect={false} readOnly={readOnly} description="Which column comes first when the columns stack on a phone." />
      <CheckboxField name={`${path}.equalizeBlocks`} label="Equalize blocks" description="Blocks side by side get the same height." readOnly={readOnly} />
      <CheckboxField name={`${path}.groupBlocks`} label="Group blocks" description="The row's blocks are drawn as one group." readOnly={readOnly} />
      <SelectField name={`${path}.displayCondition`} label="Display condition" options={CONDITION_OPTIONS} clearable={false} allowDeselect={false} readOnly={readOnly} />
      <TextField name={`${path}.title`} label="Title" readOnly={readOnly} maxLength={200} />
      <TextField name={`${path}.link`} label="Link" placeholder="/path or https://…" readOnly={readOnly} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ColorPickerField name={`${path}.backgroundColor`} label="Background colour" readOnly={readOnly} />
        <ColorPickerField name={`${path}.textColor`} label="Text colour" readOnly={readOnly} />
      </SimpleGrid>
    </>
  );
}

const pageLayoutLabel = (layout: string): string => (isRowLayout(layout) ? rowLayoutLabel(layout) : layout);
const PAGE_BLOCKS: readonly PickableBlock[] = PICKABLE_BLOCKS.map(({ type, label, description }) => ({ type, label, description }));

export const PAGE_GRID_KIND: GridKind = {
  ...PAGE_ROWS,
  name: 'page',
  documentNoun: 'layout',
  rowLayouts: ROW_LAYOUTS.map((layout) => ({ value: layout, label: rowLayoutLabel(layout) })),
  isRowLayout,
  defaultRowLayout: '1_2',
  layoutLabel: pageLayoutLabel,
  maxColumns: MAX_COLUMNS,
  pickableBlocks: PAGE_BLOCKS,
  block: (type) => {
    const definition = blockDefinition(type);
    return definition ? { type: definition.type, label: definition.label, description: definition.description } : undefined;
  },
  blockLabel,
  blockDefaults,
  blockTypeFields,
  commonBlockGroups: PAGE_COMMON_GROUPS,
  RowSettingsFields: PageRowSettingsFields,
  columnSettings: true,
  unknownBlockText: (type) => `The site has no block of type “${type}”. Delete this block, or it will be refused on save.`,
};

const GridKindContext = createContext<GridKind>(PAGE_GRID_KIND);

/** The grid editor below edits grids of this kind (without a provider: page grids). */
export function GridKindProvider({ kind, children }: { kind: GridKind; children: ReactNode }) {
  return <GridKindContext.Provider value={kind}>{children}</GridKindContext.Provider>;
}

export function useGridKind(): GridKind {
  return useContext(GridKindContext);
}
