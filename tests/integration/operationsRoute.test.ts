import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /graphql/{kind}/{name}.gql', () => {
  it('serves the document text with revalidation without v and an ETag', async () => {
    const response = await fetch(`${server.url}/graphql/query/getContent.gql`);
    expect(response.status).toBe(200);
    expect((await response.text()).startsWith('query getContent(')).toBe(true);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${server.url}/graphql/query/getContent.gql`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('caches for a year when a version is given', async () => {
    const response = await fetch(`${server.url}/graphql/query/getContent.gql?v=1.2.3`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    '/graphql/query/noSuchOperation.gql',
    '/graphql/mutation/getContent.gql',
    '/graphql/subscription/getContent.gql',
    '/graphql/query/getContent',
    '/graphql/query/getContent.graphql',
    '/graphql/query/..%2F..%2Fpackage.json.gql',
    '/graphql/query/%2e%2e/%2e%2e/schema/base.gql',
    '/graphql/query/../mutation/x.gql',
  ])('answers 404 for %s', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('"name"');
  });

  it('answers /healthz with the database state', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });
});
