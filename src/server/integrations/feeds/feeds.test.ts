import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './address.js';
import { createFeedFetcher, feedUrlProblem, type FeedFetcherOptions } from './index.js';
import { parseFeed, plainText, SUMMARY_MAX } from './parse.js';

const BASE = 'https://news.example.com/feed.xml';
const long = 'word '.repeat(200).trim();

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>Example news</title>
    <link>https://news.example.com/</link>
    <atom:link href="https://news.example.com/feed.xml" rel="self" />
    <item>
      <title>GaN &amp; SiC: the &lt;b&gt;year&lt;/b&gt; in power</title>
      <link>https://news.example.com/gan-sic</link>
      <pubDate>Tue, 03 Mar 2026 10:00:00 GMT</pubDate>
      <description><![CDATA[<p>First <b>bold</b> words.</p><script>alert('x')</script><p>Second&nbsp;paragraph &amp; more.</p>]]></description>
      <enclosure url="https://cdn.example.com/gan.jpg" type="image/jpeg" length="1000" />
    </item>
    <item>
      <title>Click me</title>
      <link>javascript:alert(1)</link>
      <description>Never shown</description>
    </item>
    <item>
      <title>Relative link and media</title>
      <link>/relative-story</link>
      <description>${long}</description>
      <enclosure url="https://cdn.example.com/episode.mp3" type="audio/mpeg" length="1000" />
      <media:group><media:content url="https://cdn.example.com/grouped.png" medium="image" /></media:group>
    </item>
    <item>
      <title>Only a guid</title>
      <guid>https://news.example.com/by-guid</guid>
      <content:encoded>&lt;p&gt;Encoded &lt;em&gt;body&lt;/em&gt;&lt;/p&gt;</content:encoded>
      <media:thumbnail url="javascript:alert(2)" />
      <pubDate>not a date</pubDate>
    </item>
  </channel>
</rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
  <title>Example Atom</title>
  <entry>
    <title type="html">Atom &lt;i&gt;entry&lt;/i&gt;</title>
    <link rel="self" href="https://atom.example.com/self/1" />
    <link rel="alternate" type="text/html" href="https://atom.example.com/entries/1" />
    <published>2026-02-01T08:30:00Z</published>
    <updated>2026-02-02T08:30:00Z</updated>
    <summary type="html">&lt;p&gt;Atom summary&lt;/p&gt;</summary>
    <media:thumbnail url="https://atom.example.com/thumb.jpg" />
  </entry>
  <entry>
    <title>Second entry</title>
    <link href="entries/2" />
    <updated>2026-02-03T08:30:00Z</updated>
    <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>XHTML content</p></div></content>
    <link rel="enclosure" type="image/png" href="https://atom.example.com/2.png" />
  </entry>
</feed>`;

const RDF = `<?xml version="1.0"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel rdf:about="https://rdf.example.com/"><title>RDF</title></channel>
  <item rdf:about="https://rdf.example.com/1"><title>RDF item</title><link>https://rdf.example.com/1</link><dc:date>2026-01-05T00:00:00Z</dc:date></item>
