import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetRssFeedContentStreamDocument, GetWebsiteLayoutPageDocument } from '../../src/gql/graphql.js';
import type { PageGrid } from '../../src/site/blocks/types.js';
import { adminToken } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { block, layoutInput, row, saveLayout } from '../helpers/layouts.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

// A stand-in for other sites' feeds on 127.0.0.1: the server under test is started with
// feedsAllowPrivateHosts (FEEDS_ALLOW_PRIVATE_HOSTS), as only tests may; the guard that refuses
// loopback addresses by default is covered in src/server/integrations/feeds/feeds.test.ts.
const rssItems = Array.from(
  { length: 12 },
  (_, i) => `
    <item>
      <title>Story ${i + 1}</title>
      <link>https://news.example.com/story-${i + 1}</link>
      <pubDate>Thu, 05 Mar 2026 10:${String(i).padStart(2, '0')}:00 GMT</pubDate>
      <description>Summary ${i + 1}.</description>
    </item>`,
).join('');

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>Example news</title>
    <item>
      <title>GaN &amp; SiC</title>
      <link>https://news.example.com/gan-sic</link>
      <pubDate>Tue, 03 Mar 2026 10:00:00 GMT</pubDate>
      <description><![CDATA[<p>Chargers <b>shrink</b>.</p><script>alert('owned')</script><img src="x" onerror="alert(1)">]]></description>
      <media:thumbnail url="https://cdn.example.com/gan.jpg" />
    </item>
    <item>
      <title>Click me</title>
      <link>javascript:alert(document.cookie)</link>
      <description>A trap</description>
    </item>
    ${rssItems}
  </channel>
</rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Example Atom</title>
  <entry>
    <title>Atom entry</title>
    <link rel="alternate" href="/entries/1" />
    <published>2026-02-01T08:30:00Z</published>
    <summary type="html">&lt;p&gt;An &lt;em&gt;Atom&lt;/em&gt; summary&lt;/p&gt;</summary>
    <link rel="enclosure" type="image/png" href="https://cdn.example.com/atom.png" />
  </entry>
