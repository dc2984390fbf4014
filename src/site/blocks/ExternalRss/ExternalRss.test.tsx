import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, fakeApi, homePage, loadedBlock } from '../fixtures';
import type { ExternalFeedItem } from '../types';
import ExternalRssBlock from './Block';
import { loadExternalRss, type ExternalRssData } from './load';
import { externalRssBlock, externalRssSettings, type ExternalRssSettings } from './settings';

const URL = 'https://news.example.com/feed.xml';
const settings = (input: Record<string, unknown> = {}) => blockSettings(externalRssSettings, input);
const entry = (n: number, over: Partial<ExternalFeedItem> = {}): ExternalFeedItem => ({
  title: `Story ${n}`,
  url: `https://news.example.com/story-${n}`,
  published: '2026-03-05T10:00:00.000Z',
  summary: `Summary of story ${n}.`,
  imageUrl: `https://cdn.example.com/${n}.jpg`,
  ...over,
});
const items = [entry(1, { title: 'Power & <Batteries>' }), entry(2, { published: null, summary: null, imageUrl: null }), entry(3)];
const render = (data: ExternalRssData, input: Record<string, unknown> = {}) =>
  renderToStaticMarkup(<ExternalRssBlock block={loadedBlock<ExternalRssData, ExternalRssSettings>('external_rss', settings({ url: URL, ...input }), data)} page={homePage} />);

describe('external_rss settings', () => {
  it('show 5 items with summaries and dates, no images, in a new tab by default; 1 to 50; an http(s) address', () => {
    expect(externalRssSettings.parse({})).toEqual({ url: '', limit: 5, showSummary: true, showImage: false, showDate: true, openInNewTab: true });
    expect(externalRssBlock.type).toBe('external_rss');
    expect(externalRssSettings.safeParse({ limit: 0 }).success).toBe(false);
    expect(externalRssSettings.safeParse({ limit: 51 }).success).toBe(false);
    expect(externalRssSettings.parse({ limit: 50 }).limit).toBe(50);
    for (const url of ['javascript:alert(1)', 'ftp://news.example.com/feed', 'news.example.com/feed', 'https://user:pw@news.example.com/feed'])
      expect(externalRssSettings.safeParse({ url }).success, url).toBe(false);
    expect(externalRssSettings.parse({ url: ` ${URL} ` }).url).toBe(URL);
    expect(externalRssSettings.parse({ url: 'http://news.example.com/rss' }).url).toBe('http://news.example.com/rss');
    for (const field of Object.values(externalRssSettings.shape)) expect(field.meta()).toMatchObject({ title: expect.any(String), description: expect.any(String) });
  });
});

describe('external_rss', () => {
  it("asks for the feed's first `limit` items and flags fewer than asked", async () => {
    const { api, feedCalls } = fakeApi({ feeds: { [URL]: { items, error: null } } });
    expect(await loadExternalRss({ settings: settings({ url: URL, limit: 2 }), page: homePage, api })).toEqual({ data: { items: items.slice(0, 2), error: null }, underFilled: false });
    expect(feedCalls).toEqual([{ url: URL, limit: 2 }]);
    expect((await loadExternalRss({ settings: settings({ url: URL }), page: homePage, api }))?.underFilled).toBe(true);
  });

  it('is dropped without an address, without items, and when the feed failed (002 §5)', async () => {
    const { api, feedCalls } = fakeApi({ feeds: { [URL]: { items: [], error: 'timed out' }, 'https://empty.example.com/rss': { items: [], error: null } } });
    expect(await loadExternalRss({ settings: settings(), page: homePage, api })).toBeNull();
    expect(feedCalls).toEqual([]);
    expect(await loadExternalRss({ settings: settings({ url: 'https://empty.example.com/rss' }), page: homePage, api })).toBeNull();
    expect(await loadExternalRss({ settings: settings({ url: URL }), page: homePage, api })).toBeNull();
  });

  it("tells an editor's preview why a failing feed is missing", async () => {
    const { api } = fakeApi({ feeds: { [URL]: { items: [], error: 'answered 404' }, 'https://empty.example.com/rss': { items: [], error: null } } });
    const preview = { ...homePage, preview: true };
    const loaded = await loadExternalRss({ settings: settings({ url: URL }), page: preview, api });
    expect(loaded).toEqual({ data: { items: [], error: 'answered 404' } });
    expect(render(loaded!.data)).toBe('<p class="external-rss__notice" role="note">This feed could not be read: answered 404</p>');
    // An empty feed that was read is simply dropped, in previews too.
    expect(await loadExternalRss({ settings: settings({ url: 'https://empty.example.com/rss' }), page: preview, api })).toBeNull();
  });

  it('lists linked titles (nofollow, new tab) with date and summary, as text', () => {
    const html = render({ items, error: null });
    expect(html.match(/<li /g)).toHaveLength(3);
    expect(html).toContain('<a href="https://news.example.com/story-1" rel="noopener nofollow" target="_blank">Power &amp; &lt;Batteries&gt;</a>');
    expect(html).toContain('<time class="external-rss__date" dateTime="2026-03-05T10:00:00.000Z">March 5, 2026</time>');
    expect(html).toContain('<p class="external-rss__summary">Summary of story 1.</p>');
    // No date or summary when the item has none; no images unless asked.
    expect(html.match(/<time /g)).toHaveLength(2);
    expect(html).not.toContain('<img');
    expect(html).toContain('<h2 class="external-rss__title">');
  });

  it('shows images on request, and leaves out what the settings turn off', () => {
    const html = render({ items, error: null }, { showImage: true, showSummary: false, showDate: false, openInNewTab: false, title: 'Industry news' });
    expect(html).toContain('<img class="external-rss__image" src="https://cdn.example.com/1.jpg" alt="" loading="lazy" decoding="async" referrerPolicy="no-referrer"/>');
    expect(html.match(/<img /g)).toHaveLength(2);
    expect(html).not.toContain('target=');
    expect(html).toContain('rel="noopener nofollow"');
    expect(html).not.toContain('<time');
    expect(html).not.toContain('external-rss__summary');
    // Under the block's own title the items are h3.
    expect(html).toContain('<h3 class="external-rss__title">');
  });
});
