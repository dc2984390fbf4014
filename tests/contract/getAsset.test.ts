import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetAssetDocument, SaveAssetDocument } from '../../src/gql/graphql.js';
import { uploadTestAsset, type UploadedTestAsset } from '../helpers/assets.js';
import { adminToken, createUser } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer, onSite } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin: string;
let approved: UploadedTestAsset;
let hidden: UploadedTestAsset;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  approved = await uploadTestAsset(server, admin, { name: 'Plant floor.png' });
  hidden = await uploadTestAsset(server, admin, { name: 'Embargoed.png' });
  await execute(server, SaveAssetDocument, { input: { id: approved.id, version: 1, alt: 'A plant floor', credit: 'Jane Doe', caption: 'The new line', approvedWebsite: true, processingOptions: { focalPoint: { x: 400, y: 300 } } } }, { cmsToken: admin, tenantKey: 'edr' });
  await execute(server, SaveAssetDocument, { input: { id: hidden.id, version: 1, approvedWebsite: false } }, { cmsToken: admin, tenantKey: 'edr' });
});
afterAll(() => server.close());

describe('getAsset', () => {
  it('is served as text', () => expectDocumentServed(server, 'getAsset'));

  it('reads alt, src, credit, caption, processingOptions, metadata and approvedWebsite (spec 002)', async () => {
    const { getAsset } = await execute(server, GetAssetDocument, { id: approved.id }, { tenantKey: 'edr' });
    expect(getAsset).toMatchObject({
      __typename: 'Asset',
      id: approved.id,
      kind: 'image',
      fileName: 'Plant floor.png',
      src: approved.src,
      alt: 'A plant floor',
      credit: 'Jane Doe',
      caption: 'The new line',
      processingOptions: { focalPoint: { x: 400, y: 300 } },
      approvedWebsite: true,
      width: 800,
      height: 600,
      mimeType: 'image/png',
      version: 2,
    });
    expect(getAsset.metadata).toMatchObject({ format: 'png', width: 800, height: 600 });
    expect(getAsset.thumbnail).toBe(`/images/${approved.id}/2/plant-floor.webp?w=320`);
  });

  it('is public for assets approved for the website, and hides the others from the public', async () => {
    const response = await post(server, 'getAsset', { id: hidden.id }, onSite('edr'));
    expect(codeOf(response)).toBe('NOT_FOUND');
    expect(response.body.errors?.[0]?.message).toBe(`Asset ${hidden.id} was not found on this site.`);
    const asAdmin = await execute(server, GetAssetDocument, { id: hidden.id }, { cmsToken: admin, tenantKey: 'edr' });
    expect(asAdmin.getAsset.approvedWebsite).toBe(false);
  });

  it('refuses an unapproved asset to a logged-in user without a library permission', async () => {
    const advertiser = await createUser(server, { role: 'ad_operations' });
    const response = await post(server, 'getAsset', { id: hidden.id }, bearer(advertiser.token, 'edr'));
    expect(codeOf(response)).toBe('FORBIDDEN');
  });

  it('answers NOT_FOUND for unknown ids and for another site\'s assets', async () => {
    expect(codeOf(await post(server, 'getAsset', { id: 99999999 }, bearer(admin, 'edr')))).toBe('NOT_FOUND');
    const other = await post(server, 'getAsset', { id: approved.id }, bearer(admin, 'fot'));
    expect(codeOf(other)).toBe('NOT_FOUND');
  });

  it('refuses bad variables and unknown sites', async () => {
    await expectBadVariablesRefused(server, 'getAsset', { id: 'x' }, /Int/);
    await expectUnknownTenantRefused(server, 'getAsset', { id: approved.id });
  });
});
