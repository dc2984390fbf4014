import type { GetWebLayoutQuery, WebLayoutInput } from '../../gql/graphql.js';
import { isContentType } from '../../shared/contentTypes.js';
import { isLoadMoreType } from '../../shared/layout.js';
import { mapGridBlocks, storedGridSchema, storedRowSchema, storedSecondaryGridSchema, type StoredGrid, type StoredSecondaryGrid } from '../../shared/layouts/grid.js';
import {
  GATING_REQUIREMENTS,
  LAYOUT_EXCLUDE_AD_FLAGS,
  LAYOUT_TYPES,
  PROPAGATION_PAGE_TYPES,
  layoutInputSchema,
  normaliseLayoutAlias,
  type LayoutExcludeAdFlag,
  type LayoutType,
} from '../../shared/layouts/layout.js';
import { checkSettings } from '../../shared/settings/validate.js';

/**
 * The layout form's values and their way to and from the API (spec 001 §3 "Layout"). The grids
 * sit in the form as they are stored, so the paths of the server's messages
 * ('primaryGrid.rows.0.columns.1.blocks.0.settings.limit') are the paths of the fields.
 */
export type EditableLayout = GetWebLayoutQuery['getWebLayout'];

export interface LayoutFormValues {
  name: string;
  type: LayoutType | null;
  key: string;
  /** As typed, one input each; '/' (or '') is the home page. */
  aliases: string[];
  propagate: boolean;
  pageType: string | null;
  contentTypes: string[];
  gatingRequirements: string[];
  isGlobal: boolean;
  /** Selects hold strings. */
  tenantIds: string[];
  hideHeader: boolean;
  hideFooter: boolean;
  loadMoreType: string | null;
  excludeAds: Record<LayoutExcludeAdFlag, boolean>;
  primaryGrid: StoredGrid;
  secondaryGrids: StoredSecondaryGrid[];
}

/**
 * A list-level message of the aliases ('Field is required' for url-override) is kept under this
 * key: 'aliases' itself holds one message per input.
 */
export const ALIASES_LIST_ERROR = 'aliasList';

/** The settings a new block of a type starts with and a stored one is read over; null for an unknown type. */
export type BlockDefaults = (type: string) => Record<string, unknown> | null;

/** The type's own check of a block's settings (validateBlockSettings): messages by settings path. */
export type BlockCheck = (type: string, settings: unknown) => { ok: true } | { ok: false; fieldErrors: Record<string, string> };

const NO_ADS = Object.fromEntries(LAYOUT_EXCLUDE_AD_FLAGS.map((flag) => [flag, false])) as Record<LayoutExcludeAdFlag, boolean>;

