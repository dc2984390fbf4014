import { Kind, parseValue } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DateTimeScalar, JSONScalar } from './scalars.js';

describe('DateTime', () => {
  it('serialises dates as ISO strings and parses ISO input', () => {
    expect(DateTimeScalar.serialize(new Date('2026-03-05T14:00:00Z'))).toBe('2026-03-05T14:00:00.000Z');
    expect(DateTimeScalar.parseValue('2026-03-05T14:00:00Z')).toEqual(new Date('2026-03-05T14:00:00Z'));
  });
  it('refuses values that are not dates with a clear message', () => {
    expect(() => DateTimeScalar.parseValue('next tuesday')).toThrow('"next tuesday" is not a valid DateTime.');
    expect(() => DateTimeScalar.parseValue(12)).toThrow(/must be an ISO-8601 string/);
    expect(() => DateTimeScalar.parseLiteral({ kind: Kind.INT, value: '1' })).toThrow('DateTime must be a string.');
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
});
