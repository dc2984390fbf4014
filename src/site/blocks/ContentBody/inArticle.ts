import { Parser } from 'htmlparser2';
import { VOID_ELEMENTS as VOID } from '../../../shared/htmlElements';
import { BLUECONIC_IN_ARTICLE } from '../../../shared/constants';


/** Words of a paragraph's text: runs holding a letter or a digit (entities such as &nbsp; separate them). */
const wordsIn = (text: string) => text.split(/\s+|&nbsp;|&#160;/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/**
 * Where the in-article recommendations go (002 §9 "BlueConic in article body: … target paragraph 3;
 * paragraph length 40 words"): the offset just after the `targetParagraph`-th paragraph of at least
 * `minWords` words, or null when the body has fewer. Paragraphs are the body's own <p> — at the top
 * level, or directly inside the top-level `<div class="paywall">` that wraps a gated item's rest for
 * a reader who may read it (gating/access.ts) — never one inside a quote, list or table. Shorter
 * paragraphs (a one-line intro, a caption) do not count. The HTML was sanitised on save, so it is
 * well formed.
 */
export function inArticleSlot(
  html: string,
  { targetParagraph = BLUECONIC_IN_ARTICLE.defaultTargetParagraph, minWords = BLUECONIC_IN_ARTICLE.paragraphLengthWords }: { targetParagraph?: number; minWords?: number } = {},
): number | null {
  // The open elements, each marked whether it is the top-level paywall wrapper.
  const open: boolean[] = [];
  let inParagraph = false;
  // The paragraph's text, whole: inline markup may split a word (<b>wor</b>ds).
  let text = '';
  let seen = 0;
  let slot: number | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (slot !== null) return;
        if (VOID.has(name)) {
          if (inParagraph) text += ' ';
          return;
        }
        const bodyLevel = open.length === 0 || (open.length === 1 && open[0]!);
        if (name === 'p' && bodyLevel) {
          inParagraph = true;
          text = '';
        }
        open.push(open.length === 0 && name === 'div' && /(^|\s)paywall(\s|$)/.test(attributes.class ?? ''));
      },
      ontext(chunk) {
        if (inParagraph) text += chunk;
      },
      onclosetag(name, implied) {
        if (slot !== null || VOID.has(name)) return;
        open.pop();
        if (name !== 'p' || !inParagraph || open.length > 1 || (open.length === 1 && !open[0])) return;
        inParagraph = false;
        if (wordsIn(text) < minWords) return;
        seen += 1;
        if (seen === targetParagraph) slot = implied ? parser.startIndex : parser.endIndex + 1;
      },
    },
    { decodeEntities: false, recognizeSelfClosing: true },
  );
  parser.end(html);
  return slot;
}
