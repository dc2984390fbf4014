import { Parser } from 'htmlparser2';
import { VOID_ELEMENTS as VOID } from '../../../shared/htmlElements.js';


export interface UngatedBody {
  /** The start of the body a reader without access may see. */
  html: string;
  /** Whether anything was left out. */
  truncated: boolean;
}

/**
 * The first `paragraphs` paragraphs of a body (spec 002 §4 "Content gating": "the body shows only
 * the ungated paragraphs"): everything up to the end of the n-th top-level <p>, headings and other
 * elements before it included; nothing after it is sent. A body with no top-level paragraph keeps
 * its first top-level element. The HTML was sanitised on save, so it is well formed.
 */
export function ungatedPart(html: string, paragraphs: number): UngatedBody {
  const wanted = Math.max(1, Math.floor(paragraphs));
  let depth = 0;
  let seen = 0;
  let firstEnd = -1;
  let cut = -1;
  const parser = new Parser(
    {
      onopentag(name) {
        if (cut >= 0) return;
        if (!VOID.has(name)) depth += 1;
        else if (depth === 0 && firstEnd < 0) firstEnd = parser.endIndex + 1;
      },
      onclosetag(name, implied) {
        if (cut >= 0 || VOID.has(name)) return;
        depth -= 1;
        if (depth !== 0) return;
        const end = implied ? parser.startIndex : parser.endIndex + 1;
        if (firstEnd < 0) firstEnd = end;
        if (name === 'p') {
          seen += 1;
          if (seen === wanted) cut = end;
        }
      },
    },
    { decodeEntities: false, recognizeSelfClosing: true },
  );
  parser.end(html);
  const end = cut >= 0 ? cut : seen > 0 ? html.length : firstEnd >= 0 ? firstEnd : html.length;
  const kept = html.slice(0, end);
  return { html: kept, truncated: html.slice(end).trim() !== '' };
}

/** Search engines' crawlers read gated content (spec 002 §4: "or the visitor is a search crawler"). */
const CRAWLERS = /\b(Googlebot|Google-InspectionTool|Storebot-Google|GoogleOther|bingbot|BingPreview|DuckDuckBot|Baiduspider|YandexBot|Applebot|Slurp|facebookexternalhit|LinkedInBot|Twitterbot)\b/i;

export function isSearchCrawler(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && userAgent.length <= 1000 && CRAWLERS.test(userAgent);
}
