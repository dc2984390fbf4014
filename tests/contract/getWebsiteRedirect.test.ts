import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetWebsiteRedirectDocument, SaveWebsiteRedirectDocument } from '../../src/gql/graphql.js';
import { adminToken } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { execute, post } from '../helpers/execute.js';
import { onSite } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const admin = await adminToken(server);
  for (const input of [
    { from: '/old-news', to: '/news/latest' },
    { from: '/with-query', to: '/target?ref=redirect' },
  ]) {
    await execute(server, SaveWebsiteRedirectDocument, { input }, { cmsToken: admin });
  }
  await execute(server, SaveWebsiteRedirectDocument, { input: { from: '/fot-only', to: '/fot' } }, { cmsToken: admin, tenantKey: 'fot' });
});
afterAll(() => server.close());

const lookup = async (from: string, preserveQueryString?: boolean, tenantKey?: string) =>
  (await execute(server, GetWebsiteRedirectDocument, { from, ...(preserveQueryString === undefined ? {} : { preserveQueryString }) }, tenantKey ? { tenantKey } : {})).getWebsiteRedirect;

describe('getWebsiteRedirect', () => {
  it('is served as text', () => expectDocumentServed(server, 'getWebsiteRedirect'));

  it('answers anyone with the target of a path', async () => {
    expect(await lookup('/old-news')).toEqual({ __typename: 'WebsiteRedirectTarget', from: '/old-news', to: '/news/latest' });
  });

  it('normalises a full URL, the query string and a trailing slash', async () => {
    expect((await lookup('https://www.example.com/old-news/?page=2'))?.to).toBe('/news/latest');
    expect((await lookup('/old-news/'))?.to).toBe('/news/latest');
  });

  it('appends the query string only with preserveQueryString, merged with the target’s own', async () => {
    expect((await lookup('/old-news?page=2&q=x', true))?.to).toBe('/news/latest?page=2&q=x');
    expect((await lookup('/with-query?ref=mine&a=1', true))?.to).toBe('/target?ref=redirect&a=1');
    expect((await lookup('/old-news?page=2', false))?.to).toBe('/news/latest');
  });

  it('answers null without an error when there is no redirect (or no path at all)', async () => {
    for (const from of ['/nothing-here', 'not a path', '']) {
      const response = await post(server, 'getWebsiteRedirect', { from });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: { getWebsiteRedirect: null } });
    }
  });

  it("never answers with another site's redirect", async () => {
    expect(await lookup('/fot-only')).toBeNull();
    expect((await lookup('/fot-only', false, 'fot'))?.to).toBe('/fot');
    const onFot = await post(server, 'getWebsiteRedirect', { from: '/old-news' }, onSite('fot'));
    expect(onFot.body).toEqual({ data: { getWebsiteRedirect: null } });
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getWebsiteRedirect', { from: '/x' }));
});
