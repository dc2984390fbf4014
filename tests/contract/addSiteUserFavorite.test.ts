import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddSiteUserFavoriteDocument } from '../../src/gql/graphql.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { registerSiteUser } from '../helpers/siteUsers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Seeded content ids: 10000007 belongs to edr (the default site); fot's items come after edr's. */
const ARTICLE = 10000007;

describe('addSiteUserFavorite', () => {
  it('is served as text', () => expectDocumentServed(server, 'addSiteUserFavorite'));

  it('adds a favourite once, newest first', async () => {
    const { token } = await registerSiteUser(server);
    const add = (contentId: number) => execute(server, AddSiteUserFavoriteDocument, { contentId }, { siteUserToken: token }).then((d) => d.addSiteUserFavorite.favoriteContent);
    await add(ARTICLE);
    const twice = await add(ARTICLE + 1);
    expect(twice.map((f) => f.id)).toEqual([ARTICLE + 1, ARTICLE]);
    expect((await add(ARTICLE)).map((f) => f.id)).toEqual([ARTICLE + 1, ARTICLE]);
  });

  it('refuses content of another site or none, without a logged-in user, and for another site’s user', async () => {
    const { token } = await registerSiteUser(server);
    const missing = await post(server, 'addSiteUserFavorite', { contentId: 99999999 }, { headers: { 'x-site-user': `Bearer ${token}` } });
    expect(codeOf(missing)).toBe('NOT_FOUND');
    expect(missing.body.errors?.[0]?.message).toBe('This content item does not exist on this site.');
    expect(codeOf(await post(server, 'addSiteUserFavorite', { contentId: ARTICLE }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await post(server, 'addSiteUserFavorite', { contentId: ARTICLE }, { headers: { 'x-site-user': `Bearer ${token}`, 'x-tenant-key': 'fot' } }))).toBe('UNAUTHENTICATED');
  });

  it('refuses missing variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'addSiteUserFavorite', {}, /contentId.*required|was not provided/);
    await expectUnknownTenantRefused(server, 'addSiteUserFavorite', { contentId: ARTICLE });
  });
});