export function newLayoutValues(tenantId: number | null): LayoutFormValues {
  return {
    name: '',
    type: null,
    key: '',
    aliases: [],
    propagate: false,
    pageType: null,
    contentTypes: [],
    gatingRequirements: [],
    isGlobal: false,
    tenantIds: tenantId === null ? [] : [String(tenantId)],
    hideHeader: false,
    hideFooter: false,
    loadMoreType: 'none',
    excludeAds: { ...NO_ADS },
    primaryGrid: { rows: [] },
    secondaryGrids: [],
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Stored settings over the type's defaults: every default key gets a value, a stored value wins
 * as it is (a wrong kind is then reported by the check, not silently replaced; a stored 'featured'
 * must survive a null default), nested objects (cta) are merged the same way, unknown keys go.
 */
export function overDefaults(defaults: Record<string, unknown>, stored: unknown): Record<string, unknown> {
  const source = isPlainObject(stored) ? stored : {};
  return Object.fromEntries(
    Object.entries(defaults).map(([key, fallback]) => {
      const value = source[key];
      if (isPlainObject(fallback)) return [key, overDefaults(fallback, value)];
      return [key, value === undefined ? fallback : value];
    }),
  );
}

/** Block settings laid over the type's defaults, so every field of its form has a value. */
function withBlockDefaults<G extends StoredGrid>(grid: G, defaults: BlockDefaults): G {
  return mapGridBlocks(grid, (block) => {
    const base = defaults(block.type);
    return base ? { ...block, settings: overDefaults(base, block.settings) } : block;
  });
}

/**
 * A stored grid as the editor edits it. The server validated it on save, so a failure means a
 * row written by hand: the rows that still read are kept and the others counted, so the screen
 * can say so rather than show an empty grid.
 */
export function readGrid(raw: unknown): { grid: StoredGrid; unreadableRows: number } {
  const parsed = storedGridSchema.safeParse(raw ?? {});
  if (parsed.success) return { grid: parsed.data, unreadableRows: 0 };
  const rows = typeof raw === 'object' && raw !== null && Array.isArray((raw as { rows?: unknown }).rows) ? (raw as { rows: unknown[] }).rows : [];
  const good = rows.flatMap((row) => {
    const one = storedRowSchema.safeParse(row);
    return one.success ? [one.data] : [];
  });
  return { grid: { rows: good }, unreadableRows: rows.length - good.length };
}

function readSecondaryGrids(raw: unknown): { grids: StoredSecondaryGrid[]; unreadableRows: number } {
  const list = Array.isArray(raw) ? raw : [];
  let unreadableRows = 0;
  const grids = list.flatMap((item) => {
    const parsed = storedSecondaryGridSchema.safeParse(item);
    if (parsed.success) return [parsed.data];
    if (typeof item !== 'object' || item === null) return [];
    const { id, render } = item as { id?: unknown; render?: unknown };
    const read = readGrid(item);
    unreadableRows += read.unreadableRows;
    return typeof id === 'string' && id !== '' ? [{ id, render: render !== false, rows: read.grid.rows }] : [];
  });
  return { grids, unreadableRows };
}

const only = <T extends string>(values: readonly T[], list: readonly string[]): T[] => list.filter((v): v is T => (values as readonly string[]).includes(v));

export function layoutFormValues(layout: EditableLayout, defaults: BlockDefaults): { values: LayoutFormValues; unreadableRows: number } {
  const primary = readGrid(layout.primaryGrid);
  const secondary = readSecondaryGrids(layout.secondaryGrids);
  const type = (LAYOUT_TYPES as readonly string[]).includes(layout.type) ? (layout.type as LayoutType) : null;
  const values: LayoutFormValues = {
    name: layout.name,
    type,
    key: layout.key,
    aliases: layout.aliases.map((alias) => (alias === '' ? '/' : alias)),
    propagate: layout.propagate,
    pageType: layout.pageType && (PROPAGATION_PAGE_TYPES as readonly string[]).includes(layout.pageType) ? layout.pageType : null,
    contentTypes: layout.contentTypes.filter(isContentType),
    gatingRequirements: only(GATING_REQUIREMENTS, layout.gatingRequirements),
    isGlobal: layout.isGlobal,
    tenantIds: layout.sites.map((site) => String(site.id)),
    hideHeader: layout.hideHeader,
    hideFooter: layout.hideFooter,
    loadMoreType: isLoadMoreType(layout.loadMoreType) ? layout.loadMoreType : 'none',
    excludeAds: Object.fromEntries(LAYOUT_EXCLUDE_AD_FLAGS.map((flag) => [flag, layout.excludeAds[flag]])) as Record<LayoutExcludeAdFlag, boolean>,
    primaryGrid: withBlockDefaults(primary.grid, defaults),
    secondaryGrids: secondary.grids.map((grid) => withBlockDefaults(grid, defaults)),
  };
  return { values, unreadableRows: primary.unreadableRows + secondary.unreadableRows };
}

/**
 * The aliases as sent: blank inputs dropped. `aliasInputs[i]` is the input the i-th alias of the
 * schema's list (normalised, duplicates removed) came from, so its messages land on that input.
 */
export function aliasesToSend(typed: readonly (string | undefined)[]): { aliases: string[]; aliasInputs: number[] } {
  const aliases: string[] = [];
  const aliasInputs: number[] = [];
  const seen = new Set<string>();
  typed.forEach((raw, index) => {
    const text = (raw ?? '').trim();
    if (text === '') return;
    aliases.push(text);
    const normal = normaliseLayoutAlias(text);
    if (seen.has(normal)) return;
    seen.add(normal);
    aliasInputs.push(index);
  });
  return { aliases, aliasInputs };
}

export function toLayoutInput(values: LayoutFormValues, existing: { id: number; version: number } | null): { input: WebLayoutInput; aliasInputs: number[] } {
  const { aliases, aliasInputs } = aliasesToSend(values.aliases ?? []);
  const input: WebLayoutInput = {
    ...(existing ? { id: existing.id, version: existing.version } : {}),
    name: values.name ?? '',
    type: values.type ?? '',
    key: values.key ?? '',
    aliases,
    propagate: values.propagate === true,
    pageType: values.propagate ? values.pageType : null,
    contentTypes: (values.contentTypes ?? []).filter(isContentType),
    gatingRequirements: values.gatingRequirements ?? [],
    isGlobal: values.isGlobal === true,
    tenantIds: values.isGlobal ? [] : (values.tenantIds ?? []).map(Number).filter((id) => Number.isInteger(id) && id > 0),
    hideHeader: values.hideHeader === true,
    hideFooter: values.hideFooter === true,
    loadMoreType: values.loadMoreType ?? 'none',
    excludeAds: { ...NO_ADS, ...values.excludeAds },
    primaryGrid: values.primaryGrid,
    secondaryGrids: values.secondaryGrids,
  };
  return { input, aliasInputs };
}

/**
 * Message paths of the schema (and of the server, which uses the same schema) as form paths:
 * 'aliases.2' names the third alias sent, which may be another input; 'aliases' is the list.
 */
export function toFormErrorPaths(fieldErrors: Readonly<Record<string, string>>, aliasInputs: readonly number[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const alias = /^aliases\.(\d+)$/.exec(path);
    if (path === 'aliases') out[ALIASES_LIST_ERROR] = message;
    else if (alias) out[`aliases.${aliasInputs[Number(alias[1])] ?? Number(alias[1])}`] = message;
    else out[path] = message;
  }
  return out;
}

/** The grids of the form with their form paths ('primaryGrid', 'secondaryGrids.0'). */
export function gridsWithPaths(values: Pick<LayoutFormValues, 'primaryGrid' | 'secondaryGrids'>): { path: string; grid: StoredGrid }[] {
  return [{ path: 'primaryGrid', grid: values.primaryGrid }, ...(values.secondaryGrids ?? []).map((grid, index) => ({ path: `secondaryGrids.${index}`, grid }))];
}

export function blockPath(gridPath: string, row: number, column: number, block: number): string {
  return `${gridPath}.rows.${row}.columns.${column}.blocks.${block}`;
}

/**
 * Every rule the server applies, run in the browser (flat messages by form path; empty when
 * valid): the layout schema, then each block's settings against its type's own schema.
 */
export function layoutFormErrors(values: LayoutFormValues, checkBlock: BlockCheck): Record<string, string> {
  const { input, aliasInputs } = toLayoutInput(values, null);
  const check = checkSettings(layoutInputSchema, input);
  const errors = check.ok ? {} : toFormErrorPaths(check.fieldErrors, aliasInputs);
  for (const { path, grid } of gridsWithPaths(values)) {
    grid.rows?.forEach((row, r) =>
      row.columns?.forEach((column, c) =>
        column.blocks?.forEach((block, b) => {
          const result = checkBlock(block.type, block.settings);
          if (result.ok) return;
          const at = blockPath(path, r, c, b);
          for (const [key, message] of Object.entries(result.fieldErrors)) {
            const target = key === 'type' || key === '_' ? `${at}.type` : `${at}.settings.${key}`;
            errors[target] ??= message;
          }
        }),
      ),
    );
  }
  return errors;
}

/** final-form's nested errors (objects and arrays) as dotted paths. */
export function flattenErrors(errors: unknown, prefix = ''): Record<string, string> {
  if (typeof errors === 'string') return prefix ? { [prefix]: errors } : {};
  if (typeof errors !== 'object' || errors === null) return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) Object.assign(out, flattenErrors(value, prefix ? `${prefix}.${key}` : key));
  return out;
}

/** The messages at or below a path ('primaryGrid.rows.1'): a closed drawer still shows that it has some. */
export function messagesUnder(flat: Readonly<Record<string, string>>, path: string): string[] {
  return Object.entries(flat)
    .filter(([key]) => key === path || key.startsWith(`${path}.`))
    .map(([, message]) => message);
}

/** Where a message belongs, in words: 'Secondary grid 2, row 1, column 2, block 1: limit'. */
export function describeErrorPath(path: string): string {
  const grid = /^(primaryGrid|secondaryGrids\.(\d+))\.rows\.(\d+)(?:\.columns\.(\d+)(?:\.blocks\.(\d+))?)?(?:\.(?:settings\.)?(.+))?$/.exec(path);
  if (!grid) return humanPath(path);
  const [, , secondary, row, column, block, rest] = grid;
  const parts = [secondary === undefined ? 'Primary grid' : `Secondary grid ${Number(secondary) + 1}`, `row ${Number(row) + 1}`];
  if (column !== undefined) parts.push(`column ${Number(column) + 1}`);
  if (block !== undefined) parts.push(`block ${Number(block) + 1}`);
  return rest ? `${parts.join(', ')}: ${humanPath(rest)}` : parts.join(', ');
}

function humanPath(path: string): string {
  if (path === ALIASES_LIST_ERROR) return 'Aliases';
  return path
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? `#${Number(part) + 1}` : part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()))
    .join(' › ');
}