</rdf:RDF>`;

describe('parseFeed', () => {
  it('reads RSS 2.0 items as plain text with absolute http(s) links only', () => {
    const items = parseFeed(RSS, BASE);
    expect(items).toHaveLength(3);
    expect(items![0]).toEqual({
      title: 'GaN & SiC: the year in power',
      url: 'https://news.example.com/gan-sic',
      published: new Date('2026-03-03T10:00:00Z'),
      summary: 'First bold words. Second paragraph & more.',
      imageUrl: 'https://cdn.example.com/gan.jpg',
    });
    // The javascript: item is left out; the relative link is resolved against the feed.
    expect(items!.map((item) => item.url)).toEqual(['https://news.example.com/gan-sic', 'https://news.example.com/relative-story', 'https://news.example.com/by-guid']);
    expect(JSON.stringify(items)).not.toMatch(/script|alert|javascript/i);
    const [, relative, guid] = items!;
    // An audio enclosure is no image; the grouped media:content is.
    expect(relative!.imageUrl).toBe('https://cdn.example.com/grouped.png');
    expect(relative!.summary!.length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(relative!.summary).toMatch(/^word word .*word…$/);
    expect(guid).toMatchObject({ summary: 'Encoded body', imageUrl: null, published: null });
  });

  it('reads Atom entries (the alternate link, published, html and xhtml text, image links)', () => {
    expect(parseFeed(ATOM, 'https://atom.example.com/feed')).toEqual([
      { title: 'Atom entry', url: 'https://atom.example.com/entries/1', published: new Date('2026-02-01T08:30:00Z'), summary: 'Atom summary', imageUrl: 'https://atom.example.com/thumb.jpg' },
      { title: 'Second entry', url: 'https://atom.example.com/entries/2', published: new Date('2026-02-03T08:30:00Z'), summary: 'XHTML content', imageUrl: 'https://atom.example.com/2.png' },
    ]);
  });

  it('reads RSS 1.0 (RDF) and refuses what is not a feed', () => {
    expect(parseFeed(RDF, 'https://rdf.example.com/rss')).toEqual([{ title: 'RDF item', url: 'https://rdf.example.com/1', published: new Date('2026-01-05T00:00:00Z'), summary: null, imageUrl: null }]);
    expect(parseFeed('<!doctype html><html><body><p>Hello</p></body></html>', BASE)).toBeNull();
    expect(parseFeed('{"items": []}', BASE)).toBeNull();
    expect(parseFeed('', BASE)).toBeNull();
    expect(parseFeed('<rss version="2.0"><channel></channel></rss>', BASE)).toEqual([]);
  });

  it('reads a JSON Feed (job boards) under the same rules', () => {
    const json = JSON.stringify({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'Jobs',
      items: [
        { id: '1', url: '/jobs/1', title: 'Power <b>Engineer</b>', content_html: '<p>Design <em>GaN</em> chargers.</p><script>alert(1)</script>', date_published: '2026-03-01T09:00:00Z', image: 'https://cdn.example.com/job.png' },
        { id: '2', url: 'javascript:alert(1)', title: 'Trap' },
        { id: '3', external_url: 'https://jobs.example.com/3', title: 'Test Engineer', summary: 'Scopes and probes.' },
        { id: '4', url: 'https://jobs.example.com/4' },
      ],
    });
    expect(parseFeed(json, 'https://jobs.example.com/feed.json')).toEqual([
      { title: 'Power Engineer', url: 'https://jobs.example.com/jobs/1', published: new Date('2026-03-01T09:00:00Z'), summary: 'Design GaN chargers.', imageUrl: 'https://cdn.example.com/job.png' },
      { title: 'Test Engineer', url: 'https://jobs.example.com/3', published: null, summary: 'Scopes and probes.', imageUrl: null },
    ]);
    expect(parseFeed('{"version": "https://jsonfeed.org/version/1", "items": "none"}', BASE)).toBeNull();
    expect(parseFeed('{not json', BASE)).toBeNull();
  });

  it('keeps at most 50 items', () => {
    const many = `<rss><channel>${Array.from({ length: 60 }, (_, i) => `<item><title>T${i}</title><link>https://x.example/${i}</link></item>`).join('')}</channel></rss>`;
    expect(parseFeed(many, BASE)).toHaveLength(50);
  });

  it('strips markup to text and never lets tags through', () => {
    expect(plainText('<p>a</p><p>b &amp; c &lt;tag&gt;</p><style>p{}</style><img src=x onerror=alert(1)>')).toBe('a b & c <tag>');
  });
});

describe('the address guard', () => {
  it('refuses loopback, private, link-local and mapped addresses and lets public ones through', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', 'not-an-ip'])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '172.32.0.1', '8.8.8.8', '2606:4700::6810:85e5']) expect(isPrivateAddress(address), address).toBe(false);
  });

  it('checks addresses an editor may type', () => {
    expect(feedUrlProblem('https://news.example.com/feed')).toBeNull();
    expect(feedUrlProblem('javascript:alert(1)')).toMatch(/https:\/\//);
    expect(feedUrlProblem('ftp://news.example.com/feed')).toMatch(/https:\/\//);
    expect(feedUrlProblem('news.example.com/feed')).toMatch(/https:\/\//);
    expect(feedUrlProblem('https://user:secret@news.example.com/')).toMatch(/user name/);
    expect(feedUrlProblem('')).toMatch(/Enter/);
    expect(feedUrlProblem(`https://x.example/${'a'.repeat(2000)}`)).toMatch(/too long/);
  });
});

