import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { authorPage, blockSettings, contentPage, fakeApi, homePage, loadedBlock, sectionPage, teaser } from '../fixtures';
import ContentListBlock from './Block';
import { loadContentList, type ContentListData } from './load';
import { contentListBlock, contentListSettings, type ContentListSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(contentListSettings, input);

describe('content_list settings', () => {
  it('defaults to one item with 175-character teasers from the page section (002 §9)', () => {
    const parsed = contentListSettings.parse({});
    expect(parsed).toMatchObject({ sectionId: null, limit: 1, skip: 0, teaserMaxLength: 175, display: 'list', sortField: 'published', sortOrder: 'desc', scheduleOption: null });
    expect(contentListBlock.contentCount(parsed)).toBe(1);
  });

  it('takes up to 100 items and refuses 0, 101 and unknown options', () => {
    expect(contentListSettings.parse({ limit: 100 }).limit).toBe(100);
    expect(contentListSettings.safeParse({ limit: 0 }).success).toBe(false);
    expect(contentListSettings.safeParse({ limit: 101 }).success).toBe(false);
    expect(contentListSettings.safeParse({ scheduleOption: 'Hidden' }).success).toBe(false);
    expect(contentListSettings.safeParse({ includeContentTypes: ['Article', 'Recipe'] }).success).toBe(false);
    expect(contentListSettings.parse({ scheduleOption: 'Pinned', includeContentTypes: ['Video'] })).toMatchObject({ scheduleOption: 'Pinned', includeContentTypes: ['Video'] });
  });

  it('describes every field for the layout editor', () => {
    for (const field of Object.values(contentListSettings.shape)) expect(field.meta()).toMatchObject({ title: expect.any(String), description: expect.any(String) });
  });
});

describe('loadContentList', () => {
  it("reads the page's own section, or the whole site on the home page", async () => {
    const { api, listQueries } = fakeApi({ list: [teaser(1)] });
    await loadContentList({ settings: settings(), page: sectionPage, api });
    await loadContentList({ settings: settings(), page: homePage, api });
    await loadContentList({ settings: settings({ sectionId: 7, sectionBubbling: true }), page: homePage, api });
    expect(listQueries.map((query) => [query.sectionId, query.sectionBubbling])).toEqual([
      [3, false],
      [null, false],
      [7, true],
    ]);
  });

  it('passes the query options through and never lists the page content itself', async () => {
    const { api, listQueries } = fakeApi({ list: [teaser(1)] });
    await loadContentList({
      settings: settings({ limit: 5, skip: 2, scheduleOption: 'Featured', excludeContentTypes: ['Page'], requiresImage: true, sortField: 'name', sortOrder: 'asc', teaserMaxLength: 90 }),
      page: contentPage,
      api,
    });
    expect(listQueries[0]).toEqual({
      sectionId: 3,
      sectionBubbling: false,
      scheduleOption: 'Featured',
      includeContentTypes: [],
      excludeContentTypes: ['Page'],
      requiresImage: true,
      sortField: 'name',
      sortOrder: 'asc',
      limit: 5,
      skip: 2,
      teaserMaxLength: 90,
      excludeContentIds: [10000001],
    });
  });

  it("lists one author's items: a chosen person, or with 'current author' the page's (author page, else the item's first author)", async () => {
    const { api, listQueries } = fakeApi({ list: [teaser(1)] });
    await loadContentList({ settings: settings({ authorId: 7 }), page: sectionPage, api });
    await loadContentList({ settings: settings({ currentAuthor: true }), page: authorPage, api });
    await loadContentList({ settings: settings({ currentAuthor: true }), page: contentPage, api });
    await loadContentList({ settings: settings({ authorId: 7, currentAuthor: true }), page: authorPage, api });
    expect(listQueries.map((query) => query.authorId)).toEqual([7, 1, 1, 7]);
    // The whole site on an author page (it has no section), not the author's section.
    expect(listQueries[1]!.sectionId).toBeNull();
    // Without an author to follow, a 'current author' list is dropped; a plain list asks no author.
    const none = fakeApi({ list: [teaser(1)] });
    expect(await loadContentList({ settings: settings({ currentAuthor: true }), page: sectionPage, api: none.api })).toBeNull();
    expect(await loadContentList({ settings: settings({ currentAuthor: true }), page: { ...contentPage, content: { ...contentPage.content!, authors: [] } }, api: none.api })).toBeNull();
    expect(none.listQueries).toEqual([]);
    await loadContentList({ settings: settings(), page: authorPage, api: none.api });
    expect(none.listQueries[0]).not.toHaveProperty('authorId');
  });

  it('is dropped with no items and under-filled with fewer than asked', async () => {
    expect(await loadContentList({ settings: settings(), page: sectionPage, api: fakeApi().api })).toBeNull();
    const few = await loadContentList({ settings: settings({ limit: 3 }), page: sectionPage, api: fakeApi({ list: [teaser(1), teaser(2)] }).api });
    expect(few).toEqual({ data: { items: [teaser(1), teaser(2)] }, underFilled: true });
    const full = await loadContentList({ settings: settings({ limit: 2 }), page: sectionPage, api: fakeApi({ list: [teaser(1), teaser(2)] }).api });
    expect(full?.underFilled).toBe(false);
  });
});

describe('ContentListBlock', () => {
  const render = (input: Record<string, unknown>, items = [teaser(1), teaser(2, { gated: true, image: null, labels: ['Sponsored'] })]) =>
    renderToStaticMarkup(<ContentListBlock block={loadedBlock<ContentListData, ContentListSettings>('content_list', settings(input), { items })} page={sectionPage} />);

  it('renders teasers with image, section, title link, teaser and date; item titles below the block title', () => {
    const html = render({ title: 'Latest' });
    expect(html).toContain('<ul class="content-teasers content-teasers--list">');
    expect(html).toContain('<a class="content-teaser__section" href="/power">Power</a>');
    expect(html).toContain('<h3 class="content-teaser__title"><a href="/power/story-1">Story 1</a></h3>');
    expect(html).toContain('alt="Image of story 1"');
    expect(html).toContain('<p class="content-teaser__text">Teaser of story 1.</p>');
    expect(html).toContain('<time dateTime="2026-03-05T10:00:00.000Z">March 5, 2026</time>');
    expect(html).toContain('aria-label="Requires registration"');
    expect(html).toContain('<span class="content-teaser__label">Sponsored</span>');
  });

  it('uses h2 for item titles when the block has no title, and hides what the settings turn off', () => {
    const html = render({ showImage: false, showTeaser: false, showDate: false, showSection: false });
    expect(html).toContain('<h2 class="content-teaser__title">');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('content-teaser__text');
    expect(html).not.toContain('<time');
    expect(html).not.toContain('content-teaser__section');
  });

  it('draws lead-and-list, cards and headlines', () => {
    expect(render({ display: 'lead-and-list' })).toMatch(/content-teaser--lead.*content-teaser--list/);
    expect(render({ display: 'cards' })).toContain('content-teasers--cards');
    const headlines = render({ display: 'headlines' });
    expect(headlines).not.toContain('<img');
    expect(headlines).toContain('content-teaser--headline');
  });
});
