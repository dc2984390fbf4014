import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { history } from '../../src/server/db/schema/index.js';
import { adminToken, createUser } from './auth.js';
import { tenantIdOf } from './db.js';
import { codeOf, post, type RawResponse } from './execute.js';
import { bearer } from './headers.js';
import { startTestServer, type TestServer } from './testServer.js';

/**
 * Shared pieces of the settings contract tests (getSiteSettingsPayload, saveSiteSettings and the
 * CTA, contacts, podcasts and MEIG pairs): the users with and without the permissions, and the
 * checks every settings save repeats.
 */
export async function settingsUsers(server: TestServer) {
  const [viewer, editor, adOps, managingEditor, siteAdmin] = await Promise.all([
    createUser(server, { role: 'viewer' }),
    createUser(server, { role: 'editor' }),
    createUser(server, { role: 'ad_operations' }),
    createUser(server, { role: 'managing_editor' }),
    createUser(server, { role: 'site_administrator' }),
  ]);
  return { viewer, editor, adOps, managingEditor, siteAdmin };
}

export type SettingsUsers = Awaited<ReturnType<typeof settingsUsers>>;

/** What every settings contract test starts with: a server, the administrator's token and the settings users. */
export async function startSettingsServer(): Promise<{ server: TestServer; admin: string; users: SettingsUsers }> {
  const server = await startTestServer();
  const admin = await adminToken(server);
  return { server, admin, users: await settingsUsers(server) };
}

/** A BAD_USER_INPUT answer (400) with exactly these field errors. */
export function expectFieldErrors(response: RawResponse, fieldErrors: Record<string, string>): void {
  expect(codeOf(response)).toBe('BAD_USER_INPUT');
  expect(response.status).toBe(400);
  expect(response.body.errors?.[0]?.message).toBe('Please correct the highlighted fields.');
  expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual(fieldErrors);
}

/** Posts a save with a token on a site. */
export const postSave = (server: TestServer, name: string, payload: unknown, version: number, token: string, tenantKey = 'edr') =>
  post(server, name, { payload, version }, bearer(token, tenantKey));

/** The newest history row of a settings document of a site. */
export async function lastHistory(server: TestServer, entityType: string, tenantKey = 'edr') {
  const tenantId = await tenantIdOf(server, tenantKey);
  const [row] = await server.database.db
    .select()
    .from(history)
    .where(and(eq(history.entityType, entityType), eq(history.entityId, String(tenantId))))
    .orderBy(desc(history.id))
    .limit(1);
  return row;
}

/** A stale save is a CONFLICT (409) naming who saved last. */
export function expectStale(response: RawResponse, who: RegExp): void {
  expect(codeOf(response)).toBe('CONFLICT');
  expect(response.status).toBe(409);
  expect(response.body.errors?.[0]?.message).toMatch(who);
  expect(response.body.errors?.[0]?.message).toMatch(/since you opened it\. Reload to see their changes, then save again\.$/);
}
