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

describe('upload contents must match the declared type (security issue 16 item 4)', () => {
  const HTML = '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>';
  const mismatch = (name: string, sentAs: string, contains: string) =>
    `The file's contents do not match its type: "${name}" was sent as ${sentAs}, but it contains ${contains}. Save or export it in the right format and upload it again.`;

  it('refuses HTML sent as a PDF, a text file, a CSV file or an image', async () => {
    expect(await upload(HTML, { type: 'application/pdf', name: 'Rate card.pdf' })).toMatchObject({
      status: 415,
      body: { code: 'CONTENT_MISMATCH', message: mismatch('Rate card.pdf', 'a PDF document', 'an HTML page') },
    });
    expect(await upload(`  \n${HTML}`, { type: 'text/plain', name: 'notes.txt' })).toMatchObject({
      status: 415,
      body: { code: 'CONTENT_MISMATCH', message: mismatch('notes.txt', 'a plain text file', 'an HTML page') },
    });
    expect(await upload('<SCRIPT>alert(1)</SCRIPT>', { type: 'text/csv', name: 'leads.csv' })).toMatchObject({
      status: 415,
      body: { code: 'CONTENT_MISMATCH', message: mismatch('leads.csv', 'a CSV file', 'an HTML page') },
    });
    expect(await upload(HTML, { type: 'image/png', name: 'photo.png' })).toMatchObject({
      status: 415,
      body: { code: 'CONTENT_MISMATCH', message: mismatch('photo.png', 'a PNG image', 'an HTML page') },
    });
  });

  it('refuses a PDF that does not start with %PDF- and binary data sent as text', async () => {
    const notPdf = await upload('Just some words', { type: 'application/pdf', name: 'words.pdf' });
    expect(notPdf).toMatchObject({ status: 415, body: { code: 'CONTENT_MISMATCH', message: mismatch('words.pdf', 'a PDF document', 'plain text') } });
    const binary = await upload(new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), { type: 'text/csv', name: 'data.csv' });
    expect(binary).toMatchObject({ status: 415, body: { code: 'CONTENT_MISMATCH' } });
    expect(binary.body.message).toContain('but it contains binary data, not text.');
  });

  it('stores JPEG bytes sent as image/png as the JPEG they are (type and extension corrected)', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 60 } } })
      .jpeg()
      .toBuffer();
    const { status, body } = await upload(jpeg, { type: 'image/png', name: 'Mislabelled.png' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ kind: 'image', fileName: 'Mislabelled.png', mimeType: 'image/jpeg', width: 40, height: 30 });
    expect(body.src).toMatch(/-mislabelled\.jpg$/);
    const file = await fetch(`${server.url}${body.src}`);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
  });

  it('still accepts real PNG, JPEG, PDF, CSV and text files', async () => {
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: { r: 0, g: 0, b: 0 } } })
      .jpeg()
      .toBuffer();
    expect((await upload(jpeg, { type: 'image/jpeg', name: 'photo.jpg' })).body).toMatchObject({ mimeType: 'image/jpeg' });
    expect((await upload(await png(10, 10), { type: 'image/png', name: 'photo.png' })).body).toMatchObject({ mimeType: 'image/png' });
    expect((await upload('%PDF-1.7\n1 0 obj', { type: 'application/pdf', name: 'doc.pdf' })).status).toBe(201);
    expect((await upload('name,email\nAda <ada@example.com>,x\n', { type: 'text/csv', name: 'list.csv' })).status).toBe(201);
    expect((await upload('Hello, world.\n', { type: 'text/plain; charset=utf-8', name: 'hello.txt' })).status).toBe(201);
  });
});

describe('GET /files/{key}', () => {
  it('serves an image with its stored type and nosniff, in place', async () => {
    const image = (await upload(await png(20, 20), { name: 'inline.png' })).body;
    const response = await fetch(`${server.url}${image.src}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(response.headers.get('cache-control')).toBe('public, max-age=2592000');
  });

  it('serves a PDF in place', async () => {
    const pdf = (await upload('%PDF-1.4 inline', { type: 'application/pdf', name: 'Media kit.pdf' })).body;
    const response = await fetch(`${server.url}${pdf.src}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBeNull();
  });

  it('sends other files (CSV, text, Office, ZIP) as attachments under their uploaded name', async () => {
    const csv = (await upload('a,b\n1,2\n', { type: 'text/csv', name: 'Leads März.csv' })).body;
    const response = await fetch(`${server.url}${csv.src}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Leads Marz.csv"; filename*=UTF-8''Leads%20M%C3%A4rz.csv`);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(await response.text()).toBe('a,b\n1,2\n');
    const zip = (await upload(new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]), { type: 'application/zip', name: 'empty.zip' })).body;
    const zipResponse = await fetch(`${server.url}${zip.src}`, { method: 'HEAD' });
    expect(zipResponse.headers.get('content-type')).toBe('application/zip');
    expect(zipResponse.headers.get('content-disposition')).toBe('attachment; filename="empty.zip"');
  });

  it('serves no file that no asset names (a stray or orphaned file): 404', async () => {
    await server.services.storage.put('strays/page.html', new TextEncoder().encode('<script>alert(1)</script>'), { contentType: 'text/html' });
    try {
      const response = await fetch(`${server.url}/files/strays/page.html`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).not.toMatch(/html/);
    } finally {
      await server.services.storage.delete('strays/page.html');
    }
    expect((await fetch(`${server.url}/files/assets/999999/2026/nothing.pdf`)).status).toBe(404);
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
