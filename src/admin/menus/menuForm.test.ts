import { describe, expect, it } from 'vitest';
import { emptyLink, errorKey, moveLink, sameLinks, toEditable, toMenuInput, updateAt } from './menuForm';

const stored = [
  { label: 'Topics', url: '', newWindow: false, children: [{ label: 'Power', url: '/power', newWindow: false }] },
  { label: 'Partner', url: 'https://p.example.com', newWindow: true, children: [] },
];

describe('menu form', () => {
  it('round-trips stored links and compares without keys', () => {
    const editable = toEditable(stored);
    expect(editable[0]?.key).not.toBe(editable[1]?.key);
    expect(toMenuInput(editable)).toEqual([
      { label: 'Topics', url: '', newWindow: false, children: [{ label: 'Power', url: '/power', newWindow: false, children: [] }] },
      { label: 'Partner', url: 'https://p.example.com', newWindow: true, children: [] },
    ]);
    expect(sameLinks(editable, toEditable(stored))).toBe(true);
    expect(sameLinks(editable, [...editable, emptyLink()])).toBe(false);
  });

  it('moves links up and down, not past the ends', () => {
    expect(moveLink(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveLink(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveLink(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveLink(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('updates a top link or a child and names error keys like the server', () => {
    const editable = toEditable(stored);
    const renamed = updateAt(editable, [0, 0], (l) => ({ ...l, label: 'Energy' }));
    expect(renamed[0]?.children[0]?.label).toBe('Energy');
    expect(updateAt(editable, [1], (l) => ({ ...l, newWindow: false }))[1]?.newWindow).toBe(false);
    expect(errorKey([2], 'label')).toBe('items.2.label');
    expect(errorKey([0, 1], 'url')).toBe('items.0.children.1.url');
  });
});
