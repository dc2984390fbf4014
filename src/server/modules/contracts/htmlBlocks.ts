import { Parser } from 'htmlparser2';

/**
 * The terms' HTML (sanitised rich text: p, h2–h4, ul/ol/li, blockquote, pre, hr, br and inline
 * marks) as the blocks a PDF lays out as text: headings, paragraphs, list items with their marker
 * and depth, quotes and rules. Inline marks are dropped (their text stays); entities are decoded.
 */
export type TextBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'quote'; text: string }
  | { kind: 'item'; marker: string; depth: number; text: string }
  | { kind: 'rule' };

const HEADINGS: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 4, h6: 4 };
const BLOCKS = new Set(['p', 'div', 'li', 'blockquote', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'hr', 'table', 'tr']);

export function htmlToBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const lists: { ordered: boolean; next: number }[] = [];
  let current: { kind: 'heading' | 'paragraph' | 'quote' | 'item'; level: number; marker: string; depth: number } = { kind: 'paragraph', level: 0, marker: '', depth: 0 };
  let buffer = '';
  let pre = 0;
  let quote = 0;

  const flush = () => {
    const text = (pre > 0 ? buffer : buffer.replace(/[ \t\r\n\f]+/g, ' ')).replace(/ *[\n\u2028] */g, '\n').trim();
    buffer = '';
    if (text === '') return;
    if (current.kind === 'heading') blocks.push({ kind: 'heading', level: current.level, text });
    else if (current.kind === 'item') {
      blocks.push({ kind: 'item', marker: current.marker, depth: current.depth, text });
      // A list item's further paragraphs continue under the same item, without a marker.
      current = { ...current, marker: '' };
    } else blocks.push({ kind: current.kind, text });
  };
  const base = () => (lists.length > 0 ? { kind: 'item' as const, level: 0, marker: '', depth: lists.length - 1 } : { kind: quote > 0 ? ('quote' as const) : ('paragraph' as const), level: 0, marker: '', depth: 0 });

  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'br') {
          // A line break survives the whitespace collapse of the text around it.
          buffer += '\u2028';
          return;
        }
        if (!BLOCKS.has(name)) return;
        flush();
        if (name === 'hr') blocks.push({ kind: 'rule' });
        else if (name === 'ul' || name === 'ol') lists.push({ ordered: name === 'ol', next: 1 });
        else if (name === 'li') {
          const list = lists.at(-1);
          const marker = !list ? '•' : list.ordered ? `${list.next++}.` : '•';
          current = { kind: 'item', level: 0, marker, depth: Math.max(0, lists.length - 1) };
        } else if (HEADINGS[name]) current = { kind: 'heading', level: HEADINGS[name]!, marker: '', depth: 0 };
        else if (name === 'blockquote') {
          quote += 1;
          current = base();
        } else if (name === 'pre') {
          pre += 1;
          current = { kind: 'paragraph', level: 0, marker: '', depth: 0 };
        } else if (current.kind !== 'item') current = base();
      },
      ontext(text) {
        buffer += text;
      },
      onclosetag(name) {
        if (!BLOCKS.has(name) || name === 'hr') return;
        flush();
        if (name === 'ul' || name === 'ol') lists.pop();
        if (name === 'blockquote') quote = Math.max(0, quote - 1);
        if (name === 'pre') pre = Math.max(0, pre - 1);
        current = base();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return blocks;
}
