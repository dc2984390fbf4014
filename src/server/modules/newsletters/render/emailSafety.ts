import { DomUtils, parseDocument } from 'htmlparser2';

/**
 * An explicit check of a newsletter's HTML against what e-mail clients accept and what we promise
 * subscribers: the renderer's tests use it, and the send path runs it as a guard before a campaign
 * goes out. The document is parsed with a real HTML parser (htmlparser2), not searched with
 * regular expressions, so attributes written in any quoting or case are seen.
 */

/** Gmail clips a message whose HTML is larger than this ("[Message clipped]"), hiding the footer's unsubscribe link. */
export const GMAIL_CLIP_BYTES = 102_000;

const FORBIDDEN_ELEMENTS = new Set(['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input', 'button', 'select', 'textarea', 'video', 'audio', 'base']);
const TOKEN = /^%%[A-Z0-9_]+%%$/;
const ANY_TOKEN = /%%[A-Z0-9_]+%%/;

type Element = ReturnType<typeof DomUtils.findAll>[number];

export interface EmailSafetyOptions {
  /**
   * The document was personalised (tokens replaced by a recipient's values): the unsubscribe
   * link is then an <a> whose text is 'Unsubscribe' with an absolute address, and no %%TOKEN%%
   * may be left. Otherwise the document must link to %%UNSUBSCRIBE_URL%%.
   */
  personalised?: boolean;
}

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function isSafeHref(value: string): boolean {
  const href = value.trim();
  return isHttpUrl(href) || TOKEN.test(href) || /^mailto:\S+@\S+$/i.test(href) || /^tel:\+?[\d\-().]+$/i.test(href);
}

/** Whitespace and control characters removed, lower-cased: what a browser reads as a URL scheme. */
function squeezed(value: string): string {
  return value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
}

function describe(element: Element): string {
  return `<${element.name}>`;
}

function elementProblems(element: Element): string[] {
  const problems: string[] = [];
  const name = element.name;
  if (FORBIDDEN_ELEMENTS.has(name)) problems.push(`Forbidden element ${describe(element)}.`);
  if (name === 'link' && /\bstylesheet\b/i.test(element.attribs.rel ?? '')) problems.push('External style sheet (<link rel="stylesheet">).');
  for (const [attribute, value] of Object.entries(element.attribs)) {
    if (/^on/i.test(attribute)) problems.push(`Event handler attribute ${attribute} on ${describe(element)}.`);
    if (/(java|vb)script:/.test(squeezed(value))) problems.push(`javascript: URL in ${attribute} of ${describe(element)}.`);
  }
  if (name === 'img') problems.push(...imageProblems(element));
  if ((name === 'a' || name === 'area') && element.attribs.href !== undefined && !isSafeHref(element.attribs.href)) {
    problems.push(`Link address '${element.attribs.href}' is not absolute http(s), mailto:, tel: or a %%TOKEN%%.`);
  }
  problems.push(...styleAttributeProblems(element));
  if (name === 'style') problems.push(...styleElementProblems(DomUtils.textContent(element)));
  return problems;
}

function imageProblems(img: Element): string[] {
  const problems: string[] = [];
  const src = (img.attribs.src ?? '').trim();
  if (!isHttpUrl(src)) problems.push(`Image source '${src}' is not an absolute http(s) address.`);
  if (img.attribs.alt === undefined) problems.push(`Image '${src}' has no alt attribute.`);
  if (!img.attribs.width) problems.push(`Image '${src}' has no width attribute.`);
  return problems;
}

function styleAttributeProblems(element: Element): string[] {
  const style = squeezed(element.attribs.style ?? '');
  const problems: string[] = [];
  if (/(^|;)display:(inline-)?(flex|grid)/.test(style)) problems.push(`Flex or grid layout in the style of ${describe(element)}.`);
  if (/(^|;)position:/.test(style)) problems.push(`position: in the style of ${describe(element)}.`);
  return problems;
}

/** A <style> element may hold only @media rules (the narrow-screen stacking); anything else is reported. */
function styleElementProblems(css: string): string[] {
  let rest = css.replace(/\/\*[\s\S]*?\*\//g, '').trim();
  while (rest !== '') {
    if (!/^@media\b/i.test(rest)) return [`A <style> element holds more than @media rules: '${rest.slice(0, 60)}'.`];
    const open = rest.indexOf('{');
    const close = open < 0 ? -1 : matchingBrace(rest, open);
    if (close < 0) return ['A <style> element holds an unclosed @media rule.'];
    rest = rest.slice(close + 1).trim();
  }
  return [];
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

function unsubscribeProblems(elements: Element[], personalised: boolean): string[] {
  const links = elements.filter((element) => element.name === 'a');
  if (!personalised) {
    return links.some((a) => (a.attribs.href ?? '').trim() === '%%UNSUBSCRIBE_URL%%') ? [] : ['No unsubscribe link (an <a> to %%UNSUBSCRIBE_URL%%).'];
  }
  const found = links.some((a) => DomUtils.textContent(a).trim().toLowerCase() === 'unsubscribe' && isHttpUrl((a.attribs.href ?? '').trim()));
  return found ? [] : ["No unsubscribe link (an <a> reading 'Unsubscribe' to an absolute address)."];
}

/**
 * What is wrong with an e-mail's HTML, one message per problem ([] when it may be sent):
 * forbidden elements (script, iframe, object, embed, form and its controls, video, audio, a
 * stylesheet <link>), event-handler attributes, javascript: URLs, images without an absolute
 * http(s) source, an alt or a width, links that are not absolute http(s), mailto:, tel: or a
 * %%TOKEN%%, flex/grid/position styles, a <style> with more than @media rules, a size Gmail clips
 * (over 102,000 bytes) and a missing unsubscribe link (see `options.personalised`).
 */
export function emailSafetyProblems(html: string, options: EmailSafetyOptions = {}): string[] {
  const document = parseDocument(html, { lowerCaseTags: true, lowerCaseAttributeNames: true });
  const elements = DomUtils.findAll(() => true, document.children);
  const problems = elements.flatMap(elementProblems);
  const bytes = Buffer.byteLength(html, 'utf8');
  if (bytes > GMAIL_CLIP_BYTES) problems.push(`The HTML is ${bytes} bytes; Gmail clips messages over ${GMAIL_CLIP_BYTES} bytes.`);
  problems.push(...unsubscribeProblems(elements, options.personalised === true));
  if (options.personalised) {
    const left = ANY_TOKEN.exec(html);
    if (left) problems.push(`The token ${left[0]} was not replaced.`);
  }
  return problems;
}
