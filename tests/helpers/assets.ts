import sharp from 'sharp';
import type { TestServer } from './testServer.js';

export interface UploadedTestAsset {
  id: number;
  kind: 'image' | 'file';
  fileName: string;
  src: string;
  width: number | null;
  height: number | null;
  version: number;
}

/** A solid-colour PNG of the given size. */
export function testPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();
}

/** Uploads through POST /api/assets as the given user, on a site, and returns the created asset. */
export async function uploadTestAsset(
  server: TestServer,
  token: string,
  { tenantKey = 'edr', name = 'test image.png', type = 'image/png', bytes }: { tenantKey?: string; name?: string; type?: string; bytes?: Uint8Array } = {},
): Promise<UploadedTestAsset> {
  const body = bytes ?? (await testPng(800, 600));
  const response = await fetch(`${server.url}/api/assets`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-tenant-key': tenantKey, 'content-type': type, 'x-file-name': encodeURIComponent(name) },
    body: new Uint8Array(body),
  });
  if (response.status !== 201) throw new Error(`Upload failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as UploadedTestAsset;
}
