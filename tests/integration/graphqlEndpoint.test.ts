import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNTRUSTED_OPERATION_MESSAGE } from '../../src/server/graphql/plugins.js';
import { codeOf, post } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let production: TestServer;
let development: TestServer;
beforeAll(async () => {
  [production, development] = await Promise.all([
    startTestServer({ isProduction: true, env: 'production', allowUntrustedOperations: false }),
    startTestServer({ isProduction: false, env: 'development', allowUntrustedOperations: true, graphqlMaxDepth: 4 }),
  ]);
});
afterAll(() => Promise.all([production.close(), development.close()]));

describe('POST /graphql', () => {
  it('refuses, in production, a text that is not in operations/ with a 4xx and a clear error', async () => {
    const response = await post(production, 'getTenantInfo', {}, { text: '{ getTenantInfo { current { name } } }' });
    expect(response.status).toBe(400);
    expect(codeOf(response)).toBe('UNTRUSTED_OPERATION');
    expect(response.body.errors?.[0]?.message).toBe(UNTRUSTED_OPERATION_MESSAGE);
  });

  it('executes, in production, the exact texts of operations/ (surrounding white space aside)', async () => {
    const response = await post(production, 'getTenantInfo', {});
    expect(response.status).toBe(200);
    expect(response.body.data).toBeTruthy();
  });

  it('allows other texts outside production', async () => {
    const response = await post(development, 'getTenantInfo', {}, { text: '{ getTenantInfo { current { name } } }' });
    expect(response.status).toBe(200);
  });

  it('refuses introspection in production and allows it in development', async () => {
    const prod = await post(production, 'x', {}, { text: '{ __schema { queryType { name } } }' });
    expect(prod.status).toBeGreaterThanOrEqual(400);
    const dev = await post(development, 'x', {}, { text: '{ __schema { queryType { name } } }' });
    expect(dev.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('refuses queries nested deeper than the limit', async () => {
    const deep = '{ getContentStream { edges { node { primarySection { parent { parent { name } } } } } } }';
    const response = await post(development, 'x', {}, { text: deep });
    // A validation error: 200 for application/json clients (GraphQL over HTTP), with no data.
    expect(response.status).toBeLessThan(500);
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors?.[0]?.message).toBe('The query is nested 7 levels deep; the limit is 4.');
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
  });

  it('offers GraphiQL only outside production', async () => {
    const dev = await fetch(`${development.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(dev.status).toBe(200);
    expect(await dev.text()).toContain('GraphiQL');
    const prod = await fetch(`${production.url}/graphql`, { headers: { accept: 'text/html' } });
    expect((await prod.text()).includes('GraphiQL')).toBe(false);
  });

  it('answers malformed and hostile requests with 4xx, never 500', async () => {
    const url = `${production.url}/graphql`;
    const badJson = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
    expect(badJson.status).toBe(400);
    const notString = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": 42}' });
    expect(notString.status).toBeGreaterThanOrEqual(400);
    expect(notString.status).toBeLessThan(500);
    const huge = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    const variablesNotObject = await post(production, 'getContent', 'not-an-object');
    expect(variablesNotObject.status).toBeGreaterThanOrEqual(400);
    expect(variablesNotObject.status).toBeLessThan(500);
  });
});
