import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { SaveCmsUserDocument } from '../../src/gql/graphql.js';
import { cmsSessions, cmsUserTokens, mailOutbox } from '../../src/server/db/schema/index.js';
import { hashToken } from '../../src/server/modules/cmsAuth/tokens.js';
import { tenantIdOf } from './db.js';
import { codeOf, execute, type RawResponse } from './execute.js';
import type { TestServer } from './testServer.js';

/** Headers a client sends with a CMS bearer token (and optionally a site). */
export const withBearer = (token: string, tenantKey?: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  ...(tenantKey ? { 'x-tenant-key': tenantKey } : {}),
});

/** The first GraphQL error has this code, HTTP status and message (and no data came back). */
export function expectError(response: RawResponse, code: string, status: number, message: string): void {
  expect(response.body.errors?.[0]?.message).toBe(message);
  expect(codeOf(response)).toBe(code);
  expect(response.status).toBe(status);
  expect(response.body.data ?? null).toBeNull();
}

/** The field errors of the first GraphQL error (BAD_USER_INPUT). */
export const fieldErrorsOf = (response: RawResponse) => response.body.errors?.[0]?.extensions?.fieldErrors;

const past = () => new Date(Date.now() - 60_000);

/** Makes a bearer token expired without waiting an hour. */
export async function expireBearer(server: TestServer, bearerToken: string): Promise<void> {
  const rows = await server.database.db
    .update(cmsSessions)
    .set({ bearerExpiresAt: past() })
    .where(eq(cmsSessions.bearerHash, hashToken(bearerToken)))
    .returning({ id: cmsSessions.id });
  expect(rows).toHaveLength(1);
}

/** Makes a refresh token expired without waiting 30 days. */
export async function expireRefresh(server: TestServer, refreshToken: string): Promise<void> {
  const rows = await server.database.db
    .update(cmsSessions)
    .set({ refreshExpiresAt: past() })
    .where(eq(cmsSessions.refreshHash, hashToken(refreshToken)))
    .returning({ id: cmsSessions.id });
  expect(rows).toHaveLength(1);
}

/** The session row behind a bearer token (undefined once it was rotated away). */
export async function sessionOfBearer(server: TestServer, bearerToken: string) {
  const [row] = await server.database.db.select().from(cmsSessions).where(eq(cmsSessions.bearerHash, hashToken(bearerToken)));
  return row;
}

/** The invitation or reset token row behind a link's hash. */
export async function linkTokenRow(server: TestServer, hash: string) {
  const [row] = await server.database.db.select().from(cmsUserTokens).where(eq(cmsUserTokens.tokenHash, hashToken(hash)));
  return row;
}

/** Makes an invitation or reset link expired without waiting for it. */
export async function expireLink(server: TestServer, hash: string): Promise<void> {
  const rows = await server.database.db
    .update(cmsUserTokens)
    .set({ expiresAt: past() })
    .where(eq(cmsUserTokens.tokenHash, hashToken(hash)))
    .returning({ id: cmsUserTokens.id });
  expect(rows).toHaveLength(1);
}

/** Every mail of a category sent to an address, oldest first. */
export async function mailsTo(server: TestServer, to: string, category?: string) {
  return server.database.db
    .select()
    .from(mailOutbox)
    .where(category ? and(eq(mailOutbox.toAddress, to), eq(mailOutbox.category, category)) : eq(mailOutbox.toAddress, to))
    .orderBy(mailOutbox.id);
}

let invited = 0;

/** Creates a site user of edr through saveCmsUser as an administrator, without accepting the invitation. */
export async function inviteUser(server: TestServer, adminToken: string): Promise<{ id: number; username: string; email: string; version: number }> {
  invited += 1;
  const username = `invited${process.pid}${invited}${Math.floor(Math.random() * 1e6)}`;
  const email = `${username}@example.com`;
  const tenantId = await tenantIdOf(server, 'edr');
  const saved = await execute(
    server,
    SaveCmsUserDocument,
    { input: { email, username, firstName: 'Invited', lastName: `Person ${invited}`, role: 'editor', status: 1, isGlobal: 0, tenantIds: [tenantId] } },
    { cmsToken: adminToken },
  );
  return { id: saved.saveCmsUser.id, username, email, version: saved.saveCmsUser.version };
}
