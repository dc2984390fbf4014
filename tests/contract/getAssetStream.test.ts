import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetAssetStreamDocument, SaveAssetDocument, type AssetStreamInput } from '../../src/gql/graphql.js';
import { uploadTestAsset, type UploadedTestAsset } from '../helpers/assets.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin: string;
let image: UploadedTestAsset;
let pdf: UploadedTestAsset;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  image = await uploadTestAsset(server, admin, { name: 'Zebra crossing.png' });
  pdf = await uploadTestAsset(server, admin, { name: 'Zebra rate card.pdf', type: 'application/pdf', bytes: new TextEncoder().encode('%PDF-1.4') });
  await execute(server, SaveAssetDocument, { input: { id: image.id, version: 1, alt: 'Black and white stripes', approvedWebsite: false } }, { cmsToken: admin, tenantKey: 'edr' });
});
afterAll(() => server.close());

const stream = (input: AssetStreamInput, token = admin, tenantKey = 'edr') =>
  execute(server, GetAssetStreamDocument, { input }, { cmsToken: token, tenantKey }).then((d) => d.getAssetStream);

describe('getAssetStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getAssetStream'));

  it('lists the site\'s library newest first with totalCount and paging', async () => {
    const page = await stream({ pagination: { limit: 2 } });
    expect(page.__typename).toBe('AssetConnection');
    expect(page.totalCount).toBeGreaterThan(2);
    expect(page.edges.map((e) => e.node.id)).toEqual([pdf.id, image.id]);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = await stream({ pagination: { limit: 2, after: page.pageInfo.endCursor } });
    expect(next.edges.map((e) => e.node.id)).not.toContain(pdf.id);
  });

  it('filters by kind, phrase (file name, alt, caption), approvedWebsite and ids', async () => {
    const zebras = await stream({ phrase: 'zebra' });
    expect(zebras.edges.map((e) => e.node.id).sort()).toEqual([image.id, pdf.id].sort());
    const files = await stream({ phrase: 'zebra', kind: 'file' });
    expect(files.edges.map((e) => e.node.id)).toEqual([pdf.id]);
    expect((await stream({ phrase: 'stripes' })).edges.map((e) => e.node.id)).toEqual([image.id]);
    expect((await stream({ phrase: 'zebra', approvedWebsite: true })).edges.map((e) => e.node.id)).toEqual([pdf.id]);
    expect((await stream({ includeIds: [image.id] })).totalCount).toBe(1);
    expect((await stream({ phrase: '%' })).totalCount).toBe(0);
  });

  it('never shows another site\'s assets', async () => {
    const other = await stream({ phrase: 'zebra' }, admin, 'fot');
    expect(other.totalCount).toBe(0);
  });

  it('needs a login and a library permission', async () => {
    await expectUnauthenticated(server, 'getAssetStream', {});
    const advertiser = await createUser(server, { role: 'ad_operations' });
    await expectForbidden(server, 'getAssetStream', {}, advertiser.token);
  });

  it('refuses bad paging and an over-long phrase with field errors', async () => {
    const limit = await post(server, 'getAssetStream', { input: { pagination: { limit: 1000 } } }, bearer(admin, 'edr'));
    expect(codeOf(limit)).toBe('BAD_USER_INPUT');
    expect(limit.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ limit: 'Must be between 1 and 100' });
    const phrase = await post(server, 'getAssetStream', { input: { phrase: 'x'.repeat(201) } }, bearer(admin, 'edr'));
    expect(phrase.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ phrase: 'At most 200 characters' });
  });
});
