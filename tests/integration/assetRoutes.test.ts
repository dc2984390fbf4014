import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaveAssetDocument } from '../../src/gql/graphql.js';
import { adminToken, createUser } from '../helpers/auth.js';
import { execute } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin: string;
let viewer: string;

beforeAll(async () => {
  server = await startTestServer({ assetMaxUploadBytes: 200 * 1024 });
  admin = await adminToken(server);
  viewer = (await createUser(server, { role: 'viewer' })).token;
});
afterAll(() => server.close());

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

interface UploadAnswer {
  statusCode?: number;
  code?: string;
  message?: string;
  id: number;
  kind: string;
  fileName: string;
  src: string;
  mimeType: string;
  width: number | null;
  height: number | null;
  version: number;
  sizeBytes: number;
}

async function upload(bytes: Uint8Array | string, { type = 'image/png', name = 'Red Square.png', token = admin as string | null, tenantKey = 'edr' } = {}) {
  const headers: Record<string, string> = { 'content-type': type, 'x-file-name': encodeURIComponent(name), 'x-tenant-key': tenantKey };
  if (token) headers['authorization'] = `Bearer ${token}`;
  const response = await fetch(`${server.url}/api/assets`, { method: 'POST', headers, body: typeof bytes === 'string' ? bytes : new Uint8Array(bytes) });
  return { status: response.status, body: (await response.json()) as UploadAnswer };
}

describe('POST /api/assets', () => {
  it('stores an image, measures it and answers the asset as JSON (201)', async () => {
    const { status, body } = await upload(await png(1200, 800), { name: 'Büro Foto.png' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ kind: 'image', fileName: 'Büro Foto.png', mimeType: 'image/png', width: 1200, height: 800, version: 1 });
    expect(body.src).toMatch(/^\/files\/assets\/\d+\/\d{4}\/[0-9a-f]{16}-buro-foto\.png$/);
    const file = await fetch(`${server.url}${body.src}`);
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBe(body.sizeBytes);
  });

  it('stores other files as kind file', async () => {
    const { status, body } = await upload('%PDF-1.4 test', { type: 'application/pdf', name: 'Rate card.pdf' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ kind: 'file', mimeType: 'application/pdf', width: null, height: null });
  });

  it('measures .ico files (kind file) so a favicon can be checked for squareness', async () => {
    const icon = new Uint8Array(6 + 32);
    const view = new DataView(icon.buffer);
    view.setUint16(2, 1, true);
    view.setUint16(4, 2, true);
    view.setUint8(6, 16);
    view.setUint8(7, 16);
    view.setUint8(22, 48);
    view.setUint8(23, 48);
    const { status, body } = await upload(icon, { type: 'image/x-icon', name: 'favicon.ico' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ kind: 'file', width: 48, height: 48 });
    const broken = await upload('not an icon', { type: 'image/x-icon', name: 'favicon.ico' });
    expect(broken).toMatchObject({ status: 415, body: { code: 'NOT_AN_ICON' } });
  });

  it('answers 401 without a login and 403 without manage_assets', async () => {
    const anonymous = await upload(await png(10, 10), { token: null });
    expect(anonymous).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED', message: 'You must be logged in to do this.' } });
    const forbidden = await upload(await png(10, 10), { token: viewer });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('FORBIDDEN');
  });

  it('refuses unsupported types, SVG, mismatched extensions and fake images with 415', async () => {
    const exe = await upload('MZ...', { type: 'application/x-msdownload', name: 'setup.exe' });
    expect(exe).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_TYPE' } });
    const svg = await upload('<svg xmlns="http://www.w3.org/2000/svg"/>', { type: 'image/svg+xml', name: 'logo.svg' });
    expect(svg.status).toBe(415);
    const renamed = await upload('MZ...', { type: 'application/pdf', name: 'setup.exe' });
    expect(renamed).toMatchObject({ status: 415, body: { code: 'EXTENSION_MISMATCH', message: 'The file name must end in .pdf for a file of type application/pdf.' } });
    const fake = await upload('not really a png', { type: 'image/png', name: 'fake.png' });
    expect(fake).toMatchObject({ status: 415, body: { code: 'NOT_AN_IMAGE' } });
  });

  it('refuses a body over the configured limit with 413, and a missing name or empty file with 400', async () => {
    const big = await upload(new Uint8Array(300 * 1024), { type: 'application/zip', name: 'big.zip' });
    expect(big).toMatchObject({ status: 413, body: { code: 'TOO_LARGE', message: 'The file is larger than 0.2 MB.' } });
    const nameless = await upload(await png(10, 10), { name: '' });
    expect(nameless).toMatchObject({ status: 400, body: { code: 'FILE_NAME_REQUIRED' } });
    const empty = await upload(new Uint8Array(0), { type: 'application/pdf', name: 'empty.pdf' });
    expect(empty.status).toBe(400);
  });

  it('refuses an unknown site with 400', async () => {
    const { status, body } = await upload(await png(10, 10), { tenantKey: 'no-such-site' });
    expect(status).toBe(400);
    expect(body.code).toBe('TENANT_NOT_FOUND');
  });
});

