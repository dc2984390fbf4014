import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetNewsletterAdCompanyOptionsDocument } from '../../src/gql/graphql.js';
import { content } from '../../src/server/db/schema/index.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { tenantIdOf } from '../helpers/db.js';
import { bearer } from '../helpers/headers.js';
import { itemsOf, startNewsletterAdServer } from '../helpers/newsletterAds.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let fotManager: string;
let editor: string;

beforeAll(async () => {
  const started = await startNewsletterAdServer();
  ({ server, fotManager, editor } = started);
  manager = started.manager.token;
});
afterAll(() => server.close());

const options = async (phrase: string | null, token = manager, tenantKey = 'edr') =>
  (await execute(server, GetNewsletterAdCompanyOptionsDocument, { phrase }, { tenantKey, cmsToken: token })).getNewsletterAdCompanyOptions;

/** Companies inserted straight into content (the options read content, not an API of their own). */
async function insertCompanies(tenantKey: string, names: string[], status = 1) {
  const tenantId = await tenantIdOf(server, tenantKey);
  const rows = names.map((name, i) => {
    const alias = `ad-options-${process.pid}-${status}-${i}-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
    return { tenantId, type: 'Company' as const, status, name, alias, canonicalPath: `/${alias}` };
  });
  return server.database.db.insert(content).values(rows).returning({ id: content.id, name: content.name });
}

describe('getNewsletterAdCompanyOptions', () => {
  it('is served as text', () => expectDocumentServed(server, 'getNewsletterAdCompanyOptions'));

  it('offers the Company items of this site whose name contains the phrase, by name, at most 20', async () => {
    const seeded = (await itemsOf(server, 'edr', 'Company')).filter((c) => c.status !== 0);
    const all = await options(null);
    expect(all).toHaveLength(Math.min(20, seeded.length));
    const seededIds = new Set(seeded.map((c) => c.id));
    expect(all.every((c) => seededIds.has(c.id))).toBe(true);
    expect(all.map((c) => c.name)).toEqual([...all.map((c) => c.name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(all[0]).toMatchObject({ __typename: 'NewsletterAdCompany' });

    const many = await insertCompanies('edr', Array.from({ length: 25 }, (_, i) => `Zeta Widgets ${String(i).padStart(2, '0')}`));
    const zeta = await options('zeta widg');
    expect(zeta).toHaveLength(20);
    expect(zeta.map((c) => c.id)).toEqual(many.slice(0, 20).map((c) => c.id));
    const drafts = await insertCompanies('edr', ['Draft Dynamics'], 2);
    expect((await options('draft dyn')).map((c) => c.id)).toEqual(drafts.map((c) => c.id));
  });

  it('leaves out deleted companies, other content types and other sites', async () => {
    await insertCompanies('edr', ['Gone Corp'], 0);
    expect(await options('gone corp')).toEqual([]);
    const [article] = await itemsOf(server, 'edr', 'Article');
    expect((await options(article!.name)).some((c) => c.id === article!.id)).toBe(false);
    const [fot] = await itemsOf(server, 'fot', 'Company');
    expect((await options(fot!.name)).some((c) => c.id === fot!.id)).toBe(false);
    expect((await options(fot!.name, fotManager, 'fot')).map((c) => c.id)).toContain(fot!.id);
    const fotId = await tenantIdOf(server, 'fot');
    const [stillFot] = await server.database.db.select().from(content).where(and(eq(content.id, fot!.id), eq(content.tenantId, fotId)));
    expect(stillFot).toBeDefined();
  });

  it('needs manage_newsletter_ads on this site', async () => {
    await expectForbidden(server, 'getNewsletterAdCompanyOptions', { phrase: 'a' }, editor);
    await expectUnauthenticated(server, 'getNewsletterAdCompanyOptions', { phrase: 'a' });
    await expectUnknownTenantRefused(server, 'getNewsletterAdCompanyOptions', { phrase: 'a' });
    expect(codeOf(await post(server, 'getNewsletterAdCompanyOptions', { phrase: 'a' }, bearer(fotManager, 'edr')))).toBe('FORBIDDEN');
  });
});
