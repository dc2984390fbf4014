import { z } from 'zod';
import { optionalText, optionalUrl, requiredText } from './fields';
import { checkSettings, withDefaults, type SettingsCheck } from './validate';

/**
 * Newsletter settings (/admin/newsletter-settings; 001 §3 "Newsletter settings": groupSites,
 * stealthLink, enabledNewsletters — each with product, title, description —, subscribeBlockSettings,
 * injectionSettings). The newsletters a site offers are audience-store products (002 §3
 * "Newsletter": id, title, description, omedaProductId, showInSubscribeBlock); a reader subscribed
 * to one holds its product. Read by the public site through the per-site settings cache: the
 * footer sign-up, the subscribe block, the flyout and the account's #manage-newsletters list
 * `enabledNewsletters`. See docs/newsletters.md.
 */

/** Words of the newsletter settings screen and save (shared by the admin form and the server). */
export const NEWSLETTER_SETTINGS_MESSAGES = {
  /** A product id that one of the site's memberships uses is refused on that entry. */
  productIsMembership: 'This product is a membership’s product.',
  /** The product id field of a newsletter added in the editor. */
  productAssignedOnSave: 'Assigned when you save',
  /** groupSites holds other sites' keys only. */
  groupSiteUnknown: (key: string, isThisSite: boolean) => (isThisSite ? 'Choose other sites: this site always shares its own lists.' : `There is no site '${key}'.`),
} as const;

export const NEWSLETTER_LIMITS = { newsletters: 50, title: 120, description: 500, promoCode: 100, text: 500 } as const;

export const enabledNewsletterSchema = z.object({
  /**
   * The audience-store product a subscriber holds (Omeda product id). Empty for a newsletter added
   * in the editor: the save gives it the next product id (as a membership's product is given).
   */
  productId: z.number().int('Enter a whole product id.').positive('Enter a positive product id.').nullable(),
  title: requiredText(NEWSLETTER_LIMITS.title),
  description: requiredText(NEWSLETTER_LIMITS.description),
  /** Offered by the subscribe block and the footer sign-up (the account always lists every one). */
  showInSubscribeBlock: z.boolean(),
});
export type EnabledNewsletter = z.output<typeof enabledNewsletterSchema>;

export const newsletterSettingsSchema = z.object({
  /** Sites whose readers share these newsletters' subscriber lists (site keys; empty: this site only). */
  groupSites: z.array(z.string().trim().min(1).max(60)).max(50),
  /** A link subscribers can follow to the newsletters without being counted in reports (stealth), or ''. */
  stealthLink: optionalUrl(),
  enabledNewsletters: z
    .array(enabledNewsletterSchema)
    .max(NEWSLETTER_LIMITS.newsletters, `At most ${NEWSLETTER_LIMITS.newsletters} newsletters.`)
    .superRefine((list, ctx) => {
      const seen = new Set<number>();
      list.forEach((entry, index) => {
        if (entry.productId === null) return;
        if (seen.has(entry.productId)) ctx.addIssue({ code: 'custom', path: [index, 'productId'], message: 'This product is already in the list.' });
        seen.add(entry.productId);
      });
    }),
  subscribeBlockSettings: z.object({
    /** Sent with anonymous sign-ups when the page has no ?pk= parameter. */
    promoCode: optionalText(NEWSLETTER_LIMITS.promoCode),
    title: optionalText(NEWSLETTER_LIMITS.title),
    description: optionalText(NEWSLETTER_LIMITS.text),
    buttonLabel: optionalText(40),
  }),
  injectionSettings: z.object({
    /** Links of subscribed readers carry their encrypted customer id (ClickOmedaInjectionLink). */
    enabled: z.boolean(),
    /** Query parameter name the id is sent in. */
    parameterName: optionalText(40),
  }),
});
export type NewsletterSettings = z.output<typeof newsletterSettingsSchema>;

export const DEFAULT_NEWSLETTER_SETTINGS: NewsletterSettings = {
  groupSites: [],
  stealthLink: '',
  enabledNewsletters: [],
  subscribeBlockSettings: { promoCode: '', title: '', description: '', buttonLabel: '' },
  injectionSettings: { enabled: false, parameterName: 'oly_enc_id' },
};

/** What the public site reads (through the site cache): stored values over the defaults, unchecked. */
export const newsletterSettingsWithDefaults = (stored: unknown): NewsletterSettings => withDefaults(DEFAULT_NEWSLETTER_SETTINGS, stored);

export const checkNewsletterSettings = (input: unknown): SettingsCheck<NewsletterSettings> =>
  checkSettings(newsletterSettingsSchema, withDefaults(DEFAULT_NEWSLETTER_SETTINGS, input, { keepMismatched: true }));

/** The newsletters the subscribe block and the footer sign-up offer. */
export const subscribeBlockNewsletters = (settings: Pick<NewsletterSettings, 'enabledNewsletters'>): EnabledNewsletter[] =>
  settings.enabledNewsletters.filter((newsletter) => newsletter.showInSubscribeBlock);
