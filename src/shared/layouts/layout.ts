import { z } from 'zod';
import { CONTENT_TYPES } from '../contentTypes';
import { LOAD_MORE_TYPES } from '../layout';
import { REQUIRED, optionalText, requiredText } from '../settings/fields';
import { LAYOUT_GRIDS_TOO_LARGE, MAX_LAYOUT_GRIDS_CHARS, MAX_SECONDARY_GRIDS, storedGridSchema, storedSecondaryGridSchema } from './grid';

/**
 * A web layout (spec 001 §3 "Layout"): which pages it serves and the grids they are built from.
 * The same schema checks the editor's form and the server's save (rule: shared validation limits).
 */

export const LAYOUT_TYPES = ['content', 'section', 'content-override', 'content-type-override', 'url-override', 'module'] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];

export const LAYOUT_TYPE_LABELS: Record<LayoutType, string> = {
  content: 'Content',
  section: 'Section',
  'content-override': 'Content override',
  'content-type-override': 'Content type override',
  'url-override': 'URL override',
  module: 'Module',
};

/**
 * "contentTypes: multi; required for content-type-override and url-override … the notes say
 * required for the two override types … Both are kept as stated" (001 §3): required for every
 * override type.
 */
export const LAYOUT_TYPES_REQUIRING_CONTENT_TYPES: readonly LayoutType[] = ['content-override', 'content-type-override', 'url-override'];

/**
 * What a propagating layout reaches below the sections it names (001 §3 "pageType: required when
 * propagate is on"): child section pages, content pages filed in those sections, or both.
 */
export const PROPAGATION_PAGE_TYPES = ['section', 'content', 'all'] as const;
export type PropagationPageType = (typeof PROPAGATION_PAGE_TYPES)[number];

export const GATING_REQUIREMENTS = ['omeda', 'membership'] as const;

/** 001 §3 "excludeAds flags" (the same flags content items carry). */
export const LAYOUT_EXCLUDE_AD_FLAGS = [
  'welcomeAd',
  'headerLeaderboardAd',
  'stickyLeaderboardAd',
  'contentBodyNativeAd',
  'contentBodyEmbedAd',
  'contentListNativeAd',
  'reskinAd',
] as const;
export type LayoutExcludeAdFlag = (typeof LAYOUT_EXCLUDE_AD_FLAGS)[number];

/** Every ad flag off: the default of a layout and of a page without one. */
export const NO_EXCLUDED_ADS = Object.fromEntries(LAYOUT_EXCLUDE_AD_FLAGS.map((flag) => [flag, false])) as Record<LayoutExcludeAdFlag, boolean>;

/**
 * A page path as a layout names it: no leading or trailing slash, lower case, '' for the home page
 * ('/' or 'home' are accepted and stored as '').
 */
export function normaliseLayoutAlias(raw: string): string {
  const trimmed = raw.trim().toLowerCase().replace(/^\/+|\/+$/g, '');
  return trimmed === 'home' ? '' : trimmed;
}

const ALIAS_PATTERN = /^[a-z0-9][a-z0-9\-_/.]*$/;
export const ALIAS_MESSAGE = "Use a page path such as 'power/batteries' (letters, digits, '-', '_', '/'); '/' is the home page.";

/** Guard rails for a stored document (not from the spec). */
export const MAX_LAYOUT_ALIASES = 100;

const aliasList = z
  .array(z.string().max(500, 'An alias has at most 500 characters.'))
  .max(MAX_LAYOUT_ALIASES, `A layout names at most ${MAX_LAYOUT_ALIASES} aliases.`)
  .transform((list) => [...new Set(list.map(normaliseLayoutAlias))])
  .superRefine((list, ctx) => {
    list.forEach((alias, index) => {
      if (alias !== '' && (!ALIAS_PATTERN.test(alias) || alias.includes('//'))) ctx.addIssue({ code: 'custom', path: [index], message: ALIAS_MESSAGE });
    });
  });

