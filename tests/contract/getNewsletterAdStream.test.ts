import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetNewsletterAdStreamDocument, SaveNewsletterAdDocument, type NewsletterAdInput, type NewsletterAdStreamInput } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { adRows, carryAd, companyOf, itemsOf, newAd, startNewsletterAdServer, templatesOf } from '../helpers/newsletterAds.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let fotManager: string;
let editor: string;
let refs: { companyId: number; templateId: number };
let otherTemplate: number;
const created: { id: number; title: string }[] = [];

const save = async (overrides: Partial<NewsletterAdInput>, token = manager, tenantKey = 'edr', ids = refs) =>
  (await execute(server, SaveNewsletterAdDocument, { input: newAd(ids, overrides) }, { tenantKey, cmsToken: token })).saveNewsletterAd;
const stream = async (input: NewsletterAdStreamInput | null = null) =>
  (await execute(server, GetNewsletterAdStreamDocument, { input }, { cmsToken: manager })).getNewsletterAdStream;

let seeded: number[];
const marker = `zq${process.pid}`;
const createdIds = () => new Set(created.map((c) => c.id));
const ours = (ids: number[]) => ids.filter((id) => createdIds().has(id));

beforeAll(async () => {
  const started = await startNewsletterAdServer();
  ({ server, fotManager, editor } = started);
  manager = started.manager.token;
  const templates = await templatesOf(server, 'edr');
  refs = { companyId: (await companyOf(server, 'edr')).id, templateId: templates[0]!.id };
  otherTemplate = (templates[1] ?? templates[0]!).id;
  // The seed's ads of edr (if any), newest first; ours are created after them.
  seeded = (await adRows(server, 'edr')).map((r) => r.id).sort((a, b) => b - a);
  // 23 ads of edr, oldest first: more than the default page of 20.
  for (let i = 0; i < 23; i += 1) {
    const ad = await save(
      i === 5
        ? { title: `Billboard for oscilloscopes ${marker}`, placement: 'billboard', priority: 1, schedules: [{ templateId: otherTemplate, startDate: '2026-06-01', endDate: '2026-06-30', position: 3 }] }
        : i === 6
          ? { title: 'Reserve ad', campaignName: `Scope launch ${marker}`, priority: 5 }
          : {},
    );
    created.push({ id: ad.id, title: ad.title });
  }
});
afterAll(() => server.close());

describe('getNewsletterAdStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getNewsletterAdStream'));

  it('lists the ads of this site newest first, 20 a page by default, with company, schedules and read-only', async () => {
    await carryAd(server, 'edr', { adId: created[22]!.id, templateId: refs.templateId, status: 'sending' });
    const first = await stream();
    expect(first.totalCount).toBe(seeded.length + 23);
    expect(first.edges).toHaveLength(20);
    expect(first.edges.map((e) => e.node.id)).toEqual(created.slice(3).reverse().map((c) => c.id));
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const newest = first.edges[0]!.node;
    expect(newest).toMatchObject({ __typename: 'NewsletterAd', readOnly: true, company: { id: refs.companyId }, placement: 'sponsored_content', priority: 10 });
    expect(newest.schedules).toHaveLength(1);
    expect(first.edges[1]!.node.readOnly).toBe(false);

    const second = await stream({ pagination: { after: first.pageInfo.endCursor } });
    expect(second.edges.map((e) => e.node.id)).toEqual([...created.slice(0, 3).reverse().map((c) => c.id), ...seeded].slice(0, 20));
    expect(second.pageInfo).toMatchObject({ hasNextPage: seeded.length > 17, hasPreviousPage: true });
    expect((await stream({ pagination: { limit: 5, skip: 20 } })).edges).toHaveLength(Math.min(5, 3 + seeded.length));
  });

  it('filters by phrase (title, campaign name or company), template, placement and priority', async () => {
    const company = await companyOf(server, 'edr');
    expect((await stream({ phrase: `OSCILLOSCOPES ${marker.toUpperCase()}` })).edges.map((e) => e.node.id)).toEqual([created[5]!.id]);
    expect((await stream({ phrase: `scope launch ${marker}` })).edges.map((e) => e.node.id)).toEqual([created[6]!.id]);
    const byCompany = await stream({ phrase: company.name.slice(0, 6), pagination: { limit: 100 } });
    expect(ours(byCompany.edges.map((e) => e.node.id))).toHaveLength(23);
    expect((await stream({ phrase: '100%_off' })).totalCount).toBe(0);
    const billboards = await stream({ placement: 'billboard', pagination: { limit: 100 } });
    expect(ours(billboards.edges.map((e) => e.node.id))).toEqual([created[5]!.id]);
    expect(billboards.edges.every((e) => e.node.placement === 'billboard')).toBe(true);
    const reserve = await stream({ priority: 5, pagination: { limit: 100 } });
    expect(ours(reserve.edges.map((e) => e.node.id))).toEqual([created[6]!.id]);
    expect(reserve.edges.every((e) => e.node.priority === 5)).toBe(true);
    if (otherTemplate !== refs.templateId) {
      const byTemplate = await stream({ templateId: otherTemplate, pagination: { limit: 100 } });
      expect(ours(byTemplate.edges.map((e) => e.node.id))).toEqual([created[5]!.id]);
      expect(byTemplate.edges.every((e) => e.node.schedules.some((s) => s.templateId === otherTemplate))).toBe(true);
    }
  });

  it("never lists another site's ads", async () => {
    const fotRefs = { companyId: (await companyOf(server, 'fot')).id, templateId: (await templatesOf(server, 'fot'))[0]!.id };
    const fotAd = await save({ title: 'Fleet ad' }, fotManager, 'fot', fotRefs);
    const edr = await stream({ pagination: { limit: 100 } });
    expect(edr.edges.some((e) => e.node.id === fotAd.id)).toBe(false);
    const fot = (await execute(server, GetNewsletterAdStreamDocument, { input: { pagination: { limit: 100 } } }, { tenantKey: 'fot', cmsToken: fotManager })).getNewsletterAdStream;
    expect(fot.edges[0]!.node.id).toBe(fotAd.id);
    expect(fot.edges.some((e) => createdIds().has(e.node.id))).toBe(false);
    const fotCompanies = new Set((await itemsOf(server, 'fot', 'Company')).map((c) => c.id));
    expect(fot.edges.every((e) => fotCompanies.has(e.node.company.id))).toBe(true);
  });
  it('refuses a limit out of 1–100', async () => {
    const response = await post(server, 'getNewsletterAdStream', { input: { pagination: { limit: 101 } } }, bearer(manager));
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.message).toBe('limit must be between 1 and 100.');
  });

  it('needs manage_newsletter_ads on this site', async () => {
    await expectForbidden(server, 'getNewsletterAdStream', {}, editor);
    await expectUnauthenticated(server, 'getNewsletterAdStream', {});
    await expectUnknownTenantRefused(server, 'getNewsletterAdStream', {});
    expect(codeOf(await post(server, 'getNewsletterAdStream', {}, bearer(fotManager, 'edr')))).toBe('FORBIDDEN');
    await expectBadVariablesRefused(server, 'getNewsletterAdStream', { input: { placement: 'skyscraper' } }, /placement|NewsletterAdPlacement/);
  });
});
