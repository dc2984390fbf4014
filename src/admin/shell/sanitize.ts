// A small allow-list HTML sanitiser for what the admin shows as HTML in the browser (toasts that
// carry HTML, news descriptions). Stored HTML is already sanitised on the server; this is the
// second line, kept tiny so no HTML library ships in the admin bundle.
//
// Kept: p, br, strong, em, ul, ol, li, and a with an http:, https: or mailto: href. Other elements
// are unwrapped (their text stays); script-like elements are dropped with their content. No other
// attribute survives (no style, no on* handlers, no class).

const ALLOWED = new Set(['p', 'br', 'strong', 'em', 'a', 'ul', 'ol', 'li']);
/** Dropped with everything inside: their content is code or not meant to be read. */
const DROPPED = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'svg', 'math', 'head', 'title', 'textarea', 'select']);
const SAFE_HREF = /^(https?:|mailto:)/i;
/** Browsers ignore these in URLs ("java\tscript:"); strip them before checking the scheme. */
const URL_NOISE = /[\u0000-\u0020\u007f-\u009f]/g;

export function isSafeHref(href: string): boolean {
  return SAFE_HREF.test(href.replace(URL_NOISE, ''));
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

function serialize(node: Node): string {
  if (node.nodeType === 3) return escapeText(node.textContent ?? '');
  if (node.nodeType !== 1) return ''; // comments, processing instructions
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return '';
  const inner = Array.from(element.childNodes, serialize).join('');
  if (!ALLOWED.has(tag)) return inner;
  if (tag === 'br') return '<br>';
  if (tag === 'a') {
    const href = (element.getAttribute('href') ?? '').trim();
    // A link to somewhere unsafe keeps its text and loses the link.
    if (!isSafeHref(href)) return inner;
    const external = /^https?:/i.test(href);
    const rel = external ? ' target="_blank" rel="noopener noreferrer"' : '';
    return `<a href="${escapeAttribute(href)}"${rel}>${inner}</a>`;
  }
  return `<${tag}>${inner}</${tag}>`;
}

/**
 * Returns markup that holds only the allowed elements. Parsing uses DOMParser (inert: scripts do
 * not run, images do not load); without a DOM (server rendering) the input is shown as text.
 */
export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return escapeText(html);
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  return Array.from(doc.body.childNodes, serialize).join('');
}
