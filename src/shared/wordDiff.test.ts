import { describe, expect, it } from 'vitest';
import { diffWords, htmlToText, type DiffSegment } from './wordDiff.js';

/** Rebuilds one side of a diff from its segments. */
const side = (segments: DiffSegment[], which: 'before' | 'after') =>
  segments
    .filter((s) => s.kind === 'same' || s.kind === (which === 'before' ? 'removed' : 'added'))
    .map((s) => s.text.trim())
    .filter(Boolean)
    .join(' ')
    .split(/\s+/)
    .filter(Boolean);

const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('diffWords', () => {
  it('marks one replaced word as removed and added between unchanged runs', () => {
    expect(diffWords('The quick brown fox', 'The quick red fox')).toEqual([
      { kind: 'same', text: 'The quick ' },
      { kind: 'removed', text: 'brown ' },
      { kind: 'added', text: 'red ' },
      { kind: 'same', text: 'fox' },
    ]);
  });

  it('finds insertions and deletions in the middle, ignoring changes of spacing', () => {
    expect(diffWords('a b c d', 'a  x b d')).toEqual([
      { kind: 'same', text: 'a  ' },
      { kind: 'added', text: 'x ' },
      { kind: 'same', text: 'b ' },
      { kind: 'removed', text: 'c ' },
      { kind: 'same', text: 'd' },
    ]);
  });

  it('treats punctuation apart from the words it touches', () => {
    expect(diffWords('Prices will fall.', 'Prices will fall sharply.')).toEqual([
      { kind: 'same', text: 'Prices will fall ' },
      { kind: 'added', text: 'sharply' },
      { kind: 'same', text: '.' },
    ]);
  });

  it('handles empty sides and identical texts', () => {
    expect(diffWords('', '')).toEqual([]);
    expect(diffWords('', 'new text')).toEqual([{ kind: 'added', text: 'new text' }]);
    expect(diffWords('old text', '')).toEqual([{ kind: 'removed', text: 'old text' }]);
    expect(diffWords('same words', 'same words')).toEqual([{ kind: 'same', text: 'same words' }]);
  });

  it('always reproduces both texts and keeps the edit minimal', () => {
    const cases: [string, string][] = [
      ['one two three four five six', 'two three five six seven'],
      ['a b a b a b', 'b a b a'],
      ['x y z', 'z y x'],
      ['alpha beta gamma delta', 'alpha gamma beta delta epsilon'],
    ];
    for (const [before, after] of cases) {
      const segments = diffWords(before, after);
      expect(side(segments, 'before')).toEqual(words(before));
      expect(side(segments, 'after')).toEqual(words(after));
    }
    // 'x y z' → 'z y x': keeping 'y' costs 4 edits, the minimum.
    const edits = diffWords('x y z', 'z y x').filter((s) => s.kind !== 'same').flatMap((s) => words(s.text));
    expect(edits).toHaveLength(4);
  });

  it('falls back to replacing the middle when the texts differ too much', () => {
    const before = Array.from({ length: 50 }, (_, i) => `old${i}`).join(' ');
    const after = Array.from({ length: 50 }, (_, i) => `new${i}`).join(' ');
    const segments = diffWords(`start ${before} end`, `start ${after} end`, { maxEdits: 10 });
    expect(segments.map((s) => s.kind)).toEqual(['same', 'removed', 'added', 'same']);
    expect(side(segments, 'after')).toEqual(words(`start ${after} end`));
  });
});

describe('htmlToText', () => {
  it('turns blocks into lines, drops tags and decodes entities', () => {
    expect(htmlToText('<p>Fish &amp; <strong>chips</strong></p><p>Second&nbsp;line<br>third</p>')).toBe('Fish & chips\nSecond line\nthird');
    expect(htmlToText('<ul><li>One</li><li>Two &#8211; &#x41;</li></ul>')).toBe('• One\n• Two – A');
    expect(htmlToText('<script>alert(1)</script>Text')).toBe('Text');
    expect(htmlToText('&unknown; &#0;')).toBe('&unknown; &#0;');
  });
});
