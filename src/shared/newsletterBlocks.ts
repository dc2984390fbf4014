import { z } from 'zod';
import { createGuard } from './guards';
import { intBetween, optionalColour, optionalText, optionalUrl } from './settings/fields';

/**
 * The blocks of a newsletter template's grid (spec 001 §3 "Newsletter block types": "contacts,
 * content_list, fixed_ad, html, issue, native_ad, passendo_ad, each with style and content fields
 * (individual fields not shown). Content list: population_mode (automatic or manual),
 * numberOfItems (min 1, max 100, default 1), teaserLength 50-600."). The individual fields are
 * ours (docs/newsletters.md "Block types"). Shared by the admin's grid editor (the generated
 * settings forms) and the server (the save's check and the e-mail renderer,
 * src/server/modules/newsletters/render/).
 */
export const NEWSLETTER_BLOCK_TYPES = ['content_list', 'html', 'contacts', 'fixed_ad', 'native_ad', 'passendo_ad', 'issue'] as const;
export type NewsletterBlockType = (typeof NEWSLETTER_BLOCK_TYPES)[number];
export const isNewsletterBlockType = createGuard(NEWSLETTER_BLOCK_TYPES);

/** 001 §3: "numberOfItems (min 1, max 100, default 1), teaserLength 50-600"; 001 §5 "(default max 175)". */
export const CONTENT_LIST_LIMITS = { minItems: 1, maxItems: 100, defaultItems: 1, minTeaser: 50, maxTeaser: 600, defaultTeaser: 175 } as const;
/** 001 §5 "schedule position 1-100": the ad positions of a template (native_ad and passendo_ad slots). */
export const AD_POSITION_LIMITS = { min: 1, max: 100 } as const;

export const POPULATION_MODES = ['automatic', 'manual'] as const;
export type PopulationMode = (typeof POPULATION_MODES)[number];
export const IMAGE_POSITIONS = ['left', 'right', 'top', 'none'] as const;
export const TEXT_ALIGNMENTS = ['left', 'center'] as const;

/**
 * The style fields every newsletter block has (the "style" half of 001 §3's "style and content
 * fields"): a title over the block (drawn with the template's grid title styles), where it links,
 * the block's background and inner padding, and the alignment of its text.
 */
export const newsletterBlockStyleSchema = z.object({
  title: optionalText(200).default(''),
  titleLink: optionalUrl().default(''),
  backgroundColor: optionalColour().default(''),
  padding: intBetween('Padding', 0, 48).default(12),
  textAlign: z.enum(TEXT_ALIGNMENTS).default('left'),
});
export const NEWSLETTER_STYLE_KEYS = Object.keys(newsletterBlockStyleSchema.shape) as (keyof z.output<typeof newsletterBlockStyleSchema>)[];

const contentIds = () => z.array(z.number().int().positive()).max(CONTENT_LIST_LIMITS.maxItems, `At most ${CONTENT_LIST_LIMITS.maxItems} items.`).default([]);

/** Placements of a newsletter ad (001 §3 "Newsletter ad"): the ones a native slot takes by default. */
export const NATIVE_PLACEMENTS = ['sponsored_content', 'sponsored_link', 'job_opening', 'product_showcase'] as const;
export const DISPLAY_PLACEMENTS = ['rectangle', 'leaderboard', 'billboard', 'logo'] as const;
export const NEWSLETTER_AD_PLACEMENTS = [...NATIVE_PLACEMENTS, ...DISPLAY_PLACEMENTS] as const;
export type NewsletterAdPlacement = (typeof NEWSLETTER_AD_PLACEMENTS)[number];
export const isNewsletterAdPlacement = createGuard(NEWSLETTER_AD_PLACEMENTS);

