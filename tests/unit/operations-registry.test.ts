import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOperations } from '../../src/server/graphql/operations.js';

const dir = mkdtempSync(path.join(tmpdir(), 'ops-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(rel: string, text: string) {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  writeFileSync(path.join(dir, rel), text);
}

describe('loadOperations', () => {
  it('indexes nested operation names by their path and trusts exactly their texts', () => {
    write('query/aspireNews/getAspireNewsStream.gql', 'query getAspireNewsStream { ping }\n');
    write('mutation/noopIt.gql', 'mutation noopIt { noop }');
    const registry = loadOperations(dir);
    const nested = registry.byPath('query', 'aspireNews/getAspireNewsStream');
    expect(nested).toMatchObject({ kind: 'query', name: 'getAspireNewsStream', path: 'aspireNews/getAspireNewsStream' });
    expect(registry.byPath('query', 'getAspireNewsStream')).toBeUndefined();
    expect(registry.byPath('query', 'noopIt')).toBeUndefined();
    expect(registry.isTrusted('query getAspireNewsStream { ping }')).toBe(true);
    expect(registry.isTrusted('query getAspireNewsStream { ping }\r\n')).toBe(true);
    expect(registry.isTrusted('query getAspireNewsStream { ping ping }')).toBe(false);
  });

  it('refuses a file whose operation name differs from its file name', () => {
    write('query/wrongName.gql', 'query somethingElse { ping }');
    expect(() => loadOperations(dir)).toThrow('operations/query/wrongName.gql must hold exactly one query named wrongName');
    rmSync(path.join(dir, 'query/wrongName.gql'));
  });
});
