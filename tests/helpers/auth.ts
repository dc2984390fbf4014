import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  LoginCmsUserDocument,
  SaveCmsUserDocument,
  ValidateCmsUserInviteDocument,
  type CmsUserInput,
} from '../../src/gql/graphql.js';
import { mailOutbox } from '../../src/server/db/schema/index.js';
import { codeOf, execute, post, type CallOptions } from './execute.js';
import { TEST_ADMIN_PASSWORD } from './global-setup.js';
import type { TestServer } from './testServer.js';

export { TEST_ADMIN_PASSWORD };

/** Logs in and returns the bearer token (and the rest of the login answer). */
export async function login(server: TestServer, username: string, password: string, options: CallOptions = {}) {
  const data = await execute(server, LoginCmsUserDocument, { username, password }, options);
  return data.loginCmsUser;
}

/** The seeded global administrator (every permission). */
export async function adminToken(server: TestServer): Promise<string> {
  return (await login(server, 'admin', TEST_ADMIN_PASSWORD)).bearerToken;
}

/** The newest link of a kind (/admin/user/activate or /admin/user/reset-password) mailed to an address. */
export async function linkHashFromOutbox(server: TestServer, to: string, category: 'cms-invite' | 'cms-reset'): Promise<string> {
  const [mail] = await server.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.category, category)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const match = mail?.text.match(/\?hash=([\w%-]+)/);
  if (!match?.[1]) throw new Error(`No ${category} mail for ${to}`);
  return decodeURIComponent(match[1]);
}

let counter = 0;

/**
 * Creates a CMS user through the real flow — an administrator saves it (which sends the invitation),
 * the invitation link is read from the outbox and accepted — and returns its id and bearer token.
 */
export async function createUser(
  server: TestServer,
  overrides: Partial<CmsUserInput> & { tenantKeys?: string[] } = {},
): Promise<{ id: number; username: string; email: string; password: string; token: string }> {
  counter += 1;
  const suffix = `${process.pid}${counter}${Math.floor(Math.random() * 1e6)}`;
  const username = overrides.username ?? `user${suffix}`;
  const email = overrides.email ?? `${username}@example.com`;
  const admin = await adminToken(server);
  const tenantIds = overrides.tenantIds ?? (await tenantIdsFor(server, overrides.tenantKeys ?? ['edr']));
  const { tenantKeys: _keys, ...input } = overrides;
  const saved = await execute(
    server,
    SaveCmsUserDocument,
    {
      input: {
        email,
        username,
        firstName: 'Test',
        lastName: `User ${counter}`,
        role: 'editor',
        status: 1,
        isGlobal: 0,
        ...input,
        tenantIds,
      },
    },
    { cmsToken: admin },
  );
  const password = `pw-${suffix}-long-enough`;
  const hash = await linkHashFromOutbox(server, email, 'cms-invite');
  await execute(server, ValidateCmsUserInviteDocument, { password, hash });
  // Log in on the user's own (first) site; a global user may use any.
  const loginSite = input.isGlobal === 1 ? 'edr' : (overrides.tenantKeys?.[0] ?? 'edr');
  const token = (await login(server, username, password, { tenantKey: loginSite })).bearerToken;
  return { id: saved.saveCmsUser.id, username, email, password, token };
}

async function tenantIdsFor(server: TestServer, keys: string[]): Promise<number[]> {
  const { tenantIdOf } = await import('./db.js');
  return Promise.all(keys.map((k) => tenantIdOf(server, k)));
}

/** Calling without a token answers UNAUTHENTICATED (401). */
export async function expectUnauthenticated(server: TestServer, name: string, variables: unknown): Promise<void> {
  const response = await post(server, name, variables);
  expect(codeOf(response)).toBe('UNAUTHENTICATED');
  expect(response.status).toBe(401);
  expect(response.body.errors?.[0]?.message).toBe('You must be logged in to do this.');
}

/** Calling with a token that lacks the permission answers FORBIDDEN (403). */
export async function expectForbidden(server: TestServer, name: string, variables: unknown, token: string): Promise<void> {
  const response = await post(server, name, variables, { headers: { authorization: `Bearer ${token}` } });
  expect(codeOf(response)).toBe('FORBIDDEN');
  expect(response.status).toBe(403);
}

/**
 * Tokens of the three users the website section and redirect tests share: a managing editor of
 * the default site (edr), an editor there (no manage_* permission for sections or redirects) and a
 * managing editor of another site (fot), who must not see edr's records.
 */
export async function siteManagerTokens(server: TestServer): Promise<{ manager: string; editor: string; fotManager: string }> {
  const [manager, editor, fotManager] = await Promise.all([
    createUser(server, { role: 'managing_editor' }).then((u) => u.token),
    createUser(server, { role: 'editor' }).then((u) => u.token),
    createUser(server, { role: 'managing_editor', tenantKeys: ['fot'] }).then((u) => u.token),
  ]);
  return { manager, editor, fotManager };
}
