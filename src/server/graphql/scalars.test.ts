import { Kind, parseValue } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE } from '../../shared/isoDateTime.js';
import { DEPTH_MESSAGE, MAX_INPUT_DEPTH } from './inputLimits.js';
import { DateTimeScalar, JSONScalar } from './scalars.js';

describe('DateTime', () => {
  it('serialises dates as ISO strings and parses ISO input', () => {
    expect(DateTimeScalar.serialize(new Date('2026-03-05T14:00:00Z'))).toBe('2026-03-05T14:00:00.000Z');
    expect(DateTimeScalar.parseValue('2026-03-05T14:00:00Z')).toEqual(new Date('2026-03-05T14:00:00Z'));
  });
  it('refuses values that are not dates with a clear message', () => {
    expect(() => DateTimeScalar.parseValue('next tuesday')).toThrow('"next tuesday" is not a valid DateTime (ISO-8601, e.g. 2026-03-05T14:00:00Z).');
    // `new Date` takes these; they are not ISO-8601 or name no such day.
    for (const loose of ['March 5, 2026', '1', '2026-02-30', '2026-13-01T00:00:00Z', '2026-03-05T24:00:00Z', '2026-03-05T14Z']) {
      expect(() => DateTimeScalar.parseValue(loose), loose).toThrow(/is not a valid DateTime/);
    }
    expect(() => DateTimeScalar.parseValue(12)).toThrow(/must be an ISO-8601 string/);
    expect(() => DateTimeScalar.parseLiteral({ kind: Kind.INT, value: '1' })).toThrow('DateTime must be a string.');
  });
  it('accepts the years 0001–9999 only (PostgreSQL and clients cannot take what JavaScript can)', () => {
    for (const outside of ['+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z', '+010000-01-01T00:00:00Z', '10000-01-01', '0000-12-31T23:59:59Z', '9999-12-31T23:59:59-05:00']) {
      expect(() => DateTimeScalar.parseValue(outside), outside).toThrow(DATE_RANGE_MESSAGE);
    }
    expect(() => DateTimeScalar.parseLiteral({ kind: Kind.STRING, value: '+275760-09-13T00:00:00.000Z' })).toThrow(DATE_RANGE_MESSAGE);
    expect(DateTimeScalar.parseValue('0001-01-01T00:00:00Z')).toEqual(new Date('0001-01-01T00:00:00.000Z'));
    expect(DateTimeScalar.parseValue('9999-12-31T23:59:59.999Z')).toEqual(new Date('9999-12-31T23:59:59.999Z'));
    expect(DateTimeScalar.parseValue('2024-02-29')).toEqual(new Date('2024-02-29T00:00:00.000Z'));
    expect(DateTimeScalar.parseValue('2026-03-05T15:00:00+01:00')).toEqual(new Date('2026-03-05T14:00:00.000Z'));
  });
});

describe('JSON', () => {
  it('turns inline object literals into plain objects (Drizzle cannot store null-prototype ones)', () => {
    const value = JSONScalar.parseLiteral(parseValue('{ a: { b: [1, "x", true, null] } }'), {}) as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(value.a)).toBe(Object.prototype);
    expect(value).toEqual({ a: { b: [1, 'x', true, null] } });
  });
  it('copies variables into plain objects', () => {
    const input = Object.assign(Object.create(null) as object, { k: 1 });
    expect(Object.getPrototypeOf(JSONScalar.parseValue(input))).toBe(Object.prototype);
  });
  it(`stops at ${MAX_INPUT_DEPTH} levels instead of overflowing the stack`, () => {
    const nested = (levels: number) => {
      let value: unknown = 1;
      for (let i = 0; i < levels; i += 1) value = i % 2 ? { a: value } : [value];
      return value;
    };
    expect(() => JSONScalar.parseValue(nested(MAX_INPUT_DEPTH + 1))).not.toThrow();
    expect(() => JSONScalar.parseValue(nested(MAX_INPUT_DEPTH + 2))).toThrow(DEPTH_MESSAGE);
    expect(() => JSONScalar.parseValue(nested(20_000))).toThrow(DEPTH_MESSAGE);
    const literal = parseValue(`${'['.repeat(MAX_INPUT_DEPTH + 2)}1${']'.repeat(MAX_INPUT_DEPTH + 2)}`);
    expect(() => JSONScalar.parseLiteral(literal, {})).toThrow(DEPTH_MESSAGE);
  });
});
