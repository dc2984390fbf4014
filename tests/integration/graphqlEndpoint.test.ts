import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNTRUSTED_OPERATION_MESSAGE } from '../../src/server/graphql/plugins.js';
import { loadOperations } from '../../src/server/graphql/operations.js';
import { answerTypeFor } from '../../src/server/graphql/trustedQueries.js';
import { codeOf, post } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

const registry = loadOperations();
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

describe('POST /graphql: trusted queries take the short path (trustedQueries.ts)', () => {
  const raw = async (server: TestServer, name: string, variables: unknown, headers: Record<string, string> = {}) => {
    const op = registry.all.find((o) => o.name === name)!;
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-key': 'edr', ...headers },
      body: JSON.stringify({ query: op.text, variables }),
    });
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text(), headers: response.headers };
  };

  it('answers exactly what yoga answers, for each media type a client asks for', async () => {
    const stream = await raw(production, 'getContentStream', { type: 'Article', limit: 3 });
    expect(stream.status).toBe(200);
    // Weights in Accept are negotiated by yoga: the same query through the full pipeline.
    const throughYoga = await raw(production, 'getContentStream', { type: 'Article', limit: 3 }, { accept: 'application/json;q=0.9' });
    expect(throughYoga.status).toBe(200);
    expect(stream.text).toBe(throughYoga.text);
    expect(stream.type).toBe(throughYoga.type);
    const graphqlResponse = await raw(production, 'getContentStream', { type: 'Article', limit: 3 }, { accept: 'application/graphql-response+json, application/json' });
    expect(graphqlResponse.type).toBe('application/graphql-response+json; charset=utf-8');
    expect(graphqlResponse.text).toBe(stream.text);
  });

  it('leaves errors to yoga: the same codes, statuses and masking as every other request', async () => {
    const missing = await raw(production, 'getContent', { id: 99999999 });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.text).errors[0].extensions.code).toBe('NOT_FOUND');
    const badVariable = await raw(production, 'getContent', { id: 'ten' });
    expect(badVariable.status).toBe(400);
    expect(JSON.parse(badVariable.text).errors[0].message).toContain('Variable "$id" got invalid value "ten"');
    const nul = await raw(production, 'searchContent', { text: 'a\u0000b' });
    expect(nul.status).toBe(400);
    const unknownSite = await raw(production, 'getContentStream', { limit: 1 }, { 'x-tenant-key': 'no-such-site' });
    expect(unknownSite.status).toBeGreaterThanOrEqual(400);
    expect(unknownSite.status).toBeLessThan(500);
  });

  it('sends no CORS headers: other sites’ pages cannot read the answers', async () => {
    const foreign: Record<string, string>[] = [{ origin: 'https://elsewhere.example' }, { origin: 'https://elsewhere.example', accept: 'application/json;q=0.9' }];
    for (const headers of foreign) {
      const answer = await raw(production, 'getTenantInfo', {}, headers);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });
  it('answers the origins CORS_ORIGINS names, and only them, with credentials and a preflight', async () => {
    const server = await startTestServer({ isProduction: true, env: 'production', allowUntrustedOperations: false, corsOrigins: ['https://app.example.com'] });
    try {
      // Through the trusted-document path and through yoga: the same headers.
      for (const accept of [{}, { accept: 'application/json;q=0.9' }] as Record<string, string>[]) {
        const allowed = await raw(server, 'getTenantInfo', {}, { origin: 'https://app.example.com', ...accept });
        expect(allowed.status).toBe(200);
        expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
        expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
        expect(allowed.headers.get('vary')).toMatch(/origin/i);
        const other = await raw(server, 'getTenantInfo', {}, { origin: 'https://elsewhere.example', ...accept });
        expect(other.headers.get('access-control-allow-origin')).toBeNull();
        expect(other.headers.get('access-control-allow-credentials')).toBeNull();
      }
      const preflight = await fetch(`${server.url}/graphql`, {
        method: 'OPTIONS',
        headers: { origin: 'https://app.example.com', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
      expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
      const document = await fetch(`${server.url}/graphql/query/getTenantInfo.gql`, { headers: { origin: 'https://app.example.com' } });
      expect(document.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
      const refused = await fetch(`${server.url}/graphql`, { method: 'OPTIONS', headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' } });
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await server.close();
    }
  });
});

describe('answerTypeFor', () => {
  it('picks the media type yoga would, and leaves the rest to yoga', () => {
    expect(answerTypeFor(undefined)).toBe('application/json');
    expect(answerTypeFor('*/*')).toBe('application/json');
    expect(answerTypeFor('application/json')).toBe('application/json');
    expect(answerTypeFor('application/graphql-response+json, application/json')).toBe('application/graphql-response+json');
    expect(answerTypeFor('application/json, application/graphql-response+json')).toBe('application/json');
    expect(answerTypeFor('application/json;q=0.9')).toBeNull();
    expect(answerTypeFor('text/event-stream')).toBeNull();
    expect(answerTypeFor('multipart/mixed')).toBeNull();
  });
});
