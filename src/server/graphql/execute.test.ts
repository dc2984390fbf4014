import { buildSchema as buildSdl, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { GraphQLContext } from './context.js';
import { createCompiler, recursiveInputTypes } from './execute.js';
import { buildSchema } from './schema.js';

const sdl = buildSdl(`
  input Item { label: String!, children: [Item!] }
  input Outer { inner: Inner }
  input Inner { outer: Outer, at: Int }
  input Flat { label: String }
  type Query { count(items: [Item!]!): Int!, flat(input: Flat): String, twice(n: Int!): Int! }
`);
const resolvers: Record<string, (args: Record<string, unknown>) => unknown> = {
  count: ({ items }) => {
    const size = (list: { children?: unknown[] }[]): number => list.reduce((sum, item) => sum + 1 + size((item.children ?? []) as { children?: unknown[] }[]), 0);
    return size(items as { children?: unknown[] }[]);
  },
  flat: ({ input }) => (input as { label?: string } | null)?.label ?? null,
  twice: ({ n }) => (n as number) * 2,
};
for (const [name, resolve] of Object.entries(resolvers)) sdl.getQueryType()!.getFields()[name]!.resolve = (_root, args) => resolve(args);
const context = {} as GraphQLContext;

describe('createCompiler', () => {
  it('finds the input types that hold themselves, directly or through another', () => {
    expect([...recursiveInputTypes(sdl)].sort()).toEqual(['Inner', 'Item', 'Outer']);
    // The application's own schema: menu items hold menu items.
    expect(recursiveInputTypes(buildSchema()).has('MenuItemInput')).toBe(true);
  });

  it('runs documents with and without recursive inputs alike', async () => {
    const compile = createCompiler(sdl);
    const nested = compile(parse('query ($items: [Item!]!) { count(items: $items) }'));
    expect(await nested({ items: [{ label: 'a', children: [{ label: 'b', children: [{ label: 'c' }] }] }] }, context)).toEqual({ data: { count: 3 } });
    const flat = compile(parse('query ($input: Flat) { flat(input: $input) }'));
    expect(await flat({ input: { label: 'x' } }, context)).toEqual({ data: { flat: 'x' } });
  });

  it("answers refused variables in graphql-js's words", async () => {
    const run = createCompiler(sdl)(parse('query ($n: Int!) { twice(n: $n) }'));
    expect(await run({ n: 4 }, context)).toEqual({ data: { twice: 8 } });
    const refused = await run({ n: 'four' }, context);
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0]?.message).toBe('Variable "$n" got invalid value "four"; Int cannot represent non-integer value: "four"');
  });

  it('compiles a document once', () => {
    const compile = createCompiler(sdl);
    const document = parse('query { twice(n: 1) }');
    expect(compile(document)).toBe(compile(document));
  });
});

describe('createCompiler: variables are checked by graphql-js', () => {
  it('refuses fields an input type does not define (graphql-jit alone would pass them on)', async () => {
    const run = createCompiler(sdl)(parse('query ($input: Flat) { flat(input: $input) }'));
    const refused = await run({ input: { label: 'x', username: 'mallory' } }, context);
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0]?.message).toContain('Field "username" is not defined by type "Flat"');
    expect(refused.errors?.[0]?.extensions.http).toEqual({ status: 400 });
  });
});
