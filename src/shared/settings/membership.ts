import { z } from 'zod';
import { METERING_PLACEHOLDERS, PLACEHOLDER_TOKEN } from '../meter';
import { FOOTER_BUTTON_LABEL_DEFAULT, METERING_DEFAULT_FREE_VIEWS, METERING_DEFAULT_PERIOD_DAYS, UNGATED_PARAGRAPHS } from '../constants';
import { REQUIRED, intBetween, optionalText, requiredEmail, requiredText, requiredUrl } from './fields';
import { checkSettings, withDefaults, type SettingsCheck } from './validate';

/**
 * Membership settings (/admin/membership-settings; 001 §3 "Membership settings", required fields
 * and bounds of 001 §5, metering of 002 §4 and §9). Read by the public site through the per-site
 * settings cache: the login failure message names `supportEmail`, gating shows `ungatedParagraphs`,
 * the meter counts with `contentMetering`, the header shows `registerButtonLabel` (or 'Join Now').
 * See docs/memberships.md.
 */

// The placeholders and their filling live with the meter (the page script fills them too).
export { fillMeteringText, formatMeterDate, METERING_PLACEHOLDERS, type MeteringPlaceholder } from '../meter';

/** The meter's statuses (002 §4 "Content meter"), each with the text shown in that state. */
export const METERING_TEXT_KEYS = ['passedMeteredMore', 'passedMeteredOut', 'failedMetered'] as const;
export type MeteringTextKey = (typeof METERING_TEXT_KEYS)[number];
export const METERING_TEXT_LABELS: Record<MeteringTextKey, string> = {
  passedMeteredMore: 'While free views remain',
  passedMeteredOut: 'On the last free view',
  failedMetered: 'When the free views are used up',
};

/**
 * Our default texts (the spec names the placeholders, not the wording). The editor may change
 * them; [EXPIRATION_DATE] is the end of the metering period as MM/dd/yyyy.
 */
export const DEFAULT_METERING_TEXTS: Record<MeteringTextKey, string> = {
  passedMeteredMore: 'You have read [VIEWS] of [ALLOWED_VIEWS] free articles. [VIEWS_REMAINING] left until [EXPIRATION_DATE].',
  passedMeteredOut: 'This is your last free article until [EXPIRATION_DATE]. Join now for unlimited access.',
  failedMetered: 'You have read your [ALLOWED_VIEWS] free articles. Join now to keep reading, or come back on [EXPIRATION_DATE].',
};

/**
 * 001 §5: numberOfFreeViews and meteringPeriod are "at least 1". The upper bounds are ours, so a
 * slip of the keyboard (70000 views, a period of centuries) cannot reach a reader's cookie.
 */
export const FREE_VIEWS = { min: 1, max: 1000, default: METERING_DEFAULT_FREE_VIEWS } as const;
export const METERING_PERIOD_DAYS = { min: 1, max: 3650, default: METERING_DEFAULT_PERIOD_DAYS } as const;
export const REGISTER_BUTTON_LABEL_MAX = 40;
export const METERING_TEXT_MAX = 500;

export const unknownPlaceholderMessage = (token: string) => `${token} is not a placeholder; use ${METERING_PLACEHOLDERS.join(', ')}.`;

/** The first bracketed upper-case token that is not one of the placeholders (a typo), or null. */
export function unknownPlaceholder(text: string): string | null {
  for (const token of text.match(PLACEHOLDER_TOKEN) ?? []) {
    if (!(METERING_PLACEHOLDERS as readonly string[]).includes(token)) return token;
  }
  return null;
}

const meteringText = () =>
  optionalText(METERING_TEXT_MAX).superRefine((text, ctx) => {
    const token = unknownPlaceholder(text);
    if (token) ctx.addIssue({ code: 'custom', message: unknownPlaceholderMessage(token) });
  });