</feed>`;

let feeds: Server;
let origin: string;
const requests = new Map<string, number>();
const sockets = new Set<Socket>();

const send = (response: ServerResponse, status: number, type: string, body: string) => {
  response.writeHead(status, { 'content-type': type });
  response.end(body);
};

let server: TestServer;
let admin: string;

beforeAll(async () => {
  feeds = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.set(path, (requests.get(path) ?? 0) + 1);
    if (path.startsWith('/rss.xml') || path === '/counted.xml') return send(response, 200, 'application/rss+xml; charset=utf-8', RSS);
    if (path === '/atom.xml') return send(response, 200, 'application/atom+xml', ATOM);
    if (path === '/page.html') return send(response, 200, 'text/html', '<!doctype html><html><body><h1>Not a feed</h1></body></html>');
    // Streamed without a Content-Length, past the reader's 2 MB.
    if (path === '/big.xml') {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      const chunk = `<item><title>${'x'.repeat(65_000)}</title></item>`;
      let sent = 0;
      const more = () => {
        while (sent < 40) {
          sent += 1;
          if (!response.write(chunk)) return void response.once('drain', more);
        }
        response.end('</channel></rss>');
      };
      response.write('<rss><channel>');
      return more();
    }
    // Longer than the reader's 4 s timeout.
    if (path === '/slow.xml') {
      const timer = setTimeout(() => send(response, 200, 'application/rss+xml', RSS), 8000);
      response.on('close', () => clearTimeout(timer));
      return;
    }
    send(response, 404, 'text/plain', 'Not found');
  });
  feeds.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  server = await startTestServer({ feedsAllowPrivateHosts: true });
  admin = await adminToken(server);
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => feeds.close(() => resolve()));
  await server.close();
});

const read = async (path: string, limit?: number) =>
  (await execute(server, GetRssFeedContentStreamDocument, { url: `${origin}${path}`, ...(limit === undefined ? {} : { limit }) })).getRSSFeedContentStream;

describe('getRSSFeedContentStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getRSSFeedContentStream'));

  it('reads an RSS feed: 10 items by default, plain text, http(s) links only, without a login', async () => {
    const feed = await read('/rss.xml');
    expect(feed.error).toBeNull();
    expect(feed.items).toHaveLength(10);
    expect(feed.items[0]).toEqual({
      __typename: 'RSSFeedItem',
      title: 'GaN & SiC',
      url: 'https://news.example.com/gan-sic',
      published: '2026-03-03T10:00:00.000Z',
      summary: 'Chargers shrink.',
      imageUrl: 'https://cdn.example.com/gan.jpg',
    });
    // The javascript: item is left out; the next one follows.
    expect(feed.items[1]).toMatchObject({ title: 'Story 1', url: 'https://news.example.com/story-1', summary: 'Summary 1.', imageUrl: null, published: '2026-03-05T10:00:00.000Z' });
    const text = JSON.stringify(feed);
    expect(text).not.toMatch(/<script|alert|javascript:|onerror|<p>|<b>/i);
  });

  it('cuts the feed to the limit, 1 to 50', async () => {
    expect((await read('/rss.xml?one', 1)).items.map((item) => item.title)).toEqual(['GaN & SiC']);
    expect((await read('/rss.xml?all', 50)).items).toHaveLength(13);
    for (const limit of [0, 51, -3]) {
      const response = await post(server, 'getRSSFeedContentStream', { url: `${origin}/rss.xml`, limit });
      expect(codeOf(response)).toBe('BAD_USER_INPUT');
      expect(response.status).toBe(400);
      expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ limit: 'Must be between 1 and 50' });
    }
  });

  it('reads an Atom feed, relative links resolved against it', async () => {
    expect(await read('/atom.xml', 5)).toEqual({
      __typename: 'RSSFeedContentStream',
      error: null,
      items: [
        {
          __typename: 'RSSFeedItem',
          title: 'Atom entry',
          url: `${origin}/entries/1`,
          published: '2026-02-01T08:30:00.000Z',
          summary: 'An Atom summary',
          imageUrl: 'https://cdn.example.com/atom.png',
        },
      ],
    });
  });

  it('answers no items and the reason when a feed fails', async () => {
    expect(await read('/missing.xml')).toEqual({ __typename: 'RSSFeedContentStream', items: [], error: 'answered 404' });
    expect(await read('/page.html')).toMatchObject({ items: [], error: 'not a feed' });
    expect(await read('/big.xml')).toMatchObject({ items: [], error: 'too large' });
    expect(await read('/slow.xml')).toMatchObject({ items: [], error: 'timed out' });
  });

  it('keeps a feed in memory: a second read does not ask the feed again, nor does a failed one', async () => {
    requests.delete('/counted.xml');
    requests.delete('/gone.xml');
    const [first, second] = await Promise.all([read('/counted.xml', 3), read('/counted.xml', 3)]);
    expect(second).toEqual(first);
    expect((await read('/counted.xml', 5)).items).toHaveLength(5);
    expect(requests.get('/counted.xml')).toBe(1);
    await read('/gone.xml');
    await read('/gone.xml');
    expect(requests.get('/gone.xml')).toBe(1);
  });

  it('refuses addresses that are not http(s) with a message for the field', async () => {
    for (const url of ['javascript:alert(1)', 'not a url', '', 'file:///etc/passwd', 'https://user:secret@news.example.com/feed']) {
      const response = await post(server, 'getRSSFeedContentStream', { url });
      expect(codeOf(response), url).toBe('BAD_USER_INPUT');
      expect(response.status).toBe(400);
      expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ url: expect.any(String) });
    }
  });

  it('is what the external_rss block shows; a failing feed drops the block, except in an editor preview', async () => {
    await saveLayout(
      server,
      admin,
      layoutInput({
        type: 'module',
        key: 'rss-contract',
        aliases: ['rss-contract'],
        primaryGrid: { rows: [row('r1', '1_2', [[block('ok', 'external_rss', { url: `${origin}/rss.xml`, limit: 3 })], [block('broken', 'external_rss', { url: `${origin}/broken.xml` })]])] },
      }),
    );
    const blocks = async (preview: boolean) => {
      const page = (await execute(server, GetWebsiteLayoutPageDocument, { alias: '/rss-contract', ...(preview ? { preview } : {}) }, preview ? { cmsToken: admin } : {})).getWebsiteLayoutPage!;
      return { page, blocks: (page.primaryGrid as PageGrid).rows.flatMap((r) => r.columns.flatMap((c) => c.blocks)) };
    };
    const visitor = await blocks(false);
    expect(visitor.blocks.map((b) => b.id)).toEqual(['ok']);
    expect(visitor.blocks[0]!.data).toMatchObject({ error: null, items: [{ title: 'GaN & SiC', published: '2026-03-03T10:00:00.000Z' }, { title: 'Story 1' }, { title: 'Story 2' }] });
    expect(visitor.page.hasErrors).toBe(false);
    const editor = await blocks(true);
    expect(editor.blocks.map((b) => [b.id, b.data])).toEqual([
      ['ok', expect.objectContaining({ error: null })],
      ['broken', { items: [], error: 'answered 404' }],
    ]);
  });

  it('refuses bad variables and an unknown site', async () => {
    await expectBadVariablesRefused(server, 'getRSSFeedContentStream', {}, /url/);
    await expectBadVariablesRefused(server, 'getRSSFeedContentStream', { url: `${origin}/rss.xml`, limit: 'ten' }, /limit.*Int/);
    await expectBadVariablesRefused(server, 'getRSSFeedContentStream', { url: 42 }, /url.*String/);
    await expectUnknownTenantRefused(server, 'getRSSFeedContentStream', { url: `${origin}/rss.xml` });
  });
});
