import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildASTSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadOperations } from '../../src/server/graphql/operations.js';
import { readTypeDefs } from '../../src/server/graphql/schema.js';
import { rootPath } from '../../src/server/paths.js';

// The house rule "the operation is the unit", enforced: one file per operation, named after it,
// valid against the schema, each with its contract test and no contract test without one.
const operations = loadOperations();
const schema = buildASTSchema(parse(readTypeDefs().join('\n')));
const contractDir = rootPath('tests/contract');

describe('operations/', () => {
  it('holds operations', () => {
    expect(operations.all.length).toBeGreaterThan(0);
  });

  it.each(operations.all.map((op) => [`${op.kind}/${op.path}`, op] as const))('%s validates against the schema', (_label, op) => {
    expect(validate(schema, op.document).map((e) => e.message)).toEqual([]);
  });

  it.each(operations.all.map((op) => [op.name] as const))('%s has a contract test', (name) => {
    expect(existsSync(path.join(contractDir, `${name}.test.ts`)), `tests/contract/${name}.test.ts is missing`).toBe(true);
  });

  it('has no two operations with the same name', () => {
    const names = operations.all.map((op) => op.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('has no contract test that names no operation', () => {
    const names = new Set(operations.all.map((op) => op.name));
    const orphans = readdirSync(contractDir)
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => f.replace(/\.test\.ts$/, ''))
      .filter((n) => !names.has(n));
    expect(orphans).toEqual([]);
  });
});
