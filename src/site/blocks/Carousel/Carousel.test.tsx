import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, contentPage, fakeApi, homePage, loadedBlock, sectionPage, teaser } from '../fixtures';
import CarouselBlock from './Block';
import { loadCarousel, type CarouselData } from './load';
import { carouselBlock, carouselSettings, type CarouselSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(carouselSettings, input);
const items = (count: number) => Array.from({ length: count }, (_, i) => teaser(i + 1));

describe('carousel settings', () => {
  it("default to 6 items with images from the page's section, and take 3 to 20", () => {
    const parsed = carouselSettings.parse({});
    expect(parsed).toMatchObject({ sectionId: null, sectionBubbling: false, scheduleOption: null, requiresImage: true, limit: 6, sortField: 'published', sortOrder: 'desc', showTeaser: false });
    expect(carouselBlock.contentCount(parsed)).toBe(6);
    expect(carouselSettings.safeParse({ limit: 2 }).success).toBe(false);
    expect(carouselSettings.safeParse({ limit: 21 }).success).toBe(false);
    expect(carouselSettings.parse({ limit: 20 }).limit).toBe(20);
  });

  it('describe every field for the layout editor', () => {
    for (const field of Object.values(carouselSettings.shape)) expect(field.meta()).toMatchObject({ title: expect.any(String), description: expect.any(String) });
  });
});

describe('loadCarousel', () => {
  it("lists like content_list through the page's pool: the page's section, never the page's item", async () => {
    const { api, listQueries } = fakeApi({ list: items(6) });
    await loadCarousel({ settings: settings({ includeContentTypes: ['Video'], scheduleOption: 'Featured', showTeaser: true, teaserMaxLength: 90 }), page: contentPage, api });
    await loadCarousel({ settings: settings({ requiresImage: false }), page: homePage, api });
    expect(listQueries[0]).toEqual({
      sectionId: 3,
      sectionBubbling: false,
      scheduleOption: 'Featured',
      includeContentTypes: ['Video'],
      excludeContentTypes: [],
      requiresImage: true,
      sortField: 'published',
      sortOrder: 'desc',
      limit: 6,
      skip: 0,
      teaserMaxLength: 90,
      excludeContentIds: [10000001],
    });
    // No teasers shown, none cut.
    expect(listQueries[1]).toMatchObject({ sectionId: null, requiresImage: false, teaserMaxLength: 0 });
  });

  it('is dropped with no items (002 §5) and under-filled with fewer than asked', async () => {
    expect(await loadCarousel({ settings: settings(), page: sectionPage, api: fakeApi().api })).toBeNull();
    expect(await loadCarousel({ settings: settings({ limit: 4 }), page: sectionPage, api: fakeApi({ list: items(3) }).api })).toEqual({ data: { items: items(3) }, underFilled: true });
    expect((await loadCarousel({ settings: settings({ limit: 3 }), page: sectionPage, api: fakeApi({ list: items(3) }).api }))?.underFilled).toBe(false);
  });
});

describe('CarouselBlock', () => {
  const render = (input: Record<string, unknown> = {}) =>
    renderToStaticMarkup(<CarouselBlock block={loadedBlock<CarouselData, CarouselSettings>('carousel', settings(input), { items: items(4) })} page={sectionPage} />);

  it('renders a labelled region with a scrolling row of cards; the buttons are the script’s', () => {
    const html = render({ title: 'Editor’s picks' });
    expect(html).toContain('<div class="carousel" data-carousel="true" role="region" aria-roledescription="carousel" aria-label="Editor’s picks">');
    expect(html).toContain('<ul class="carousel__track" id="carousel-carousel-1">');
    expect(html.match(/<li class="carousel__item">/g)).toHaveLength(4);
    expect(html).toContain('content-teaser content-teaser--card');
    expect(html).toContain('<h3 class="content-teaser__title"><a href="/power/story-1">Story 1</a></h3>');
    expect(html).toContain('alt="Image of story 1"');
    expect(html).not.toContain('content-teaser__text');
    expect(html).not.toContain('<button');
  });

  it('puts item titles at h2 without a block title and shows teasers when asked', () => {
    const html = render({ showTeaser: true, showDate: false });
    expect(html).toContain('aria-label="Featured items"');
    expect(html).toContain('<h2 class="content-teaser__title">');
    expect(html).toContain('<p class="content-teaser__text">Teaser of story 1.</p>');
    expect(html).not.toContain('<time');
  });
});
