import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddSiteUserFavoriteDocument, RemoveSiteUserFavoriteDocument } from '../../src/gql/graphql.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { registerSiteUser } from '../helpers/siteUsers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A seeded item of edr (the default site). */
const ARTICLE = 10000007;

describe('removeSiteUserFavorite', () => {
  it('is served as text', () => expectDocumentServed(server, 'removeSiteUserFavorite'));

  it('removes a favourite; removing one that is not there changes nothing (idempotent)', async () => {
    const { token } = await registerSiteUser(server);
    await execute(server, AddSiteUserFavoriteDocument, { contentId: ARTICLE }, { siteUserToken: token });
    const remove = () => execute(server, RemoveSiteUserFavoriteDocument, { contentId: ARTICLE }, { siteUserToken: token }).then((d) => d.removeSiteUserFavorite.favoriteContent);
    expect(await remove()).toEqual([]);
    expect(await remove()).toEqual([]);
  });

  it('does not touch another reader’s favourites, and needs a logged-in reader of this site', async () => {
    const first = await registerSiteUser(server);
    const second = await registerSiteUser(server);
    await execute(server, AddSiteUserFavoriteDocument, { contentId: ARTICLE }, { siteUserToken: first.token });
    await execute(server, RemoveSiteUserFavoriteDocument, { contentId: ARTICLE }, { siteUserToken: second.token });
    const kept = await execute(server, AddSiteUserFavoriteDocument, { contentId: ARTICLE + 1 }, { siteUserToken: first.token });
    expect(kept.addSiteUserFavorite.favoriteContent.map((f) => f.id)).toContain(ARTICLE);
    expect(codeOf(await post(server, 'removeSiteUserFavorite', { contentId: ARTICLE }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await post(server, 'removeSiteUserFavorite', { contentId: ARTICLE }, { headers: { 'x-site-user': `Bearer ${first.token}`, 'x-tenant-key': 'fot' } }))).toBe('UNAUTHENTICATED');
  });

  it('refuses missing variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'removeSiteUserFavorite', {}, /contentId.*required|was not provided/);
    await expectUnknownTenantRefused(server, 'removeSiteUserFavorite', { contentId: ARTICLE });
  });
});
