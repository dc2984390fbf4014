/**
 * Escaping for the XML and HTML the public utility routes write by hand (sitemaps, RSS, /ip-test).
 * Characters XML 1.0 forbids (control characters other than tab, line feed and carriage return,
 * lone surrogates, U+FFFE/U+FFFF) are dropped: one stray byte in a title must not make a whole
 * feed unparseable.
 */
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Anything escapeXml would change: most values (URLs of slugs, dates) have nothing of it. */
const NEEDS_ESCAPING = /[&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

/** Text safe inside an element or a quoted attribute value (XML, and HTML as well). */
export function escapeXml(value: string | number | null | undefined): string {
  if (value == null) return '';
  const text = String(value);
  // A sitemap file writes 50,000 URLs: skip the two replacements when there is nothing to replace.
  if (!NEEDS_ESCAPING.test(text)) return text;
  return text.replace(FORBIDDEN, '').replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

/** `<name>escaped text</name>`, or nothing when the value is empty. */
export function xmlElement(name: string, value: string | number | null | undefined): string {
  if (value == null || value === '') return '';
  return `<${name}>${escapeXml(value)}</${name}>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
