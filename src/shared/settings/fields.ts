import { z } from 'zod';
// The colour rule of the form kit's picker (a pure module): the server accepts exactly what the
// picker can produce, so a colour chosen in the admin is never refused on save.
import { isValidColour } from '../../admin/forms/colour';
import { CONTENT_TYPES } from '../contentTypes';
import { MESSAGES } from '../messages';
import { EMAIL_PATTERN } from '../email';
import { linkMessage, linkProblem, type LinkKind } from '../links';

/**
 * Field builders shared by every settings document (site settings, CTA, contacts, podcasts, MEIG).
 * Every rule accepts an empty value unless it is a `required*` builder: "is it filled in" is the
 * required rule's job (001 §5), so an optional field left empty never shows a format error.
 */
export const REQUIRED = MESSAGES.fieldRequired;

/** Text, trimmed; '' when empty. */
export const optionalText = (max = 500) =>
  z.string().trim().max(max, `Enter at most ${max} characters.`);

/** Required text: blank or whitespace-only gives 'Field is required' (001 §5). */
export const requiredText = (max = 500) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Enter at most ${max} characters.`);

const EMAIL = EMAIL_PATTERN;
export const EMAIL_MESSAGE = 'Enter a valid email address';

/** An address has at most 254 characters (RFC 5321); a URL at most 2000 (what browsers and CDNs take). */
const EMAIL_MAX = 254;
const URL_MAX = 2000;
const atMost = (max: number) => `Enter at most ${max} characters.`;

export const optionalEmail = () =>
  z.string().trim().max(EMAIL_MAX, atMost(EMAIL_MAX)).refine((v) => v === '' || EMAIL.test(v), EMAIL_MESSAGE);
export const requiredEmail = () => requiredText(254).refine((v) => EMAIL.test(v), EMAIL_MESSAGE);

/** A list of addresses; each bad one is named. */
export const emailList = () =>
  z
    .array(z.string().trim().max(EMAIL_MAX, atMost(EMAIL_MAX)))
    .transform((list) => list.filter((v) => v !== ''))
    .superRefine((list, ctx) => {
      const bad = list.find((v) => !EMAIL.test(v));
      if (bad) ctx.addIssue({ code: 'custom', message: `'${bad}' is not a valid email address.` });
    });
export const requiredEmailList = () =>
  emailList().refine((list) => list.length > 0, REQUIRED);

export const URL_MESSAGE = 'Enter a full address starting with http:// or https://';
/**
 * A field's link rule (links.ts): refused with the field's message, or the precise one for a
 * backslash or control characters. Empty passes: "is it filled in" is the required rule's job.
 */
const linkRule = (allow: LinkKind, message: string) => (v: string, ctx: z.RefinementCtx) => {
  const problem = v === '' ? null : linkProblem(v, { allow });
  if (problem) ctx.addIssue({ code: 'custom', message: linkMessage(problem, message, allow) });
};
export const optionalUrl = () => z.string().trim().max(URL_MAX, atMost(URL_MAX)).superRefine(linkRule('url', URL_MESSAGE));
export const requiredUrl = () => requiredText(URL_MAX).superRefine(linkRule('url', URL_MESSAGE));

/** A link inside the site or outside it: a path starting with / or a full http(s) address. */
export const LINK_MESSAGE = 'Enter a path starting with / or a full address starting with https://';
export const optionalLink = () => z.string().trim().max(URL_MAX, atMost(URL_MAX)).superRefine(linkRule('pathOrUrl', LINK_MESSAGE));

export const COLOUR_MESSAGE = 'Enter a colour such as #3867a6';
/** A colour as the kit's colour picker stores it; '' for none (a cleared picker sends null). */
export const optionalColour = () =>
  z
    .string()
    .trim()
    .nullable()
    .transform((v) => v ?? '')
    .refine((v) => v === '' || isValidColour(v), COLOUR_MESSAGE);
export const requiredColour = () => requiredText(100).refine(isValidColour, COLOUR_MESSAGE);

/** An id of the media library (assets table); null for none. The server checks it exists. */
export const optionalAsset = () => z.number().int().positive().nullable();
export const requiredAsset = () =>
  z
    .number({ error: REQUIRED })
    .int()
    .positive()
    .nullable()
    .refine((v): boolean => v !== null, REQUIRED);

/** Whole number within inclusive bounds; `label` names it in the message ('Logo height'). */
export const intBetween = (label: string, min: number, max: number) => {
  const message = `${label} must be between ${min} and ${max}.`;
  return z.number({ error: REQUIRED }).int(`${label} must be a whole number.`).min(min, message).max(max, message);
};

export const contentTypeList = () => z.array(z.enum(CONTENT_TYPES));
export const requiredContentTypeList = () => contentTypeList().min(1, REQUIRED);

/** A select with fixed options; the message for anything else. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: REQUIRED });
