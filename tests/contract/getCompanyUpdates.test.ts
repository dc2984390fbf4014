import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCompanyUpdatesDocument, type CompanyUpdatesInput } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { companyNamed, createLink, expectDisabled, setCompanyUpdates, someCompany, startCompanyUpdateServer, submittedLink } from '../helpers/companyUpdates.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let editor = '';
let viewer = '';
let fotEditor = '';

beforeAll(async () => {
  ({ server, editor, viewer, fotEditor } = await startCompanyUpdateServer());
});
afterAll(() => server.close());

const list = (input: CompanyUpdatesInput | null = null, token = editor, tenantKey = 'edr') =>
  execute(server, GetCompanyUpdatesDocument, { input }, { tenantKey, cmsToken: token }).then((d) => d.getCompanyUpdates);

describe('getCompanyUpdates', () => {
  it('is served as text', () => expectDocumentServed(server, 'getCompanyUpdates'));

  it("lists the demo's update waiting for review, with what it changes and who sent it", async () => {
    const answer = await list({ status: ['submitted'] });
    expect(answer.totalCount).toBe(1);
    expect(answer.edges[0]?.node).toMatchObject({
      __typename: 'CompanyUpdate',
      company: { name: 'Northbridge Instruments' },
      status: 'submitted',
      expired: false,
      submitterName: 'Dana Whitfield',
      submitterEmail: 'dana.whitfield@northbridge-instruments.example',
      recipientEmail: 'sales@northbridge-instruments.example',
      reviewedAt: null,
      changedFields: ['description', 'phone', 'address2', 'contacts', 'products'],
    });
  });

  it('filters by status and company name, newest activity first, a page at a time', async () => {
    const arclight = await companyNamed(server, 'edr', 'Arclight Power');
    const first = await createLink(server, editor, arclight.id);
    const second = await submittedLink(server, editor, arclight.id, { phone: '+1 512 555 0114' });
    const third = await createLink(server, editor, arclight.id);
    const arclightOnly = await list({ phrase: 'arclight' });
    expect(arclightOnly.edges.map((e) => e.node.id)).toEqual([third.id, second.id, first.id]);
    expect(arclightOnly.totalCount).toBe(3);
    expect(arclightOnly.edges[1]?.node).toMatchObject({ status: 'submitted', changedFields: ['phone'] });
    expect((await list({ phrase: 'ARCLIGHT', status: ['open'] })).edges.map((e) => e.node.id)).toEqual([third.id, first.id]);
    expect((await list({ companyId: arclight.id, status: ['accepted', 'rejected'] })).totalCount).toBe(0);
    const page = await list({ phrase: 'arclight', pagination: { limit: 2 } });
    expect(page.edges).toHaveLength(2);
    expect(page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const next = await list({ phrase: 'arclight', pagination: { limit: 2, skip: 2 } });
    expect(next.edges.map((e) => e.node.id)).toEqual([first.id]);
    expect(next.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect((await list({ phrase: '%' })).totalCount).toBe(0);
    const bad = await post(server, 'getCompanyUpdates', { input: { pagination: { limit: 0 } } }, bearer(editor, 'edr'));
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
  });

  it("answers only the site's own updates", async () => {
    await setCompanyUpdates(server, 'fot', true);
    const fotLink = await createLink(server, fotEditor, await someCompany(server, 'fot'), 'fot');
    const fot = await list(null, fotEditor, 'fot');
    expect(fot.edges.map((e) => e.node.id)).toEqual([fotLink.id]);
    expect((await list()).edges.some((e) => e.node.id === fotLink.id)).toBe(false);
    expect(codeOf(await post(server, 'getCompanyUpdates', {}, bearer(fotEditor, 'edr')))).toBe('FORBIDDEN');
  });

  it('needs manage_content', async () => {
    await expectUnauthenticated(server, 'getCompanyUpdates', {});
    await expectForbidden(server, 'getCompanyUpdates', {}, viewer);
  });

  it('is refused while the site has company updates switched off', async () => {
    await setCompanyUpdates(server, 'fot', false);
    expectDisabled(await post(server, 'getCompanyUpdates', {}, bearer(fotEditor, 'fot')));
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getCompanyUpdates', {}));
});
