import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteNewsletterAdDocument, SaveNewsletterAdDocument } from '../../src/gql/graphql.js';
import { history, newsletterAdSchedules } from '../../src/server/db/schema/index.js';
import { AD_MESSAGES } from '../../src/shared/newsletterAds.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { adRows, carryAd, companyOf, newAd, startNewsletterAdServer, templatesOf } from '../helpers/newsletterAds.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: { id: number; token: string };
let fotManager: string;
let editor: string;
let refs: { companyId: number; templateId: number };

beforeAll(async () => {
  ({ server, manager, fotManager, editor } = await startNewsletterAdServer());
  refs = { companyId: (await companyOf(server, 'edr')).id, templateId: (await templatesOf(server, 'edr'))[0]!.id };
});
afterAll(() => server.close());

const create = async () => (await execute(server, SaveNewsletterAdDocument, { input: newAd(refs) }, { cmsToken: manager.token })).saveNewsletterAd;
const remove = (id: number, token = manager.token, tenantKey = 'edr') => post(server, 'deleteNewsletterAd', { id }, bearer(token, tenantKey));

describe('deleteNewsletterAd', () => {
  it('is served as text', () => expectDocumentServed(server, 'deleteNewsletterAd'));

  it('deletes the ad and its schedule entries, and writes a history row', async () => {
    const ad = await create();
    const { deleteNewsletterAd } = await execute(server, DeleteNewsletterAdDocument, { id: ad.id }, { cmsToken: manager.token });
    expect(deleteNewsletterAd).toBe(true);
    expect((await adRows(server, 'edr')).some((r) => r.id === ad.id)).toBe(false);
    expect(await server.database.db.select().from(newsletterAdSchedules).where(eq(newsletterAdSchedules.adId, ad.id))).toEqual([]);
    const rows = await server.database.db.select().from(history).where(and(eq(history.entityType, 'NewsletterAd'), eq(history.entityId, String(ad.id))));
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'delete']);
    expect(rows.find((r) => r.action === 'delete')).toMatchObject({ userId: manager.id, snapshot: expect.objectContaining({ title: ad.title }) });
    expect(codeOf(await remove(ad.id))).toBe('NOT_FOUND');
  });

  it('refuses while a sending or sent campaign carried the ad; a scheduled campaign does not lock it', async () => {
    for (const status of ['sending', 'sent'] as const) {
      const ad = await create();
      await carryAd(server, 'edr', { adId: ad.id, templateId: refs.templateId, status });
      const refused = await remove(ad.id);
      expect(codeOf(refused)).toBe('BAD_USER_INPUT');
      expect(refused.body.errors?.[0]?.message).toBe(AD_MESSAGES.readOnly);
      expect((await adRows(server, 'edr')).some((r) => r.id === ad.id)).toBe(true);
    }
    const ad = await create();
    await carryAd(server, 'edr', { adId: ad.id, templateId: refs.templateId, status: 'scheduled' });
    expect((await remove(ad.id)).body.data?.deleteNewsletterAd).toBe(true);
  });

  it("cannot delete another site's ad (NOT_FOUND there, still stored)", async () => {
    const ad = await create();
    const response = await remove(ad.id, fotManager, 'fot');
    expect(codeOf(response)).toBe('NOT_FOUND');
    expect(response.body.errors?.[0]?.message).toBe(AD_MESSAGES.notFound(ad.id));
    expect((await adRows(server, 'edr')).some((r) => r.id === ad.id)).toBe(true);
  });

  it('needs manage_newsletter_ads on this site', async () => {
    const ad = await create();
    await expectForbidden(server, 'deleteNewsletterAd', { id: ad.id }, editor);
    await expectUnauthenticated(server, 'deleteNewsletterAd', { id: ad.id });
    await expectUnknownTenantRefused(server, 'deleteNewsletterAd', { id: ad.id });
    expect(codeOf(await remove(ad.id, fotManager, 'edr'))).toBe('FORBIDDEN');
    await expectBadVariablesRefused(server, 'deleteNewsletterAd', { id: null }, /id/);
  });
});
