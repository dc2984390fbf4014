import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetNewsletterAdDocument, SaveNewsletterAdDocument } from '../../src/gql/graphql.js';
import { AD_MESSAGES, endOfBusinessDay } from '../../src/shared/newsletterAds.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { adRows, carryAd, companyOf, newAd, startNewsletterAdServer, templatesOf } from '../helpers/newsletterAds.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let fotManager: string;
let editor: string;
let refs: { companyId: number; templateId: number };

beforeAll(async () => {
  const started = await startNewsletterAdServer();
  ({ server, fotManager, editor } = started);
  manager = started.manager.token;
  refs = { companyId: (await companyOf(server, 'edr')).id, templateId: (await templatesOf(server, 'edr'))[0]!.id };
});
afterAll(() => server.close());

const saveAd = async (tenantKey: string, token: string, input: Parameters<typeof newAd>[1] & object, ids = refs) =>
  (await execute(server, SaveNewsletterAdDocument, { input: newAd(ids, input) }, { tenantKey, cmsToken: token })).saveNewsletterAd;

describe('getNewsletterAd', () => {
  it('is served as text', () => expectDocumentServed(server, 'getNewsletterAd'));

  it('answers every field of an ad of this site, schedules at 5 PM Central, with its version', async () => {
    const saved = await saveAd('edr', manager, { label: 'Sponsored', ctaLabel: 'Read more', schedules: [{ templateId: refs.templateId, startDate: '2026-11-27', endDate: '2026-12-04', position: 7, orderId: 'A1' }] });
    const [row] = (await adRows(server, 'edr')).filter((r) => r.id === saved.id);
    const company = await companyOf(server, 'edr');
    const template = (await templatesOf(server, 'edr'))[0]!;
    const { getNewsletterAd } = await execute(server, GetNewsletterAdDocument, { id: saved.id }, { cmsToken: manager });
    expect(getNewsletterAd).toEqual({
      __typename: 'NewsletterAd',
      id: saved.id,
      title: row!.title,
      campaignName: '',
      companyId: company.id,
      company: { __typename: 'NewsletterAdCompany', id: company.id, name: company.name },
      logoUrl: '',
      imageUrl: '',
      placement: 'sponsored_content',
      label: 'Sponsored',
      url: 'https://advertiser.example/offer',
      body: '',
      adCategory: '',
      ctaLabel: 'Read more',
      priority: 10,
      schedules: [
        {
          __typename: 'NewsletterAdSchedule',
          id: expect.any(Number),
          templateId: template.id,
          templateName: template.name,
          startDate: endOfBusinessDay('2026-11-27').toISOString(),
          endDate: endOfBusinessDay('2026-12-04').toISOString(),
          position: 7,
          orderId: 'A1',
          lineItemId: '',
        },
      ],
      readOnly: false,
      version: row!.version,
      createdAt: row!.createdAt.toISOString(),
      updatedAt: row!.updatedAt.toISOString(),
    });
  });

  it('says readOnly once a sent campaign carried the ad', async () => {
    const saved = await saveAd('edr', manager, {});
    await carryAd(server, 'edr', { adId: saved.id, templateId: refs.templateId, status: 'sent' });
    const { getNewsletterAd } = await execute(server, GetNewsletterAdDocument, { id: saved.id }, { cmsToken: manager });
    expect(getNewsletterAd.readOnly).toBe(true);
  });

  it("answers NOT_FOUND for an unknown id and for another site's ad", async () => {
    const fotRefs = { companyId: (await companyOf(server, 'fot')).id, templateId: (await templatesOf(server, 'fot'))[0]!.id };
    const fotAd = await saveAd('fot', fotManager, {}, fotRefs);
    for (const [id, response] of [
      [99_999_999, await post(server, 'getNewsletterAd', { id: 99_999_999 }, bearer(manager, 'edr'))],
      [fotAd.id, await post(server, 'getNewsletterAd', { id: fotAd.id }, bearer(manager, 'edr'))],
    ] as const) {
      expect(codeOf(response)).toBe('NOT_FOUND');
      expect(response.status).toBe(404);
      expect(response.body.errors?.[0]?.message).toBe(AD_MESSAGES.notFound(id));
    }
  });

  it('needs manage_newsletter_ads on this site', async () => {
    const saved = await saveAd('edr', manager, {});
    await expectForbidden(server, 'getNewsletterAd', { id: saved.id }, editor);
    await expectUnauthenticated(server, 'getNewsletterAd', { id: saved.id });
    expect(codeOf(await post(server, 'getNewsletterAd', { id: saved.id }, bearer(fotManager, 'edr')))).toBe('FORBIDDEN');
  });

  it('refuses bad variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'getNewsletterAd', { id: 'spring' }, /id.*Int/);
    await expectUnknownTenantRefused(server, 'getNewsletterAd', { id: 1 });
  });
});
