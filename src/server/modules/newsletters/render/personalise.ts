import { createHash, randomInt } from 'node:crypto';
import { RECIPIENT_TOKENS } from './types.js';

/**
 * Per-message values of a rendered newsletter (RECIPIENT_TOKENS). The campaign is rendered once;
 * each message is the rendering with its recipient's values put in, so this runs once per message
 * (100,000 times for a large list): one regular expression over the four tokens, one pass.
 */

/** The address previews and test sends show in "This email was sent to …". */
export const PREVIEW_EMAIL = 'subscriber@example.com';

export interface RecipientValues {
  /** The recipient's signed one-click unsubscribe address (absolute). */
  unsubscribeUrl: string;
  email: string;
  /** Passendo's cache buster; a random integer when not given. */
  cacheBuster?: string;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TOKEN_PATTERN = new RegExp(Object.values(RECIPIENT_TOKENS).map(escapeRegExp).join('|'), 'g');
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** md5 hex of the lower-cased, trimmed address (Passendo's subscriber key). */
export function emailMd5(email: string): string {
  return createHash('md5').update(email.trim().toLowerCase()).digest('hex');
}

/**
 * The rendering with the recipient's values in place of RECIPIENT_TOKENS: the unsubscribe address,
 * the address, its md5 and a cache buster. In 'html' (the default) the values are HTML-escaped
 * (they land in attributes and text: an address may hold '&' or an apostrophe); pass 'text' for
 * the plain-text part, where they go in as they are.
 */
export function personalise(content: string, values: RecipientValues, format: 'html' | 'text' = 'html'): string {
  const put = format === 'html' ? escapeHtml : (value: string) => value;
  const replacements: Record<string, string> = {
    [RECIPIENT_TOKENS.unsubscribeUrl]: put(values.unsubscribeUrl),
    [RECIPIENT_TOKENS.email]: put(values.email),
    [RECIPIENT_TOKENS.emailMd5]: emailMd5(values.email),
    [RECIPIENT_TOKENS.cacheBuster]: put(values.cacheBuster ?? String(randomInt(0, 2 ** 47))),
  };
  return content.replace(TOKEN_PATTERN, (token) => replacements[token] ?? token);
}
