import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginSiteUserDocument, RequestSiteUserChangeUsernameDocument, UpdateSiteUserUsernameDocument } from '../../src/gql/graphql.js';
import { mailOutbox } from '../../src/server/db/schema/index.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { registerSiteUser, SITE_USER_PASSWORD, uniqueEmail } from '../helpers/siteUsers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function changeLink(token: string, newEmail: string): Promise<string> {
  await execute(server, RequestSiteUserChangeUsernameDocument, { password: SITE_USER_PASSWORD, newUsername: newEmail }, { siteUserToken: token });
  const [mail] = await server.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, newEmail), eq(mailOutbox.category, 'site-user-change-email'))).orderBy(desc(mailOutbox.id)).limit(1);
  return decodeURIComponent(/[?&]id=([\w%-]+)/.exec(mail!.text)![1]!);
}

describe('updateSiteUserUsername', () => {
  it('is served as text', () => expectDocumentServed(server, 'updateSiteUserUsername'));

  it('makes the confirmed address the login, once', async () => {
    const { email, token } = await registerSiteUser(server);
    const newEmail = uniqueEmail('confirmed');
    const id = await changeLink(token, newEmail);
    const { updateSiteUserUsername } = await execute(server, UpdateSiteUserUsernameDocument, { id });
    expect(updateSiteUserUsername).toMatchObject({ username: newEmail, emails: [newEmail, email] });
    expect((await execute(server, LoginSiteUserDocument, { username: newEmail, password: SITE_USER_PASSWORD })).loginSiteUser.token).toBeTruthy();
    const again = await post(server, 'updateSiteUserUsername', { id });
    expect(codeOf(again)).toBe('NOT_FOUND');
    expect(again.body.errors?.[0]?.message).toBe('This confirmation link is invalid or has expired. Please ask for the change again.');
  });

  it('refuses when another account took the address meanwhile, and an unknown link', async () => {
    const { token } = await registerSiteUser(server);
    const contested = uniqueEmail('contested');
    const id = await changeLink(token, contested);
    await registerSiteUser(server, { email: contested });
    expect(codeOf(await post(server, 'updateSiteUserUsername', { id }))).toBe('CONFLICT');
    expect(codeOf(await post(server, 'updateSiteUserUsername', { id: 'unknown' }))).toBe('NOT_FOUND');
  });

  it('refuses missing variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'updateSiteUserUsername', {}, /id.*required|was not provided/);
    await expectUnknownTenantRefused(server, 'updateSiteUserUsername', { id: 'x' });
  });
});
