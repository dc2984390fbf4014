import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetNewsletterAdDocument, SaveNewsletterAdDocument, type NewsletterAdInput } from '../../src/gql/graphql.js';
import { content, history, newsletterAdSchedules } from '../../src/server/db/schema/index.js';
import { AD_MESSAGES, endOfBusinessDay } from '../../src/shared/newsletterAds.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { tenantIdOf } from '../helpers/db.js';
import { bearer } from '../helpers/headers.js';
import { carryAd, companyOf, itemsOf, newAd, startNewsletterAdServer, templatesOf } from '../helpers/newsletterAds.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: { id: number; token: string };
let fotManager: string;
let editor: string;
let refs: { companyId: number; templateId: number };
let company: { id: number; name: string };
let templates: { id: number; name: string }[];
let fotRefs: { companyId: number; templateId: number };

beforeAll(async () => {
  ({ server, manager, fotManager, editor } = await startNewsletterAdServer());
  company = await companyOf(server, 'edr');
  templates = await templatesOf(server, 'edr');
  refs = { companyId: company.id, templateId: templates[0]!.id };
  fotRefs = { companyId: (await companyOf(server, 'fot')).id, templateId: (await templatesOf(server, 'fot'))[0]!.id };
});
afterAll(() => server.close());

const save = async (input: NewsletterAdInput, token = manager.token, tenantKey = 'edr') =>
  (await execute(server, SaveNewsletterAdDocument, { input }, { tenantKey, cmsToken: token })).saveNewsletterAd;
const postSave = (input: unknown, token = manager.token, tenantKey = 'edr') => post(server, 'saveNewsletterAd', { input }, bearer(token, tenantKey));

function expectFieldErrors(response: Awaited<ReturnType<typeof post>>, fieldErrors: Record<string, string>) {
  expect(codeOf(response)).toBe('BAD_USER_INPUT');
  expect(response.status).toBe(400);
  expect(response.body.errors?.[0]?.message).toBe(AD_MESSAGES.invalid);
  expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual(fieldErrors);
}

async function lastHistory(entityType: string, id: number) {
  const [row] = await server.database.db
    .select()
    .from(history)
    .where(and(eq(history.entityType, entityType), eq(history.entityId, String(id))))
    .orderBy(desc(history.id))
    .limit(1);
  return row;
}

