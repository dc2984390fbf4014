import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content, persons } from '../../src/server/db/schema/index.js';
import { createUser } from '../helpers/auth.js';
import { tenantIdOf } from '../helpers/db.js';
import { post } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * Issue 16 item 1: "a CMS user on a site they may not act on is a visitor there" (cmsUserHere in
 * src/server/modules/cmsAuth/access.ts). An editor of edr asking fot's API with fot's header gets
 * what an anonymous visitor gets: no drafts, no edit document, no author's e-mail, no preview — and
 * the same editor gets them on edr.
 */
let server: TestServer;
let editor: string;
let fot: { draft: number; live: number; person: number };
let edr: { draft: number; person: number };

async function itemsOf(tenantKey: string) {
  const tenantId = await tenantIdOf(server, tenantKey);
  const [draft] = await server.database.db.select({ id: content.id }).from(content).where(and(eq(content.tenantId, tenantId), eq(content.status, 2))).limit(1);
  const [live] = await server.database.db.select({ id: content.id }).from(content).where(and(eq(content.tenantId, tenantId), eq(content.status, 1), eq(content.type, 'Article'))).limit(1);
  const [person] = await server.database.db.select({ id: persons.id }).from(persons).where(and(eq(persons.tenantId, tenantId), isNotNull(persons.email))).limit(1);
  return { draft: draft!.id, live: live!.id, person: person!.id };
}

beforeAll(async () => {
  server = await startTestServer();
  editor = (await createUser(server, { role: 'editor', tenantKeys: ['edr'] })).token;
  fot = await itemsOf('fot');
  edr = await itemsOf('edr');
});
afterAll(() => server.close());

const as = (tenantKey: string, token?: string) => ({ headers: { 'x-tenant-key': tenantKey, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

describe('a CMS user on a site they may not act on', () => {
  it('gets no draft and no edit document there, as a visitor', async () => {
    const anonymous = await post(server, 'getContentForEdit', { id: fot.draft }, as('fot'));
    const foreign = await post(server, 'getContentForEdit', { id: fot.draft }, as('fot', editor));
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const live = await post(server, 'getContentForEdit', { id: fot.live }, as('fot', editor));
    expect((live.body.data?.getContent as { editDocument: unknown }).editDocument).toBeNull();
    // On their own site they get both.
    const own = await post(server, 'getContentForEdit', { id: edr.draft }, as('edr', editor));
    expect((own.body.data?.getContent as { status: number; editDocument: unknown }).editDocument).not.toBeNull();
  });

  it('gets no author’s e-mail there', async () => {
    const foreign = await post(server, 'getPerson', { id: fot.person }, as('fot', editor));
    expect((foreign.body.data?.getPerson as { email: string | null }).email).toBeNull();
    const own = await post(server, 'getPerson', { id: edr.person }, as('edr', editor));
    expect((own.body.data?.getPerson as { email: string | null }).email).toEqual(expect.stringContaining('@'));
  });

  it('gets no preview of a draft there', async () => {
    const [draft] = await server.database.db.select({ canonicalPath: content.canonicalPath }).from(content).where(eq(content.id, fot.draft));
    const foreign = await post(server, 'getWebsiteLayoutPage', { alias: draft!.canonicalPath, preview: true }, as('fot', editor));
    const anonymous = await post(server, 'getWebsiteLayoutPage', { alias: draft!.canonicalPath, preview: true }, as('fot'));
    expect(JSON.stringify(foreign.body.data)).toBe(JSON.stringify(anonymous.body.data));
    expect(JSON.stringify(foreign.body.data)).not.toContain(String(fot.draft));
  });
});
