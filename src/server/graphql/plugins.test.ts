import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { depthLimitRule } from './plugins.js';

const schema = buildSchema(`
  type Node { id: Int, child: Node }
  type Query { node: Node }
`);

const errorsFor = (query: string, max: number) => validate(schema, parse(query), [depthLimitRule(max)]).map((e) => e.message);

describe('depthLimitRule', () => {
  it('accepts queries within the limit', () => {
    expect(errorsFor('{ node { child { id } } }', 3)).toEqual([]);
  });
  it('refuses deeper queries, counting through fragments', () => {
    expect(errorsFor('{ node { child { child { id } } } }', 3)).toEqual(['The query is nested 4 levels deep; the limit is 3.']);
    expect(errorsFor('query { node { ...F } } fragment F on Node { child { child { id } } }', 3)).toEqual([
      'The query is nested 4 levels deep; the limit is 3.',
    ]);
  });
  it('does not loop on cyclic fragments', () => {
    expect(errorsFor('query { node { ...A } } fragment A on Node { child { ...A } }', 5)).toEqual([]);
  });
});