describe('GET /images/{id}/{version}/{name}', () => {
  let image: UploadAnswer;
  beforeAll(async () => {
    image = (await upload(await png(1200, 800), { name: 'landscape.png' })).body;
  });
  const url = (query: string, version = image.version, name = 'landscape.webp') => `${server.url}/images/${image.id}/${version}/${name}${query}`;

  it('serves the requested width (rounded up to an allowed width) and format, cacheable for a year', async () => {
    const response = await fetch(url('?w=500'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 427 });
  });

  it('serves avif, jpeg and png by fm or by the name, and never upscales', async () => {
    const avif = await fetch(url('?w=320&fm=avif'));
    expect(avif.headers.get('content-type')).toBe('image/avif');
    const jpeg = await fetch(url('?w=2000', image.version, 'landscape.jpg'));
    const meta = await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200 });
    const png = await fetch(url('?fm=png&w=160'));
    expect(png.headers.get('content-type')).toBe('image/png');
  });

  it('answers an ETag and 304 for a repeated request', async () => {
    const first = await fetch(url('?w=320'));
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"img-\d+-1-320-orig\.webp"$/);
    const again = await fetch(url('?w=320'), { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('applies the crop and cuts to an aspect ratio around the focal point', async () => {
    const saved = await execute(
      server,
      SaveAssetDocument,
      { input: { id: image.id, version: image.version, approvedWebsite: true, processingOptions: { crop: { x: 100, y: 0, width: 800, height: 800 }, focalPoint: { x: 200, y: 400 } } } },
      { cmsToken: admin, tenantKey: 'edr' },
    );
    const version = saved.saveAsset.version;
    const cropped = await fetch(url('?w=2560', version));
    expect(await sharp(Buffer.from(await cropped.arrayBuffer())).metadata()).toMatchObject({ width: 800, height: 800 });
    const wide = await fetch(url('?w=640&ar=16x9', version));
    expect(await sharp(Buffer.from(await wide.arrayBuffer())).metadata()).toMatchObject({ width: 640, height: 360 });
    // The old version's URL now redirects to the current one.
    const old = await fetch(url('?w=320', image.version), { redirect: 'manual' });
    expect(old.status).toBe(302);
    expect(old.headers.get('location')).toBe(`/images/${image.id}/${version}/landscape.webp?w=320`);
  });

  it('answers 400 for bad parameters and 404 for unknown images or files, never 500', async () => {
    for (const query of ['?w=abc', '?w=0', '?fm=gif', '?ar=5x1', '?w=123456']) {
      const response = await fetch(url(query));
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('BAD_IMAGE_REQUEST');
    }
    expect((await fetch(`${server.url}/images/abc/1/x.webp`)).status).toBe(400);
    expect((await fetch(`${server.url}/images/999999/1/x.webp`)).status).toBe(404);
    const pdf = (await upload('%PDF-1.4', { type: 'application/pdf', name: 'doc.pdf' })).body;
    expect((await fetch(`${server.url}/images/${pdf.id}/1/doc.webp`)).status).toBe(404);
  });
});
