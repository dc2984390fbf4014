import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { companyUpdates, content, mailOutbox, tenantSettings } from '../../src/server/db/schema/index.js';
import { SETTINGS_KEYS } from '../../src/shared/settings/index.js';
import { createUser } from './auth.js';
import { announceDirectChange, tenantIdOf } from './db.js';
import { codeOf, post, type RawResponse } from './execute.js';
import { bearer, onSite } from './headers.js';
import { startTestServer, type TestServer } from './testServer.js';

/**
 * Shared pieces of the company update contract tests (docs/company-updates.md): an editor of edr
 * (manage_content), a viewer of edr (no manage_content) and an editor of fot; links made through
 * createCompanyUpdateLink and sent through submitCompanyUpdate, as the company's form does.
 */
export async function startCompanyUpdateServer() {
  const server = await startTestServer();
  const [editor, viewer, fotEditor] = await Promise.all([
    createUser(server, { role: 'editor' }),
    createUser(server, { role: 'viewer' }),
    createUser(server, { role: 'editor', tenantKeys: ['fot'] }),
  ]);
  return { server, editor: editor.token, editorId: editor.id, viewer: viewer.token, fotEditor: fotEditor.token };
}

/** Turns the site's companyUpdate setting on or off (SQL, announced as a save would be). */
export async function setCompanyUpdates(server: TestServer, tenantKey: string, enabled: boolean): Promise<void> {
  const tenantId = await tenantIdOf(server, tenantKey);
  await server.database.db
    .update(tenantSettings)
    .set({
      payload: sql`jsonb_set(${tenantSettings.payload}, '{companyUpdate}', ${JSON.stringify({ enabled, notificationEmails: [`companies-${tenantKey}@example.com`] })}::jsonb)`,
      version: sql`${tenantSettings.version} + 1`,
    })
    .where(and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.key, SETTINGS_KEYS.site)));
  await announceDirectChange(server, { tenantId, kinds: ['settings'] });
}

/** A seeded company of a site, by name. */
export async function companyNamed(server: TestServer, tenantKey: string, name: string): Promise<{ id: number; version: number; canonicalPath: string }> {
  const [row] = await server.database.db
    .select({ id: content.id, version: content.version, canonicalPath: content.canonicalPath })
    .from(content)
    .where(and(eq(content.tenantId, await tenantIdOf(server, tenantKey)), eq(content.type, 'Company'), eq(content.name, name)));
  if (!row) throw new Error(`No company ${name} on ${tenantKey}`);
  return row;
}

export interface Link {
  id: number;
  version: number;
  hash: string;
  url: string;
}

/** A new link for a company, made by `token` on the site. */
export async function createLink(server: TestServer, token: string, companyId: number, tenantKey = 'edr', extra: Record<string, unknown> = {}): Promise<Link> {
  const response = await post(server, 'createCompanyUpdateLink', { input: { companyId, ...extra } }, bearer(token, tenantKey));
  expect(response.body.errors).toBeUndefined();
  const answer = response.body.data?.createCompanyUpdateLink as { url: string; update: { id: number; version: number } };
  const hash = answer.url.slice(answer.url.lastIndexOf('/') + 1);
  return { id: answer.update.id, version: answer.update.version, hash, url: answer.url };
}

/** The profile the company's form starts from (getCompanyUpdateForm). */
export async function formProfile(server: TestServer, hash: string, tenantKey = 'edr'): Promise<Record<string, unknown>> {
  const response = await post(server, 'getCompanyUpdateForm', { hash }, onSite(tenantKey));
  expect(response.body.errors).toBeUndefined();
  const form = response.body.data?.getCompanyUpdateForm as { profile: Record<string, unknown> & { contacts: Record<string, unknown>[]; products: Record<string, unknown>[] } };
  // What the form sends back: the profile without the display-only logo address and typenames.
  const { logoUrl: _url, __typename: _t, ...profile } = form.profile;
  const strip = (entry: Record<string, unknown>) => Object.fromEntries(Object.entries(entry).filter(([key]) => key !== '__typename'));
  return { ...profile, contacts: form.profile.contacts.map(strip), products: form.profile.products.map(strip) };
}

export const SUBMITTER = { submitterName: 'Pat Doe', submitterEmail: 'pat.doe@example.com' };

/** The company sends `profile` through its link. */
export const submit = (server: TestServer, hash: string, profile: Record<string, unknown>, tenantKey = 'edr'): Promise<RawResponse> =>
  post(server, 'submitCompanyUpdate', { hash, input: { ...SUBMITTER, profile } }, onSite(tenantKey));

/** A link whose company has sent `changes` on top of its current profile. */
export async function submittedLink(server: TestServer, token: string, companyId: number, changes: Record<string, unknown>): Promise<Link> {
  const link = await createLink(server, token, companyId);
  const response = await submit(server, link.hash, { ...(await formProfile(server, link.hash)), ...changes });
  expect(response.body.errors).toBeUndefined();
  const [row] = await server.database.db.select({ version: companyUpdates.version }).from(companyUpdates).where(eq(companyUpdates.id, link.id));
  return { ...link, version: row!.version };
}

/** Moves a link's expiry into the past (instead of waiting for it). */
export async function expire(server: TestServer, id: number): Promise<void> {
  await server.database.db.update(companyUpdates).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(companyUpdates.id, id));
}

/** Messages of the company-update category sent to an address. */
export async function mailsTo(server: TestServer, to: string) {
  return server.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.category, 'company-update'), eq(mailOutbox.toAddress, to)));
}

/** Every company-update operation answers FORBIDDEN with the same words while the setting is off. */
export function expectDisabled(response: RawResponse): void {
  expect(codeOf(response)).toBe('FORBIDDEN');
  expect(response.body.errors?.[0]?.message).toBe('Company updates are switched off for this site. Turn them on in the site settings (Company update).');
}

/** Some Company item of a site (another site's, in the tenancy checks). */
export async function someCompany(server: TestServer, tenantKey: string): Promise<number> {
  const [row] = await server.database.db
    .select({ id: content.id })
    .from(content)
    .where(and(eq(content.tenantId, await tenantIdOf(server, tenantKey)), eq(content.type, 'Company'), eq(content.status, 1)))
    .limit(1);
  if (!row) throw new Error(`No company on ${tenantKey}`);
  return row.id;
}
