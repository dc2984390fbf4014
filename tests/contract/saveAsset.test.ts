import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaveAssetDocument } from '../../src/gql/graphql.js';
import { uploadTestAsset, type UploadedTestAsset } from '../helpers/assets.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin: string;
let image: UploadedTestAsset;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  image = await uploadTestAsset(server, admin, { name: 'Harbour.png' });
});
afterAll(() => server.close());

describe('saveAsset', () => {
  it('is served as text', () => expectDocumentServed(server, 'saveAsset'));

  it('saves the descriptive fields and processing options, bumps the version and changes the variant URLs', async () => {
    const { saveAsset } = await execute(
      server,
      SaveAssetDocument,
      {
        input: {
          id: image.id,
          version: 1,
          alt: '  Boats in the harbour ',
          credit: 'Photo: A. Smith',
          caption: '',
          approvedWebsite: false,
          processingOptions: { crop: { x: 10, y: 20, width: 400, height: 300 }, focalPoint: { x: 200, y: 150 } },
        },
      },
      { cmsToken: admin, tenantKey: 'edr' },
    );
    expect(saveAsset).toMatchObject({
      __typename: 'Asset',
      id: image.id,
      alt: 'Boats in the harbour',
      credit: 'Photo: A. Smith',
      caption: null,
      approvedWebsite: false,
      processingOptions: { crop: { x: 10, y: 20, width: 400, height: 300 }, focalPoint: { x: 200, y: 150 } },
      version: 2,
      thumbnail: `/images/${image.id}/2/harbour.webp?w=320`,
    });
  });

  it('refuses a crop or focal point outside the image with field errors', async () => {
    const response = await post(
      server,
      'saveAsset',
      { input: { id: image.id, version: 2, approvedWebsite: true, processingOptions: { crop: { x: 500, y: 0, width: 400, height: 100 }, focalPoint: { x: 900, y: 10 } } } },
      bearer(admin, 'edr'),
    );
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      'processingOptions.crop': 'The crop must lie inside the image (800 × 600 pixels)',
      'processingOptions.focalPoint': 'The focal point must lie inside the image (800 × 600 pixels)',
    });
    const outsideCrop = await post(
      server,
      'saveAsset',
      { input: { id: image.id, version: 2, approvedWebsite: true, processingOptions: { crop: { x: 0, y: 0, width: 100, height: 100 }, focalPoint: { x: 300, y: 10 } } } },
      bearer(admin, 'edr'),
    );
    expect(outsideCrop.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ 'processingOptions.focalPoint': 'The focal point must lie inside the crop' });
  });

  it('refuses over-long texts with field errors', async () => {
    const response = await post(server, 'saveAsset', { input: { id: image.id, version: 2, approvedWebsite: true, alt: 'a'.repeat(501) } }, bearer(admin, 'edr'));
    expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ alt: 'At most 500 characters' });
  });

  it('refuses a stale version with CONFLICT naming who changed it', async () => {
    const response = await post(server, 'saveAsset', { input: { id: image.id, version: 1, approvedWebsite: true } }, bearer(admin, 'edr'));
    expect(codeOf(response)).toBe('CONFLICT');
    expect(response.status).toBe(409);
    expect(response.body.errors?.[0]?.message).toMatch(/^This asset was changed by Site Administrator at .+ UTC since you opened it\./);
    expect(response.body.errors?.[0]?.extensions?.currentVersion).toBe(2);
  });

  it('needs manage_assets and cannot reach another site\'s asset', async () => {
    const variables = { input: { id: image.id, version: 2, approvedWebsite: true } };
    await expectUnauthenticated(server, 'saveAsset', variables);
    const viewer = await createUser(server, { role: 'viewer' });
    await expectForbidden(server, 'saveAsset', variables, viewer.token);
    expect(codeOf(await post(server, 'saveAsset', variables, bearer(admin, 'fot')))).toBe('NOT_FOUND');
  });
});
