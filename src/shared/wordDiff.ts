/**
 * A word-level diff for long text fields (body, teaser) in the history screen: which words were
 * removed and which were added between two revisions. Myers' O(ND) algorithm over words, after
 * trimming the common start and end (edits are usually local, so the middle is small). When the
 * two texts differ in more than `maxEdits` words the middle is shown as one removal and one
 * addition instead of spending seconds in the browser.
 */

export type DiffKind = 'same' | 'added' | 'removed';

export interface DiffSegment {
  kind: DiffKind;
  text: string;
}

/** A word with the whitespace after it; words are compared without that whitespace. */
interface Token {
  word: string;
  text: string;
}

/** Words and runs of punctuation are separate tokens, so 'fall.' → 'fall sharply.' marks only 'sharply'. */
function tokenize(text: string): Token[] {
  return (text.trimStart().match(/(?:[\p{L}\p{N}_'’]+|[^\p{L}\p{N}_'’\s]+)\s*/gu) ?? []).map((t) => ({ word: t.trimEnd(), text: t }));
}

type Op = { kind: DiffKind; token: Token };

/** Myers' shortest edit script between a and b, or null when it needs more than maxD edits. */
function myers(a: Token[], b: Token[], maxD: number): Op[] | null {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  // trace[d] holds v[k] for k in -d..d after step d (index k + d).
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= Math.min(max, maxD) && found < 0; d += 1) {
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && (v[offset + k - 1] ?? 0) < (v[offset + k + 1] ?? 0));
      let x = down ? (v[offset + k + 1] ?? 0) : (v[offset + k - 1] ?? 0) + 1;
      let y = x - k;
      while (x < n && y < m && a[x]?.word === b[y]?.word) {
        x += 1;
        y += 1;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) found = d;
    }
    trace.push(v.slice(offset - d, offset + d + 1));
  }
  if (found < 0) return null;

  const ops: Op[] = [];
  let x = n;
  let y = m;
  for (let d = found; d > 0; d -= 1) {
    const prev = trace[d - 1] as Int32Array;
    const at = (k: number) => prev[k + d - 1] ?? 0;
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const prevK = down ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    const midX = down ? prevX : prevX + 1;
    const midY = down ? prevY + 1 : prevY;
    while (x > midX && y > midY) {
      ops.push({ kind: 'same', token: b[y - 1] as Token });
      x -= 1;
      y -= 1;
    }
    if (down) ops.push({ kind: 'added', token: b[prevY] as Token });
    else ops.push({ kind: 'removed', token: a[prevX] as Token });
    x = prevX;
    y = prevY;
  }
  while (x > 0 && y > 0) {
    ops.push({ kind: 'same', token: b[y - 1] as Token });
    x -= 1;
    y -= 1;
  }
  return ops.reverse();
}

function merge(ops: Op[]): DiffSegment[] {
  const segments: DiffSegment[] = [];
  for (const { kind, token } of ops) {
    const last = segments[segments.length - 1];
    if (last && last.kind === kind) last.text += token.text;
    else segments.push({ kind, text: token.text });
  }
  return segments;
}

/** The words of `before` and `after` as same / removed / added runs, in reading order. */
export function diffWords(before: string, after: string, { maxEdits = 2000 }: { maxEdits?: number } = {}): DiffSegment[] {
  const a = tokenize(before);
  const b = tokenize(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start]?.word === b[start]?.word) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1]?.word === b[endB - 1]?.word) {
    endA -= 1;
    endB -= 1;
  }
  const middleA = a.slice(start, endA);
  const middleB = b.slice(start, endB);
  const middle = myers(middleA, middleB, maxEdits) ?? [
    ...middleA.map((token): Op => ({ kind: 'removed', token })),
    ...middleB.map((token): Op => ({ kind: 'added', token })),
  ];
  return merge([
    ...b.slice(0, start).map((token): Op => ({ kind: 'same', token })),
    ...middle,
    ...b.slice(endB).map((token): Op => ({ kind: 'same', token })),
  ]);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Readable text of an HTML fragment for diffing: block ends and <br> become line breaks, tags
 * are dropped and the common entities decoded. Not a sanitiser — the result is shown as text.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|blockquote|pre|tr|ul|ol|figure|figcaption)\s*>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
