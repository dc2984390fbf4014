import sanitizeHtml from 'sanitize-html';

/**
 * Stored and displayed HTML (news descriptions, toasts, later content bodies) keeps formatting
 * and links and loses scripts, event handlers, styles and unknown tags.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'h2', 'h3', 'h4', 'code', 'pre', 'hr', 'span'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Output kept per input for rendering (bounded by characters held); sanitizing a body costs more than the page's own render. */
const RENDER_CACHE_MAX_CHARS = 8_000_000;
const renderCache = new Map<string, string>();
let renderCacheChars = 0;

/**
 * The same as sanitizeRichText, remembered per input: bodies and rich-text blocks were sanitised on
 * save and are sanitised again when shown (defence in depth for rows written another way), which
 * would otherwise repeat the parse on every page view. Least recently used inputs go first.
 */
export function sanitizeRichTextForDisplay(html: string): string {
  const hit = renderCache.get(html);
  if (hit !== undefined) {
    renderCache.delete(html);
    renderCache.set(html, hit);
    return hit;
  }
  const clean = sanitizeRichText(html);
  const size = html.length + clean.length;
  if (size > RENDER_CACHE_MAX_CHARS / 10) return clean;
  renderCache.set(html, clean);
  renderCacheChars += size;
  for (const [key, value] of renderCache) {
    if (renderCacheChars <= RENDER_CACHE_MAX_CHARS) break;
    renderCache.delete(key);
    renderCacheChars -= key.length + value.length;
  }
  return clean;
}
