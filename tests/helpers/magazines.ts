import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { expect } from 'vitest';
import type { MagazineIssueInput, MagazinePublicationInput, MagazineSectionInput } from '../../src/gql/graphql.js';
import { assets, content, contentIssueSchedules, history, magazineIssues, magazinePublications, magazineSections } from '../../src/server/db/schema/index.js';
import { createUser } from './auth.js';
import { tenantIdOf } from './db.js';
import { codeOf, post, type RawResponse } from './execute.js';
import { bearer } from './headers.js';
import { startTestServer, type TestServer } from './testServer.js';

/**
 * Shared pieces of the magazine contract tests: a managing editor of edr (the three magazine
 * permissions and manage_content), one of fot, an editor of edr (manage_content only), a viewer of
 * edr (none of them), and one user per magazine permission.
 */
export async function startMagazineServer() {
  const server = await startTestServer();
  const [manager, fotManager, editor, viewer, publisher, issuer, sectioner] = await Promise.all([
    createUser(server, { role: 'managing_editor' }),
    createUser(server, { role: 'managing_editor', tenantKeys: ['fot'] }),
    createUser(server, { role: 'editor' }),
    createUser(server, { role: 'viewer' }),
    createUser(server, { role: 'viewer', extraPermissions: ['manage_magazine_publications'] }),
    createUser(server, { role: 'viewer', extraPermissions: ['manage_magazine_issues'] }),
    createUser(server, { role: 'viewer', extraPermissions: ['manage_magazine_sections'] }),
  ]);
  return {
    server,
    manager: manager.token,
    managerId: manager.id,
    fotManager: fotManager.token,
    editor: editor.token,
    viewer: viewer.token,
    publisher: publisher.token,
    issuer: issuer.token,
    sectioner: sectioner.token,
  };
}

let counter = 0;
const unique = () => `${process.pid}-${(counter += 1)}`;

export function newPublication(overrides: Partial<MagazinePublicationInput> = {}): MagazinePublicationInput {
  return { name: `Test Publication ${unique()}`, status: 1, ...overrides };
}

export function newIssue(publicationId: number, overrides: Partial<MagazineIssueInput> = {}): MagazineIssueInput {
  return { publicationId, name: `Test Issue ${unique()}`, mailingDate: '2030-05-01', status: 1, ...overrides };
}

export function newSection(publicationId: number, overrides: Partial<MagazineSectionInput> = {}): MagazineSectionInput {
  return { publicationId, name: `Test Section ${unique()}`, ...overrides };
}

/** The seeded publications of a site, by name. */
export async function publicationRows(server: TestServer, tenantKey: string) {
  return server.database.db
    .select()
    .from(magazinePublications)
    .where(eq(magazinePublications.tenantId, await tenantIdOf(server, tenantKey)))
    .orderBy(asc(magazinePublications.name));
}

/** The seeded issues of a site, newest first. */
export async function issueRows(server: TestServer, tenantKey: string) {
  return server.database.db
    .select()
    .from(magazineIssues)
    .where(eq(magazineIssues.tenantId, await tenantIdOf(server, tenantKey)))
    .orderBy(desc(magazineIssues.mailingDate), desc(magazineIssues.id));
}

export async function sectionRows(server: TestServer, tenantKey: string) {
  return server.database.db
    .select()
    .from(magazineSections)
    .where(eq(magazineSections.tenantId, await tenantIdOf(server, tenantKey)))
    .orderBy(asc(magazineSections.publicationId), asc(magazineSections.sequence));
}

export async function scheduleRows(server: TestServer, issueId: number) {
  return server.database.db.select().from(contentIssueSchedules).where(eq(contentIssueSchedules.issueId, issueId)).orderBy(asc(contentIssueSchedules.sequence));
}

/** A live article of the site, oldest first (the seed schedules the newest ones to issues). */
export async function liveItem(server: TestServer, tenantKey: string, skip = 0): Promise<{ id: number; name: string; canonicalPath: string }> {
  const rows = await server.database.db
    .select({ id: content.id, name: content.name, canonicalPath: content.canonicalPath })
    .from(content)
    .where(and(eq(content.tenantId, await tenantIdOf(server, tenantKey)), eq(content.status, 1), eq(content.type, 'Article'), lte(content.published, new Date())))
    .orderBy(asc(content.published))
    .limit(skip + 1)
    .offset(skip);
  if (!rows[0]) throw new Error(`No live article on ${tenantKey}`);
  return rows[0];
}

export async function lastHistory(server: TestServer, entityType: string, id: number) {
  const [row] = await server.database.db
    .select()
    .from(history)
    .where(and(eq(history.entityType, entityType), eq(history.entityId, String(id))))
    .orderBy(desc(history.id))
    .limit(1);
  return row;
}

/** A BAD_USER_INPUT answer with the house message and these field messages. */
export function expectFieldErrors(response: RawResponse, fieldErrors: Record<string, string>) {
  expect(codeOf(response)).toBe('BAD_USER_INPUT');
  expect(response.status).toBe(400);
  expect(response.body.errors?.[0]?.message).toBe('Please correct the highlighted fields.');
  expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual(fieldErrors);
}

export const as = (server: TestServer, token: string, tenantKey = 'edr') => ({
  post: (name: string, variables: unknown) => post(server, name, variables, bearer(token, tenantKey)),
});

/** A seeded image (or file) of a site's media library. */
export async function siteAsset(server: TestServer, tenantKey: string, kind: 'image' | 'file' = 'image'): Promise<number> {
  const [row] = await server.database.db
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.tenantId, await tenantIdOf(server, tenantKey)), eq(assets.kind, kind)))
    .limit(1);
  if (!row) throw new Error(`No ${kind} on ${tenantKey}`);
  return row.id;
}
