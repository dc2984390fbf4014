import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCompanyUpdateDocument, GetCompanyUpdatesDocument } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { createLink, expectDisabled, setCompanyUpdates, someCompany, startCompanyUpdateServer } from '../helpers/companyUpdates.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let editor = '';
let viewer = '';
let fotEditor = '';
let seededId = 0;

beforeAll(async () => {
  ({ server, editor, viewer, fotEditor } = await startCompanyUpdateServer());
  const seeded = await execute(server, GetCompanyUpdatesDocument, { input: { status: ['submitted'] } }, { tenantKey: 'edr', cmsToken: editor });
  seededId = seeded.getCompanyUpdates.edges[0]!.node.id;
});
afterAll(() => server.close());

const one = (id: number) => execute(server, GetCompanyUpdateDocument, { id }, { tenantKey: 'edr', cmsToken: editor }).then((d) => d.getCompanyUpdate);

describe('getCompanyUpdate', () => {
  it('is served as text', () => expectDocumentServed(server, 'getCompanyUpdate'));

  it("answers the proposal field by field against the company's current content", async () => {
    const update = await one(seededId);
    expect(update).toMatchObject({ id: seededId, status: 'submitted', company: { name: 'Northbridge Instruments' }, submitterIp: '203.0.113.24' });
    const rows = new Map(update.diff!.map((row) => [row.field, row]));
    expect(update.diff!.map((row) => row.field)).toEqual(['name', 'description', 'website', 'phone', 'email', 'address1', 'address2', 'city', 'state', 'postalCode', 'country', 'logo', 'contacts', 'products']);
    expect(rows.get('name')).toMatchObject({ label: 'Company name', changed: false, current: 'Northbridge Instruments', proposed: 'Northbridge Instruments' });
    expect(rows.get('phone')).toMatchObject({ label: 'Phone', changed: true, current: '+1 503 555 0177', proposed: '+1 503 555 0188' });
    expect(rows.get('address2')).toMatchObject({ changed: true, current: null, proposed: 'Suite 300' });
    expect(rows.get('country')).toMatchObject({ changed: false, current: 'United States (US)' });
    expect(rows.get('logo')).toMatchObject({ kind: 'image', changed: false, currentImageUrl: expect.stringMatching(/^\/files\//) });
    expect(rows.get('contacts')).toMatchObject({
      kind: 'list',
      changed: true,
      current: null,
      proposed: '1 contact',
      items: [{ id: null, change: 'added', current: null, proposed: 'Dana Whitfield — Marketing Communications Manager · dana.whitfield@northbridge-instruments.example · +1 503 555 0189' }],
    });
    expect(rows.get('products')?.items[0]).toMatchObject({ change: 'changed', changedParts: ['Description'], id: expect.any(Number) });
    expect(update.changedFields).toEqual(['description', 'phone', 'address2', 'contacts', 'products']);
    expect(update.proposed).toMatchObject({ name: 'Northbridge Instruments', phone: '+1 503 555 0188', address2: 'Suite 300', logoUrl: expect.stringMatching(/^\/files\//) });
  });

  it('answers an open link without a proposal or a diff', async () => {
    const link = await createLink(server, editor, await someCompany(server, 'edr'));
    expect(await one(link.id)).toMatchObject({ status: 'open', diff: null, proposed: null, changedFields: [] });
  });

  it("answers NOT_FOUND for an unknown id and another site's update", async () => {
    const missing = await post(server, 'getCompanyUpdate', { id: 999_999 }, bearer(editor, 'edr'));
    expect(missing.body.errors?.[0]).toMatchObject({ message: 'No company update with id 999999 was found on this site.', extensions: { code: 'NOT_FOUND' } });
    await setCompanyUpdates(server, 'fot', true);
    const fotLink = await createLink(server, fotEditor, await someCompany(server, 'fot'), 'fot');
    const admin = await post(server, 'getCompanyUpdate', { id: fotLink.id }, bearer(editor, 'edr'));
    expect(codeOf(admin)).toBe('NOT_FOUND');
  });

  it('needs manage_content on the site', async () => {
    await expectUnauthenticated(server, 'getCompanyUpdate', { id: seededId });
    await expectForbidden(server, 'getCompanyUpdate', { id: seededId }, viewer);
    expect(codeOf(await post(server, 'getCompanyUpdate', { id: seededId }, bearer(fotEditor, 'edr')))).toBe('FORBIDDEN');
  });

  it('is refused while the site has company updates switched off', async () => {
    await setCompanyUpdates(server, 'edr', false);
    try {
      expectDisabled(await post(server, 'getCompanyUpdate', { id: seededId }, bearer(editor, 'edr')));
    } finally {
      await setCompanyUpdates(server, 'edr', true);
    }
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getCompanyUpdate', { id: seededId }));
});
