import { describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from './errors.js';
import { DEPTH_MESSAGE, documentTooDeep, inputError, inputProblemOf, LIST_MESSAGE, MAX_DOCUMENT_DEPTH, MAX_INPUT_DEPTH, MAX_LIST_ITEMS, MAX_TOTAL_LIST_ITEMS, SURROGATE_MESSAGE, TOTAL_LIST_MESSAGE } from './inputLimits.js';

/** A value `levels` lists and objects deep, alternating, built without recursion. */
function nested(levels: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i += 1) value = i % 2 ? { a: value } : [value];
  return value;
}

describe('input limits of GraphQL variables', () => {
  it('passes ordinary variables', () => {
    expect(inputProblemOf(undefined)).toBeNull();
    expect(inputProblemOf({})).toBeNull();
    expect(inputProblemOf({ input: { ids: [1, 2, 3], name: 'Ünïcødé 😀 中文', details: { sidebars: [{ title: 'x', body: '<p>y</p>' }] } } })).toBeNull();
  });

  it('finds a NUL character in a value or a key, naming its path', () => {
    expect(inputProblemOf({ filters: { text: 'a\u0000' } })).toEqual({ message: NUL_MESSAGE, path: 'filters.text', field: 'Must not contain a NUL character' });
    expect(inputProblemOf({ ids: ['a', 'b', '\u0000'] })?.path).toBe('ids.2');
    expect(inputProblemOf({ payload: { 'k\u0000ey': 1 } })?.path).toBe('payload.key');
  });

  it('finds text that is not well-formed UTF-16 (a lone surrogate), in values and keys', () => {
    expect(inputProblemOf({ input: { details: { note: 'a\ud800b' } } })).toEqual({
      message: SURROGATE_MESSAGE,
      path: 'input.details.note',
      field: 'Contains an invalid character (a lone surrogate)',
    });
    expect(inputProblemOf({ text: '\udc00' })?.message).toBe(SURROGATE_MESSAGE);
    expect(inputProblemOf({ payload: { 'x\udbff': true } })).toMatchObject({ message: SURROGATE_MESSAGE, path: 'payload.x\ufffd' });
    // A pair is one character (an emoji): well formed.
    expect(inputProblemOf({ text: '\ud83d\ude00' })).toBeNull();
  });

  it(`refuses nesting deeper than ${MAX_INPUT_DEPTH} levels, naming the variable, without recursion`, () => {
    expect(inputProblemOf({ payload: nested(MAX_INPUT_DEPTH) })).toBeNull();
    expect(inputProblemOf({ payload: nested(MAX_INPUT_DEPTH + 1) })).toEqual({ message: DEPTH_MESSAGE, path: 'payload', field: `Nested more than ${MAX_INPUT_DEPTH} levels deep` });
    expect(inputProblemOf({ payload: nested(1_000_000) })?.message).toBe(DEPTH_MESSAGE);
  });

  it(`refuses a list of more than ${MAX_LIST_ITEMS} items, and more than ${MAX_TOTAL_LIST_ITEMS} in all`, () => {
    expect(inputProblemOf({ input: { ids: new Array(MAX_LIST_ITEMS).fill(1) } })).toBeNull();
    expect(inputProblemOf({ input: { statuses: new Array(70_000).fill(1) } })).toEqual({ message: LIST_MESSAGE, path: 'input.statuses', field: 'Holds 70,000 items; at most 10,000' });
    const lists = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`ids${i}`, new Array(MAX_LIST_ITEMS).fill(i)]));
    expect(inputProblemOf({ input: lists })).toMatchObject({ message: TOTAL_LIST_MESSAGE, path: 'input.ids5' });
  });

  it(`finds documents nested more than ${MAX_DOCUMENT_DEPTH} brackets deep (strings and comments do not count)`, () => {
    const deep = (n: number) => `query { a(x: ${'['.repeat(n)}1${']'.repeat(n)}) { b } }`;
    expect(documentTooDeep(deep(MAX_DOCUMENT_DEPTH - 2))).toBe(false);
    expect(documentTooDeep(deep(MAX_DOCUMENT_DEPTH - 1))).toBe(true);
    expect(documentTooDeep(deep(50_000))).toBe(true);
    const quoted = '['.repeat(MAX_DOCUMENT_DEPTH + 1);
    expect(documentTooDeep(`query { a(x: "${quoted} \\" ${quoted}") # ${quoted}\n b(y: """${quoted} \\""" ${quoted}""") }`)).toBe(false);
  });

  it('answers BAD_USER_INPUT with HTTP 400 and the field named', () => {
    const error = inputError({ message: LIST_MESSAGE, path: 'ids', field: 'too many' });
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', http: { status: 400 }, fieldErrors: { ids: 'too many' } });
  });
});