const excludeAdsSchema = z
  .object(Object.fromEntries(LAYOUT_EXCLUDE_AD_FLAGS.map((flag) => [flag, z.boolean().default(false)])) as Record<LayoutExcludeAdFlag, z.ZodDefault<z.ZodBoolean>>)
  .default(NO_EXCLUDED_ADS);

export const layoutInputSchema = z
  .object({
    name: requiredText(200),
    type: z.enum(LAYOUT_TYPES, {
      error: (issue) => (issue.input === undefined || issue.input === '' ? REQUIRED : `Choose one of the layout types: ${LAYOUT_TYPES.join(', ')}.`),
    }),
    key: optionalText(100).default(''),
    aliases: aliasList.default([]),
    propagate: z.boolean().default(false),
    pageType: z.enum(PROPAGATION_PAGE_TYPES).nullable().default(null),
    contentTypes: z.array(z.enum(CONTENT_TYPES)).default([]),
    gatingRequirements: z.array(z.enum(GATING_REQUIREMENTS)).default([]),
    isGlobal: z.boolean().default(false),
    tenantIds: z.array(z.number().int().positive()).max(1000, 'A layout serves at most 1000 sites.').default([]),
    hideHeader: z.boolean().default(false),
    hideFooter: z.boolean().default(false),
    loadMoreType: z.enum(LOAD_MORE_TYPES).default('none'),
    excludeAds: excludeAdsSchema,
    primaryGrid: storedGridSchema.default({ rows: [] }),
    secondaryGrids: z.array(storedSecondaryGridSchema).max(MAX_SECONDARY_GRIDS, `A layout has at most ${MAX_SECONDARY_GRIDS} secondary grids.`).default([]),
  })
  .superRefine((layout, ctx) => {
    // "Conditional fields appear only when the governing field has the given value" (001 §3), and
    // the required rules of 001 §5: "alias for url-override; pageType when propagating;
    // contentTypes for override layouts".
    if (layout.type === 'module' && layout.key === '') ctx.addIssue({ code: 'custom', path: ['key'], message: REQUIRED });
    if (layout.type === 'url-override' && layout.aliases.length === 0) ctx.addIssue({ code: 'custom', path: ['aliases'], message: REQUIRED });
    if (layout.propagate && layout.pageType === null) ctx.addIssue({ code: 'custom', path: ['pageType'], message: REQUIRED });
    if (LAYOUT_TYPES_REQUIRING_CONTENT_TYPES.includes(layout.type) && layout.contentTypes.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['contentTypes'], message: REQUIRED });
    }
    if (!layout.isGlobal && layout.tenantIds.length === 0) ctx.addIssue({ code: 'custom', path: ['tenantIds'], message: 'Choose at least one site, or make the layout global.' });
    if (JSON.stringify([layout.primaryGrid, layout.secondaryGrids]).length > MAX_LAYOUT_GRIDS_CHARS) ctx.addIssue({ code: 'custom', path: ['primaryGrid'], message: LAYOUT_GRIDS_TOO_LARGE });
  })
  .transform((layout) => ({
    ...layout,
    // Values of hidden fields are not kept: a module key on a section layout would mislead.
    key: layout.type === 'module' ? layout.key : '',
    pageType: layout.propagate ? layout.pageType : null,
    tenantIds: layout.isGlobal ? [] : layout.tenantIds,
  }));

export type LayoutInput = z.input<typeof layoutInputSchema>;
export type LayoutDocument = z.output<typeof layoutInputSchema>;

/** Which conditional fields the form shows for a layout state (001 §3 "Conditional fields"). */
export function visibleLayoutFields(layout: Pick<LayoutDocument, 'type' | 'propagate' | 'isGlobal'>) {
  return {
    key: layout.type === 'module',
    pageType: layout.propagate,
    contentTypes: layout.type === 'content-override' || layout.type === 'content-type-override' || layout.type === 'url-override',
    tenantIds: !layout.isGlobal,
  };
}
