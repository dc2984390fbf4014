import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.js';

describe('isDatabaseUnavailable', () => {
  it('knows the network, server and driver signs of a database that cannot be reached', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('database "x" is not currently accepting connections'), { code: '55000' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Cannot use a pool after calling end on the pool'))).toBe(true);
  });

  it('looks through wrappers (GraphQL errors, causes)', () => {
    expect(isDatabaseUnavailable({ message: 'Unexpected error.', originalError: { cause: Object.assign(new Error('x'), { code: 'ECONNRESET' }) } })).toBe(true);
  });

  it('is not a bug or bad input', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
