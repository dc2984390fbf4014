import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateCompanyUpdateLinkDocument } from '../../src/gql/graphql.js';
import { companyUpdates, content, history } from '../../src/server/db/schema/index.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { companyNamed, expectDisabled, mailsTo, setCompanyUpdates, someCompany, startCompanyUpdateServer } from '../helpers/companyUpdates.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let editor = '';
let viewer = '';
let fotEditor = '';
let companyId = 0;
const DAY = 86_400_000;

beforeAll(async () => {
  ({ server, editor, viewer, fotEditor } = await startCompanyUpdateServer());
  companyId = (await companyNamed(server, 'edr', 'Meridian RF')).id;
});
afterAll(() => server.close());

const create = (input: Record<string, unknown>, token = editor, tenantKey = 'edr') => post(server, 'createCompanyUpdateLink', { input }, bearer(token, tenantKey));

describe('createCompanyUpdateLink', () => {
  it('is served as text', () => expectDocumentServed(server, 'createCompanyUpdateLink'));

  it('issues an open link whose address is answered once: only the SHA-256 of its secret is stored', async () => {
    const before = Date.now();
    const { createCompanyUpdateLink: link } = await execute(server, CreateCompanyUpdateLinkDocument, { input: { companyId, expiresInDays: 7 } }, { tenantKey: 'edr', cmsToken: editor });
    const after = Date.now();
    expect(link.url).toMatch(new RegExp(`^${server.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/company-update/[A-Za-z0-9_-]{43}$`));
    expect(link.mailed).toBe(false);
    expect(link.update).toMatchObject({
      __typename: 'CompanyUpdate',
      companyId,
      company: { id: companyId, name: 'Meridian RF', type: 'Company' },
      status: 'open',
      expired: false,
      recipientEmail: null,
      createdByName: expect.any(String),
      submittedAt: null,
      changedFields: [],
      version: 1,
    });
    const expires = Date.parse(link.update.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 7 * DAY - 1000);
    expect(expires).toBeLessThanOrEqual(after + 7 * DAY + 1000);

    const secret = link.url.slice(link.url.lastIndexOf('/') + 1);
    const [row] = await server.database.db.select().from(companyUpdates).where(eq(companyUpdates.id, link.update.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);
    // Its history row records the link, not its hash.
    const [entry] = await server.database.db.select().from(history).where(and(eq(history.entityType, 'CompanyUpdate'), eq(history.entityId, String(link.update.id))));
    expect(entry).toMatchObject({ entityType: 'CompanyUpdate', action: 'create' });
    expect(JSON.stringify(entry?.snapshot)).not.toContain(row!.tokenHash);
  });

  it('lasts 30 days unless told otherwise, and mails the link to a recipient', async () => {
    const recipient = `profile-${Date.now()}@meridian-rf.example`;
    const response = await create({ companyId, recipientEmail: ` ${recipient} ` });
    const link = response.body.data?.createCompanyUpdateLink as { url: string; mailed: boolean; update: { createdAt: string; expiresAt: string; recipientEmail: string } };
    expect(link.mailed).toBe(true);
    expect(link.update.recipientEmail).toBe(recipient);
    expect(Math.round((Date.parse(link.update.expiresAt) - Date.parse(link.update.createdAt)) / DAY)).toBe(30);
    const [mail] = await mailsTo(server, recipient);
    expect(mail?.subject).toMatch(/^Update the profile of Meridian RF on /);
    expect(mail?.text).toContain(link.url);
  });

  it('refuses what is not a company of the site, a bad address and a bad number of days, on their fields', async () => {
    const [article] = await server.database.db.select({ id: content.id }).from(content).where(eq(content.type, 'Article')).limit(1);
    // An article, no item at all, and a company of another site.
    for (const id of [article!.id, 99_999_999, await someCompany(server, 'fot')]) {
      const response = await create({ companyId: id });
      expect(codeOf(response), String(id)).toBe('BAD_USER_INPUT');
      expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ companyId: 'Choose a company: only Company content items can receive a company update link.' });
    }
    const response = await create({ companyId, recipientEmail: 'not-an-address', expiresInDays: 366 });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ recipientEmail: 'Enter a valid e-mail address.', expiresInDays: 'Between 1 and 365 days.' });
    expect((await create({ companyId, expiresInDays: 0 })).body.errors?.[0]?.extensions?.fieldErrors).toEqual({ expiresInDays: 'Between 1 and 365 days.' });
  });

  it('needs manage_content on the site', async () => {
    await expectUnauthenticated(server, 'createCompanyUpdateLink', { input: { companyId } });
    await expectForbidden(server, 'createCompanyUpdateLink', { input: { companyId } }, viewer);
    expect(codeOf(await create({ companyId }, fotEditor, 'edr'))).toBe('FORBIDDEN');
  });

  it('is refused while the site has company updates switched off', async () => {
    // fot's setting is off in the demo.
    expectDisabled(await create({ companyId: await someCompany(server, 'fot') }, fotEditor, 'fot'));
    await setCompanyUpdates(server, 'edr', false);
    try {
      expectDisabled(await create({ companyId }));
    } finally {
      await setCompanyUpdates(server, 'edr', true);
    }
    expect((await create({ companyId })).body.errors).toBeUndefined();
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'createCompanyUpdateLink', { input: { companyId } }));
});
