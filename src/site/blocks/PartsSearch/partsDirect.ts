import { z } from 'zod';
import type { BlockLoader, PartsDirectKind } from '../types';

/**
 * parts_search and data_sheets (spec 002 §2 "parts search and data sheets"): the site settings'
 * Parts Direct embed (001 §3 "Parts Direct embeds"). With PARTS_DIRECT_EMBED_URL configured on the
 * server, the block frames the Parts Direct embed of its kind with the site's embed key (the pages'
 * Content-Security-Policy allows that one origin). Without it — the local default — the block is a
 * search box over the site's own Product items (parts search) or Document items (data sheets),
 * answered by the /search page.
 */
export const EMBED_HEIGHT = { min: 300, max: 1600, default: 800 } as const;

export const partsDirectSettingsShape = (defaults: { placeholder: string }) => ({
  height: z
    .number()
    .int()
    .min(EMBED_HEIGHT.min)
    .max(EMBED_HEIGHT.max)
    .default(EMBED_HEIGHT.default)
    .meta({ title: 'Height', description: `The height of the Parts Direct frame in pixels (${EMBED_HEIGHT.min} to ${EMBED_HEIGHT.max}).` }),
  placeholder: z
    .string()
    .trim()
    .max(100)
    .default(defaults.placeholder)
    .meta({ title: 'Placeholder', description: "The search field's hint, where the block searches the site's own items (no Parts Direct embed configured on the server)." }),
  buttonLabel: z.string().trim().min(1).max(40).default('Search').meta({ title: 'Button label', description: "The search button's text, where the block searches the site's own items." }),
});

export interface PartsDirectData {
  kind: PartsDirectKind;
  /** The Parts Direct frame; null: search the site's own items. */
  frameUrl: string | null;
  /** The content type the local search looks in. */
  searchType: 'Product' | 'Document';
}

const SEARCH_TYPE: Record<PartsDirectKind, PartsDirectData['searchType']> = { 'parts-search': 'Product', 'data-sheets': 'Document' };

/** The loader of both blocks: dropped while the site's Parts Direct embed is off or has no embed key (002 §5 "others lacking data"). */
export const partsDirectLoader =
  (kind: PartsDirectKind): BlockLoader<Record<string, unknown>, PartsDirectData> =>
  async ({ api }) => {
    const embed = await api.partsDirect({ kind });
    if (!embed) return null;
    return { data: { kind, frameUrl: embed.frameUrl, searchType: SEARCH_TYPE[kind] } };
  };