/** Each type's own fields (the "content" half), with the style fields beside them. */
export const NEWSLETTER_BLOCK_SETTINGS = {
  /**
   * Content scheduled to the template for the issue's date (/admin/newsletter-content and the
   * content editor's newsletter schedules). Automatic blocks take the scheduled items not pinned
   * to a block, in order, numberOfItems each, in grid order; a manual block shows the items
   * scheduled to it by name (or picked here when nothing is scheduled to it).
   */
  content_list: newsletterBlockStyleSchema.extend({
    populationMode: z.enum(POPULATION_MODES, { error: 'Field is required' }).default('automatic'),
    numberOfItems: intBetween('Number of items', CONTENT_LIST_LIMITS.minItems, CONTENT_LIST_LIMITS.maxItems).default(CONTENT_LIST_LIMITS.defaultItems),
    teaserLength: intBetween('Teaser length', CONTENT_LIST_LIMITS.minTeaser, CONTENT_LIST_LIMITS.maxTeaser).default(CONTENT_LIST_LIMITS.defaultTeaser),
    showTeaser: z.boolean().default(true),
    showImage: z.boolean().default(true),
    imagePosition: z.enum(IMAGE_POSITIONS).default('left'),
    showSection: z.boolean().default(false),
    showDate: z.boolean().default(false),
    readMoreLabel: optionalText(40).default('Read more'),
    /** Manual blocks: items picked here are shown when nothing is scheduled to the block for the date. */
    contentIds: contentIds(),
  }),
  /** Free HTML (a sponsor's message, a note from the editor); sanitised to e-mail-safe tags on render. */
  html: newsletterBlockStyleSchema.extend({
    html: z.string().max(20_000, 'Enter at most 20000 characters.').default(''),
  }),
  /** Contacts of the site (getContacts: at most 100): name, title, e-mail, phone and picture. */
  contacts: newsletterBlockStyleSchema.extend({
    contactIds: z.array(z.number().int().positive()).max(100, 'At most 100 contacts.').default([]),
    showImage: z.boolean().default(true),
  }),
  /** An ad fixed in the template (the same creative in every issue). */
  fixed_ad: newsletterBlockStyleSchema.extend({
    imageUrl: optionalUrl().default(''),
    clickUrl: optionalUrl().default(''),
    altText: optionalText(200).default('Advertisement'),
    width: intBetween('Width', 100, 800).default(300),
    label: optionalText(40).default('Advertisement'),
  }),
  /**
   * A slot that the issue's scheduled newsletter ad for this position fills (001 §3 "Newsletter ad":
   * schedule entries with template and position); by priority, then house ads (docs/newsletters.md).
   */
  native_ad: newsletterBlockStyleSchema.extend({
    position: intBetween('Position', AD_POSITION_LIMITS.min, AD_POSITION_LIMITS.max).default(1),
    placements: z.array(z.enum(NEWSLETTER_AD_PLACEMENTS)).max(NEWSLETTER_AD_PLACEMENTS.length).default([...NATIVE_PLACEMENTS]),
  }),
  /**
   * A Passendo programmatic e-mail ad: an image and a link whose addresses Passendo answers per
   * subscriber. [EMAIL_MD5], [CAMPAIGN_ID] and [CACHEBUSTER] in the addresses are filled per message.
   */
  passendo_ad: newsletterBlockStyleSchema.extend({
    imageUrl: optionalUrl().default(''),
    clickUrl: optionalUrl().default(''),
    width: intBetween('Width', 100, 800).default(600),
    height: intBetween('Height', 50, 800).default(250),
  }),
  /** The newest issue of a magazine publication: its cover, name and a link (needs the magazine module). */
  issue: newsletterBlockStyleSchema.extend({
    publicationId: z.number().int().positive().nullable().default(null),
    linkLabel: optionalText(60).default('Read the issue'),
  }),
} as const satisfies Record<NewsletterBlockType, z.ZodType>;

export type NewsletterBlockSettings<T extends NewsletterBlockType> = z.output<(typeof NEWSLETTER_BLOCK_SETTINGS)[T]>;

export const NEWSLETTER_BLOCK_LABELS: Record<NewsletterBlockType, { label: string; description: string }> = {
  content_list: { label: 'Content list', description: 'Stories scheduled to the issue (automatic) or picked for this block (manual).' },
  html: { label: 'HTML', description: 'Free text and links, cleaned to what e-mail clients show.' },
  contacts: { label: 'Contacts', description: 'People readers can write to: name, title, e-mail and phone.' },
  fixed_ad: { label: 'Fixed ad', description: 'The same image ad in every issue.' },
  native_ad: { label: 'Native ad', description: 'The newsletter ad scheduled to this position for the issue.' },
  passendo_ad: { label: 'Passendo ad', description: 'A programmatic ad served per subscriber by Passendo.' },
  issue: { label: 'Magazine issue', description: 'The newest issue of a magazine publication.' },
};

/** Default settings of a new block of the type. */
export function defaultNewsletterBlockSettings(type: NewsletterBlockType): Record<string, unknown> {
  return NEWSLETTER_BLOCK_SETTINGS[type].parse({}) as Record<string, unknown>;
}

export type NewsletterBlockCheck = { ok: true; value: Record<string, unknown> } | { ok: false; fieldErrors: Record<string, string> };

/** A block's settings against its type's schema: the clean value, or messages keyed by settings path. */
export function validateNewsletterBlockSettings(type: string, settings: unknown): NewsletterBlockCheck {
  if (!isNewsletterBlockType(type)) return { ok: false, fieldErrors: { type: `Unknown newsletter block type '${type}'. Choose one of ${NEWSLETTER_BLOCK_TYPES.join(', ')}.` } };
  const result = NEWSLETTER_BLOCK_SETTINGS[type].safeParse(settings ?? {});
  if (result.success) return { ok: true, value: result.data as Record<string, unknown> };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) fieldErrors[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return { ok: false, fieldErrors };
}