export const contentMeteringSchema = z
  .object({
    enabled: z.boolean(),
    numberOfFreeViews: intBetween('Free views', FREE_VIEWS.min, FREE_VIEWS.max),
    /** Days. */
    meteringPeriod: intBetween('Metering period', METERING_PERIOD_DAYS.min, METERING_PERIOD_DAYS.max),
    texts: z.object({
      passedMeteredMore: meteringText(),
      passedMeteredOut: meteringText(),
      failedMetered: meteringText(),
    }),
  })
  .superRefine(
    (value, ctx) => {
      // The texts are shown only while metering is on; then each state needs one.
      if (value.enabled !== true) return;
      for (const key of METERING_TEXT_KEYS) {
        const text: unknown = value.texts?.[key];
        if (typeof text === 'string' && text.trim() === '') ctx.addIssue({ code: 'custom', path: ['texts', key], message: REQUIRED });
      }
    },
    // Also while another field is wrong (a bound), so one save reports every missing text.
    { when: () => true },
  );

export const membershipSettingsSchema = z.object({
  /** Sender of the mails to site users (registration, password reset, e-mail change). */
  fromEmail: requiredEmail(),
  /** Named in the login failure message and in the mails. */
  supportEmail: requiredEmail(),
  /** Footer links of the mails to site users (001 §5 required). */
  unsubscribeLink: requiredUrl(),
  customerServiceLink: requiredUrl(),
  privacyLink: requiredUrl(),
  /** "Add us to your address book" text of the mails (001 §5 required). */
  safeSenderText: requiredText(1000),
  commenting: z.boolean(),
  allowAnonymousCommenting: z.boolean(),
  /** Shown above the login form of /account/login; plain text, line breaks kept. */
  siteLoginPageText: optionalText(2000),
  /** Paragraphs of a gated body a reader who is not entitled sees (001 §5: 1–10, default 1). */
  ungatedParagraphs: intBetween('Ungated paragraphs', UNGATED_PARAGRAPHS.min, UNGATED_PARAGRAPHS.max),
  /** Promo code sent with newsletter sign-ups when the page has no pk parameter. */
  newsletterPromoCode: optionalText(100),
  /** A lock beside the titles of gated content in lists. */
  showTitleLocks: z.boolean(),
  /** Site-licence companies (IP ranges) pass gating. */
  allowIpGating: z.boolean(),
  /** Overrides the 'Join Now' label of the register buttons; empty keeps 'Join Now'. */
  registerButtonLabel: optionalText(REGISTER_BUTTON_LABEL_MAX),
  contentMetering: contentMeteringSchema,
});

export type MembershipSettings = z.output<typeof membershipSettingsSchema>;
export type ContentMeteringSettings = MembershipSettings['contentMetering'];

/** Required fields are blank until an editor saves them (the form then asks for them). */
export const DEFAULT_MEMBERSHIP_SETTINGS: MembershipSettings = {
  fromEmail: '',
  supportEmail: '',
  unsubscribeLink: '',
  customerServiceLink: '',
  privacyLink: '',
  safeSenderText: '',
  commenting: false,
  allowAnonymousCommenting: false,
  siteLoginPageText: '',
  ungatedParagraphs: UNGATED_PARAGRAPHS.default,
  newsletterPromoCode: '',
  showTitleLocks: false,
  allowIpGating: false,
  registerButtonLabel: '',
  contentMetering: {
    enabled: false,
    numberOfFreeViews: FREE_VIEWS.default,
    meteringPeriod: METERING_PERIOD_DAYS.default,
    texts: { ...DEFAULT_METERING_TEXTS },
  },
};

/**
 * The stored document over the defaults: every field present with its type, so callers (login
 * message, gating, metering, header) read `membershipSettingsWithDefaults(stored).supportEmail`
 * without checks. A blank required field stays '' until saved.
 */
export const membershipSettingsWithDefaults = (stored: unknown): MembershipSettings => withDefaults(DEFAULT_MEMBERSHIP_SETTINGS, stored);

export const checkMembershipSettings = (input: unknown): SettingsCheck<MembershipSettings> =>
  checkSettings(membershipSettingsSchema, withDefaults(DEFAULT_MEMBERSHIP_SETTINGS, input, { keepMismatched: true }));

/** The register buttons' label: the override, else 'Join Now' (002 §9). */
export const registerButtonLabelOf = (settings: Pick<MembershipSettings, 'registerButtonLabel'>): string =>
  settings.registerButtonLabel.trim() || FOOTER_BUTTON_LABEL_DEFAULT;
