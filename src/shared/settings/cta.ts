import { z } from 'zod';
import { REQUIRED, optionalColour, optionalLink, optionalText } from './fields';
import { checkSettings, withDefaults, type SettingsCheck } from './validate';

/**
 * The header call-to-action (/admin/edit-cta-message, manage_header_cta): a short message with a
 * button in the site header, e.g. "Register for the Power Summit" → /events/power-summit. The spec
 * names only the screen; the fields are our design. Text, button label and link are required
 * while it is enabled, so a switched-off message can keep its draft.
 */
export const CTA_TEXT_MAX = 160;
export const CTA_BUTTON_MAX = 40;

export const ctaMessageSchema = z
  .object({
    enabled: z.boolean(),
    text: optionalText(CTA_TEXT_MAX),
    buttonLabel: optionalText(CTA_BUTTON_MAX),
    link: optionalLink(),
    openInNewWindow: z.boolean(),
    backgroundColor: optionalColour(),
    textColor: optionalColour(),
    buttonColor: optionalColour(),
    buttonTextColor: optionalColour(),
  })
  .superRefine((value, ctx) => {
    if (!value.enabled) return;
    for (const key of ['text', 'buttonLabel', 'link'] as const) {
      if (value[key] === '') ctx.addIssue({ code: 'custom', path: [key], message: REQUIRED });
    }
  });

export type CtaMessage = z.output<typeof ctaMessageSchema>;

export const DEFAULT_CTA_MESSAGE: CtaMessage = {
  enabled: false,
  text: '',
  buttonLabel: '',
  link: '',
  openInNewWindow: false,
  backgroundColor: '#002049',
  textColor: '#ffffff',
  buttonColor: '#ed852d',
  buttonTextColor: '#ffffff',
};

export const ctaMessageWithDefaults = (stored: unknown): CtaMessage => withDefaults(DEFAULT_CTA_MESSAGE, stored);
export const checkCtaMessage = (input: unknown): SettingsCheck<CtaMessage> =>
  checkSettings(ctaMessageSchema, withDefaults(DEFAULT_CTA_MESSAGE, input, { keepMismatched: true }));
