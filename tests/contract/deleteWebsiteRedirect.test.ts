import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteWebsiteRedirectDocument, SaveWebsiteRedirectDocument } from '../../src/gql/graphql.js';
import { history, redirects } from '../../src/server/db/schema/index.js';
import { expectForbidden, expectUnauthenticated, siteManagerTokens } from '../helpers/auth.js';
import { expectDocumentServed } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let editor: string;
let fotManager: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ manager, editor, fotManager } = await siteManagerTokens(server));
});
afterAll(() => server.close());

const create = async (from: string) => (await execute(server, SaveWebsiteRedirectDocument, { input: { from, to: '/somewhere' } }, { cmsToken: manager })).saveWebsiteRedirect;

describe('deleteWebsiteRedirect', () => {
  it('is served as text', () => expectDocumentServed(server, 'deleteWebsiteRedirect'));

  it('needs a login and manage_redirects', async () => {
    const redirect = await create('/guarded');
    await expectUnauthenticated(server, 'deleteWebsiteRedirect', { id: redirect.id });
    await expectForbidden(server, 'deleteWebsiteRedirect', { id: redirect.id }, editor);
  });

  it('deletes a redirect, records history, and answers NOT_FOUND the second time', async () => {
    const redirect = await create('/going');
    expect((await execute(server, DeleteWebsiteRedirectDocument, { id: redirect.id }, { cmsToken: manager })).deleteWebsiteRedirect).toBe(true);
    expect(await server.database.db.select().from(redirects).where(eq(redirects.id, redirect.id))).toEqual([]);
    const rows = await server.database.db.select().from(history).where(and(eq(history.entityType, 'Redirect'), eq(history.entityId, String(redirect.id))));
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'delete']);
    const again = await post(server, 'deleteWebsiteRedirect', { id: redirect.id }, bearer(manager));
    expect(codeOf(again)).toBe('NOT_FOUND');
    expect(again.body.errors?.[0]?.message).toBe(`No redirect with id ${redirect.id} was found on this site.`);
  });

  it("cannot delete another site's redirect", async () => {
    const redirect = await create('/edr-only');
    expect(codeOf(await post(server, 'deleteWebsiteRedirect', { id: redirect.id }, bearer(fotManager, 'fot')))).toBe('NOT_FOUND');
    expect(await server.database.db.select().from(redirects).where(eq(redirects.id, redirect.id))).toHaveLength(1);
  });
});
