import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaveContentDocument, SaveWebsiteMenuDocument, type ContentInput } from '../../src/gql/graphql.js';
import { content, menus } from '../../src/server/db/schema/index.js';
import { contentInputOf } from '../../src/server/modules/content/write.js';
import { adminToken } from '../helpers/auth.js';
import { tenantIdOf } from '../helpers/db.js';
import { execute } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * Issue 10 item 6: a save tells the CDN in front which pages it made stale, by the keys the pages
 * carry (Surrogate-Key / Cache-Tag): a local HTTP server plays the CDN's purge endpoint.
 */
let cdn: Server;
let server: TestServer;
let admin: string;
let edrId: number;
const purges: { headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  cdn = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      purges.push({ headers: request.headers, body });
      response.end('{"status":"ok"}');
    });
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  const port = (cdn.address() as AddressInfo).port;
  server = await startTestServer({ cdn: { maxAgeSeconds: 120, staleSeconds: 600, purgeUrl: `http://127.0.0.1:${port}/purge`, purgeToken: 'cdn-secret' } });
  [admin, edrId] = await Promise.all([adminToken(server), tenantIdOf(server, 'edr')]);
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => cdn.close(resolve));
});

async function nextPurge(): Promise<{ headers: IncomingHttpHeaders; keys: string[] }> {
  for (let i = 0; i < 100 && purges.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  const purge = purges.shift();
  if (!purge) throw new Error('no purge reached the CDN');
  return { headers: purge.headers, keys: (JSON.parse(purge.body) as { keys: string[] }).keys };
}

describe('CDN purges', () => {
  it('a content save purges the item’s pages and every page with a list, by key', async () => {
    const [item] = await server.database.db.select({ id: content.id }).from(content).where(and(eq(content.tenantId, edrId), eq(content.status, 1))).limit(1);
    const input = structuredClone(await contentInputOf(server.database.db, edrId, item!.id)) as ContentInput;
    const [row] = await server.database.db.select({ version: content.version }).from(content).where(eq(content.id, item!.id));
    await execute(server, SaveContentDocument, { input: { ...input, name: `${input.name} (purged)`, version: row!.version } }, { cmsToken: admin, tenantKey: 'edr' });
    const { headers, keys } = await nextPurge();
    expect(keys.sort()).toEqual([`s${edrId}:Content:${item!.id}`, `s${edrId}:content-lists`].sort());
    expect(String(headers['surrogate-key']).split(' ').sort()).toEqual(keys);
    expect(String(headers['cache-tag']).split(',').sort()).toEqual(keys);
    expect(headers.authorization).toBe('Bearer cdn-secret');
  });

  it('a menu save purges every page of the site (they all show the menus)', async () => {
    const [menu] = await server.database.db.select({ version: menus.version }).from(menus).where(and(eq(menus.tenantId, edrId), eq(menus.location, 'footer')));
    await execute(server, SaveWebsiteMenuDocument, { location: 'footer', items: [], version: menu?.version ?? 0 }, { cmsToken: admin, tenantKey: 'edr' });
    const { keys } = await nextPurge();
    expect(keys).toEqual([`s${edrId}:menus`]);
  });
});