describe('saveNewsletterAd', () => {
  it('is served as text', () => expectDocumentServed(server, 'saveNewsletterAd'));

  it('creates an ad with every field; schedule dates are stored at 5 PM Central of the chosen day; history written', async () => {
    const [first, second] = [templates[0]!, templates[1] ?? templates[0]!];
    const created = await save({
      title: 'Spring power sale',
      campaignName: 'Q2 2026 power',
      companyId: company.id,
      logoUrl: 'https://cdn.example/logo.png',
      imageUrl: 'https://cdn.example/sale.jpg',
      placement: 'product_showcase',
      label: 'Sponsored',
      url: 'https://advertiser.example/sale',
      body: 'Twenty percent off GaN stages.',
      adCategory: 'Power',
      ctaLabel: 'Shop now',
      priority: 5,
      schedules: [
        // Winter (CST) and summer (CDT) days: 23:00 and 22:00 UTC.
        { templateId: second.id, startDate: '2026-07-01', endDate: '2026-07-31', position: 4, orderId: 'O-77', lineItemId: 'L-1' },
        { templateId: first.id, startDate: '2026-01-05', endDate: '2026-03-08', position: 100 },
      ],
    });
    expect(created).toMatchObject({
      __typename: 'NewsletterAd',
      title: 'Spring power sale',
      campaignName: 'Q2 2026 power',
      companyId: company.id,
      company: { __typename: 'NewsletterAdCompany', id: company.id, name: company.name },
      logoUrl: 'https://cdn.example/logo.png',
      imageUrl: 'https://cdn.example/sale.jpg',
      placement: 'product_showcase',
      label: 'Sponsored',
      url: 'https://advertiser.example/sale',
      body: 'Twenty percent off GaN stages.',
      adCategory: 'Power',
      ctaLabel: 'Shop now',
      priority: 5,
      readOnly: false,
      version: 1,
    });
    // In order of start date.
    expect(created.schedules).toEqual([
      {
        __typename: 'NewsletterAdSchedule',
        id: expect.any(Number),
        templateId: first.id,
        templateName: first.name,
        startDate: endOfBusinessDay('2026-01-05').toISOString(),
        endDate: endOfBusinessDay('2026-03-08').toISOString(),
        position: 100,
        orderId: '',
        lineItemId: '',
      },
      {
        __typename: 'NewsletterAdSchedule',
        id: expect.any(Number),
        templateId: second.id,
        templateName: second.name,
        startDate: endOfBusinessDay('2026-07-01').toISOString(),
        endDate: endOfBusinessDay('2026-07-31').toISOString(),
        position: 4,
        orderId: 'O-77',
        lineItemId: 'L-1',
      },
    ]);
    expect(created.schedules[0]!.startDate).toBe('2026-01-05T23:00:00.000Z');
    expect(created.schedules[0]!.endDate).toBe('2026-03-08T22:00:00.000Z');
    expect(created.schedules[1]!.startDate).toBe('2026-07-01T22:00:00.000Z');

    const stored = await server.database.db.select().from(newsletterAdSchedules).where(eq(newsletterAdSchedules.adId, created.id));
    expect(stored.map((s) => s.startDate.toISOString()).sort()).toEqual(['2026-01-05T23:00:00.000Z', '2026-07-01T22:00:00.000Z']);
    expect(await lastHistory('NewsletterAd', created.id)).toMatchObject({ action: 'create', userId: manager.id });
  });

  it('updates from the version it started from (schedules replaced) and refuses a stale one with CONFLICT', async () => {
    const created = await save(newAd(refs));
    const updated = await save({
      ...newAd(refs, { title: 'Renamed', schedules: [{ templateId: refs.templateId, startDate: '2026-09-01', endDate: '2026-09-02', position: 2 }] }),
      id: created.id,
      version: created.version,
    });
    expect(updated).toMatchObject({ id: created.id, title: 'Renamed', version: created.version + 1 });
    expect(updated.schedules.map((s) => [s.position, s.startDate])).toEqual([[2, endOfBusinessDay('2026-09-01').toISOString()]]);
    expect(await lastHistory('NewsletterAd', created.id)).toMatchObject({ action: 'update', userId: manager.id });

    const stale = await postSave({ ...newAd(refs, { title: 'Lost' }), id: created.id, version: created.version });
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(stale.status).toBe(409);
    expect(stale.body.errors?.[0]?.message).toMatch(/^This newsletter ad was changed by .+ since you opened it\. Reload to see their changes, then save again\.$/);
    expect(stale.body.errors?.[0]?.extensions?.currentVersion).toBe(updated.version);
    const current = await execute(server, GetNewsletterAdDocument, { id: created.id }, { cmsToken: manager.token });
    expect(current.getNewsletterAd.title).toBe('Renamed');
  });

  it("says 'Field is required' for title, company, placement, url and each schedule entry's template, dates and position", async () => {
    expectFieldErrors(
      await postSave({ title: ' ', companyId: null, placement: null, url: '', schedules: [{ templateId: null, startDate: null, endDate: ' ', position: null }] }),
      {
        title: 'Field is required',
        companyId: 'Field is required',
        placement: 'Field is required',
        url: 'Field is required',
        'schedules.0.templateId': 'Field is required',
        'schedules.0.startDate': 'Field is required',
        'schedules.0.endDate': 'Field is required',
        'schedules.0.position': 'Field is required',
      },
    );
    expectFieldErrors(await postSave({ ...newAd(refs), id: 1 }), { version: 'Field is required' });
  });

  it('bounds positions to 1–100 and refuses an end before the start', async () => {
    const entry = { templateId: refs.templateId, startDate: '2026-05-10', endDate: '2026-05-20' };
    expectFieldErrors(
      await postSave(newAd(refs, { schedules: [{ ...entry, position: 0 }, { ...entry, position: 101 }, { ...entry, position: 3, endDate: '2026-05-09' }] })),
      {
        'schedules.0.position': 'Position must be between 1 and 100.',
        'schedules.1.position': 'Position must be between 1 and 100.',
        'schedules.2.endDate': 'The end date must not be before the start date.',
      },
    );
    // The same day is a one-day run.
    const oneDay = await save(newAd(refs, { schedules: [{ ...entry, endDate: '2026-05-10', position: 100 }] }));
    expect(oneDay.schedules[0]!.startDate).toBe(oneDay.schedules[0]!.endDate);
  });

  it("refuses another site's company and template, and content that is not a company", async () => {
    const [article] = await itemsOf(server, 'edr', 'Article');
    expectFieldErrors(await postSave(newAd({ companyId: fotRefs.companyId, templateId: fotRefs.templateId })), {
      companyId: AD_MESSAGES.companyUnknown,
      'schedules.0.templateId': AD_MESSAGES.templateUnknown,
    });
    expectFieldErrors(await postSave(newAd({ ...refs, companyId: article!.id })), { companyId: AD_MESSAGES.companyUnknown });
    await expectBadVariablesRefused(server, 'saveNewsletterAd', { input: { ...newAd(refs), placement: 'skyscraper' } }, /placement|NewsletterAdPlacement/);
  });

  it('creates a published Company content item from newCompanyName, and refuses a name the site already has', async () => {
    const name = `Ad Company ${process.pid}`;
    const created = await save(newAd(refs, { companyId: null, newCompanyName: `  ${name} ` }));
    expect(created.company.name).toBe(name);
    expect(created.companyId).toBe(created.company.id);
    const [item] = await server.database.db.select().from(content).where(eq(content.id, created.companyId));
    expect(item).toMatchObject({ type: 'Company', status: 1, name, tenantId: await tenantIdOf(server, 'edr') });
    expect(item!.published).toBeInstanceOf(Date);
    expect(item!.canonicalPath).toBe(`/${item!.alias}`);
    expect(await lastHistory('Content', created.companyId)).toMatchObject({ action: 'create', userId: manager.id });

    expectFieldErrors(await postSave(newAd(refs, { companyId: null, newCompanyName: company.name.toUpperCase() })), {
      newCompanyName: `A company named '${company.name}' already exists on this site; choose it instead.`,
    });
  });

  it('refuses to change an ad a sending campaign carried (read-only), and keeps it unchanged', async () => {
    const created = await save(newAd(refs));
    await carryAd(server, 'edr', { adId: created.id, templateId: refs.templateId, status: 'sending' });
    const refused = await postSave({ ...newAd(refs, { title: 'Changed' }), id: created.id, version: created.version });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.body.errors?.[0]?.message).toBe(AD_MESSAGES.readOnly);
    const current = (await execute(server, GetNewsletterAdDocument, { id: created.id }, { cmsToken: manager.token })).getNewsletterAd;
    expect(current).toMatchObject({ title: created.title, readOnly: true, version: created.version });
  });

  it('stays editable while only draft or scheduled campaigns name it', async () => {
    const created = await save(newAd(refs));
    await carryAd(server, 'edr', { adId: created.id, templateId: refs.templateId, status: 'scheduled' });
    const updated = await save({ ...newAd(refs, { title: 'Still editable' }), id: created.id, version: created.version });
    expect(updated).toMatchObject({ title: 'Still editable', readOnly: false });
  });

  it('needs manage_newsletter_ads on this site', async () => {
    const variables = { input: newAd(refs) };
    await expectForbidden(server, 'saveNewsletterAd', variables, editor);
    await expectUnauthenticated(server, 'saveNewsletterAd', variables);
    await expectUnknownTenantRefused(server, 'saveNewsletterAd', variables);
    expect(codeOf(await postSave(newAd(refs), fotManager, 'edr'))).toBe('FORBIDDEN');
  });

  it("cannot update another site's ad (NOT_FOUND on this site)", async () => {
    const edrAd = await save(newAd(refs));
    const response = await postSave({ ...newAd(fotRefs), id: edrAd.id, version: edrAd.version }, fotManager, 'fot');
    expect(codeOf(response)).toBe('NOT_FOUND');
    expect(response.body.errors?.[0]?.message).toBe(AD_MESSAGES.notFound(edrAd.id));
    const current = (await execute(server, GetNewsletterAdDocument, { id: edrAd.id }, { cmsToken: manager.token })).getNewsletterAd;
    expect(current.title).toBe(edrAd.title);
  });
});