/** A stand-in for fetch: answers by path, counts requests, honours the abort signal. */
function fakeFetch(routes: Record<string, (signal: AbortSignal) => Response | Promise<Response>>) {
  const calls: string[] = [];
  const fetch = (async (input: string, init: RequestInit) => {
    calls.push(input);
    const route = routes[new URL(input).pathname];
    if (!route) throw new TypeError('fetch failed');
    return route(init.signal!);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const xml = (body: string, headers: Record<string, string> = {}) => () => new Response(body, { headers: { 'content-type': 'application/rss+xml; charset=utf-8', ...headers } });

function fetcher(routes: Parameters<typeof fakeFetch>[0], options: Partial<FeedFetcherOptions> = {}) {
  const { fetch, calls } = fakeFetch(routes);
  const warnings: object[] = [];
  const clock = { time: 0 };
  const feeds = createFeedFetcher({
    log: { warn: (details) => warnings.push(details) },
    fetch,
    // Public addresses for every host of the tests: nothing is resolved for real.
    lookup: async () => [{ address: '93.184.216.34' }],
    now: () => clock.time,
    ...options,
  });
  return { feeds, calls, warnings, clock };
}

describe('createFeedFetcher', () => {
  it('reads a feed and cuts it to the limit (1 to 50)', async () => {
    const { feeds } = fetcher({ '/rss': xml(RSS), '/atom': xml(ATOM) });
    expect((await feeds.read('https://news.example.com/rss', 2)).items.map((item) => item.title)).toEqual(['GaN & SiC: the year in power', 'Relative link and media']);
    expect(await feeds.read('https://news.example.com/rss', 0)).toMatchObject({ items: [expect.anything()], error: null });
    expect((await feeds.read('https://news.example.com/rss', 99)).items).toHaveLength(3);
    expect((await feeds.read('https://news.example.com/atom', 10)).items[0]!.url).toBe('https://atom.example.com/entries/1');
  });

  it('serves a feed from memory until ttlMs has passed, and shares one fetch between concurrent reads', async () => {
    const { feeds, calls, clock } = fetcher({ '/rss': xml(RSS) }, { ttlMs: 1000 });
    await Promise.all([feeds.read('https://news.example.com/rss', 5), feeds.read('https://news.example.com/rss', 1), feeds.read('https://news.example.com/rss', 3)]);
    expect(calls).toHaveLength(1);
    clock.time = 999;
    await feeds.read('https://news.example.com/rss', 5);
    expect(calls).toHaveLength(1);
    clock.time = 1000;
    await feeds.read('https://news.example.com/rss', 5);
    expect(calls).toHaveLength(2);
  });

  it('answers no items and a short reason when the feed fails, logs one line, and remembers the failure for failureTtlMs', async () => {
    const { feeds, calls, warnings, clock } = fetcher(
      {
        '/missing': () => new Response('gone', { status: 404 }),
        '/html': xml('<!doctype html><html><body>Not a feed</body></html>', { 'content-type': 'text/html' }),
      },
      { failureTtlMs: 500 },
    );
    expect(await feeds.read('https://news.example.com/missing', 5)).toEqual({ items: [], error: 'answered 404' });
    expect(await feeds.read('https://news.example.com/html', 5)).toEqual({ items: [], error: 'not a feed' });
    expect(await feeds.read('https://news.example.com/down', 5)).toEqual({ items: [], error: 'could not connect' });
    expect(warnings).toEqual([
      { url: 'https://news.example.com/missing', error: 'answered 404' },
      { url: 'https://news.example.com/html', error: 'not a feed' },
      { url: 'https://news.example.com/down', error: 'could not connect', cause: 'fetch failed' },
    ]);
    // A dead feed is not asked again at once.
    await feeds.read('https://news.example.com/missing', 5);
    expect(calls).toHaveLength(3);
    clock.time = 500;
    await feeds.read('https://news.example.com/missing', 5);
    expect(calls).toHaveLength(4);
  });

  it('gives up when the feed takes longer than timeoutMs', async () => {
    const { feeds, warnings } = fetcher(
      // Answers only when aborted: like a server that never sends a byte.
      { '/slow': (signal) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))) },
      { timeoutMs: 20 },
    );
    expect(await feeds.read('https://news.example.com/slow', 5)).toEqual({ items: [], error: 'timed out' });
    expect(warnings).toEqual([{ url: 'https://news.example.com/slow', error: 'timed out' }]);
  });

  it('times out a body that trickles, too', async () => {
    const trickle = (signal: AbortSignal) =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('<rss><channel>'));
            signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
          },
        }),
      );
    const { feeds } = fetcher({ '/trickle': trickle }, { timeoutMs: 20 });
    expect(await feeds.read('https://news.example.com/trickle', 5)).toEqual({ items: [], error: 'timed out' });
  });

  it('stops reading past maxBytes, declared or streamed', async () => {
    const big = `<rss><channel>${'<item><title>x</title><link>https://x.example/</link></item>'.repeat(50)}</channel></rss>`;
    const streamed = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            controller.enqueue(new TextEncoder().encode(big));
          },
        }),
      );
    const { feeds } = fetcher({ '/declared': xml(big, { 'content-length': String(big.length) }), '/streamed': streamed }, { maxBytes: 1000 });
    expect(await feeds.read('https://news.example.com/declared', 5)).toEqual({ items: [], error: 'too large' });
    expect(await feeds.read('https://news.example.com/streamed', 5)).toEqual({ items: [], error: 'too large' });
  });

  it('refuses private hosts before sending anything, redirects to them too, unless allowPrivate', async () => {
    const routes = { '/rss': xml(RSS), '/hop': () => new Response(null, { status: 302, headers: { location: 'http://127.0.0.1:8080/rss' } }) };
    const { feeds, calls } = fetcher(routes, { lookup: async (host) => [{ address: host === 'intranet.example.com' ? '10.1.2.3' : '93.184.216.34' }] });
    expect(await feeds.read('http://127.0.0.1:8080/rss', 5)).toEqual({ items: [], error: 'address not allowed' });
    expect(await feeds.read('http://[::1]/rss', 5)).toEqual({ items: [], error: 'address not allowed' });
    expect(await feeds.read('http://intranet.example.com/rss', 5)).toEqual({ items: [], error: 'address not allowed' });
    expect(calls).toEqual([]);
    expect(await feeds.read('https://news.example.com/hop', 5)).toEqual({ items: [], error: 'address not allowed' });
    expect(calls).toEqual(['https://news.example.com/hop']);

    const open = fetcher(routes, { allowPrivate: true });
    expect((await open.feeds.read('http://127.0.0.1:8080/rss', 5)).items).toHaveLength(3);
    expect((await open.feeds.read('https://news.example.com/hop', 5)).items).toHaveLength(3);
  });

  it('refuses the real 127.0.0.1 by default (node:dns lookup), and addresses that are not http(s)', async () => {
    const { fetch, calls } = fakeFetch({ '/rss': xml(RSS) });
    const feeds = createFeedFetcher({ log: { warn: () => undefined }, fetch });
    expect(await feeds.read('http://127.0.0.1/rss', 5)).toEqual({ items: [], error: 'address not allowed' });
    expect(await feeds.read('http://localhost/rss', 5)).toEqual({ items: [], error: 'address not allowed' });
    expect(await feeds.read('javascript:alert(1)', 5)).toEqual({ items: [], error: 'not an http(s) address' });
    expect(calls).toEqual([]);
  });

  it('follows a few redirects, not endlessly', async () => {
    const { feeds, calls } = fetcher({
      '/moved': () => new Response(null, { status: 301, headers: { location: '/rss' } }),
      '/rss': xml(RSS),
      '/loop': () => new Response(null, { status: 302, headers: { location: '/loop' } }),
    });
    expect((await feeds.read('https://news.example.com/moved', 5)).items).toHaveLength(3);
    expect(calls).toEqual(['https://news.example.com/moved', 'https://news.example.com/rss']);
    expect(await feeds.read('https://news.example.com/loop', 5)).toEqual({ items: [], error: 'too many redirects' });
  });

  it('decodes the declared character set', async () => {
    const latin = new Uint8Array([...new TextEncoder().encode('<rss><channel><item><title>Caf'), 0xe9, ...new TextEncoder().encode('</title><link>https://x.example/</link></item></channel></rss>')]);
    const { feeds } = fetcher({ '/latin': () => new Response(latin, { headers: { 'content-type': 'application/xml; charset=iso-8859-1' } }) });
    expect((await feeds.read('https://news.example.com/latin', 5)).items[0]!.title).toBe('Café');
  });
});
