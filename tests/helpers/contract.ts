import { expect } from 'vitest';
import { codeOf, post } from './execute.js';
import type { TestServer } from './testServer.js';
import { loadOperations } from '../../src/server/graphql/operations.js';

const registry = loadOperations();

/** GET /graphql/{kind}/{path}.gql answers the file's text, as the client downloads it. */
export async function expectDocumentServed(server: TestServer, name: string): Promise<void> {
  const op = registry.all.find((o) => o.name === name);
  if (!op) throw new Error(`Unknown operation ${name}`);
  const response = await fetch(`${server.url}/graphql/${op.kind}/${op.path}.gql?v=test`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  expect(response.headers.get('cache-control')).toContain('immutable');
  const text = await response.text();
  expect(text).toBe(op.text);
  expect(text.trimStart().startsWith(op.kind)).toBe(true);
}

/** An unknown site is refused with TENANT_NOT_FOUND and a 4xx, by key and by domain. */
export async function expectUnknownTenantRefused(server: TestServer, name: string, variables: unknown): Promise<void> {
  const byKey = await post(server, name, variables, { headers: { 'x-tenant-key': 'no-such-site' } });
  expect(byKey.status).toBe(400);
  expect(codeOf(byKey)).toBe('TENANT_NOT_FOUND');
  expect(byKey.body.errors?.[0]?.message).toBe('Unknown site: no site has the tenant key "no-such-site".');
  const byDomain = await post(server, name, variables, { headers: { 'x-domain': 'unknown.example.com' } });
  expect(byDomain.status).toBe(400);
  expect(byDomain.body.errors?.[0]?.message).toBe('Unknown site: no site is configured for the domain "unknown.example.com".');
}

/** Ill-typed variables get a GraphQL error naming the problem, never an HTTP 500. */
export async function expectBadVariablesRefused(
  server: TestServer,
  name: string,
  variables: unknown,
  messagePattern: RegExp,
): Promise<void> {
  const response = await post(server, name, variables);
  expect(response.status).toBeGreaterThanOrEqual(200);
  expect(response.status).toBeLessThan(500);
  expect(response.body.errors?.length).toBeGreaterThan(0);
  expect(response.body.errors?.[0]?.message).toMatch(messagePattern);
}
