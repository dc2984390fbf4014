import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, contentPage, fakeApi, loadedBlock, sectionPage, teaser } from '../fixtures';
import type { ImageRef } from '../types';
import ContentImageGridBlock from './Block';
import { loadContentImageGrid, type ContentImageGridData } from './load';
import { contentImageGridBlock, contentImageGridSettings, type ContentImageGridSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(contentImageGridSettings, input);
const withImages = (...ids: number[]) => ids.map((id) => teaser(id) as ReturnType<typeof teaser> & { image: ImageRef });

describe('content_image_grid settings', () => {
  it('default to 6 items in 3 columns, 2 to 4 columns; no way to list items without an image', () => {
    const parsed = contentImageGridSettings.parse({});
    expect(parsed).toMatchObject({ columns: 3, limit: 6, sectionId: null, showSection: true, showDate: false });
    expect(parsed).not.toHaveProperty('requiresImage');
    expect(contentImageGridBlock.contentCount(parsed)).toBe(6);
    expect(contentImageGridSettings.safeParse({ columns: 1 }).success).toBe(false);
    expect(contentImageGridSettings.safeParse({ columns: 5 }).success).toBe(false);
    expect(contentImageGridSettings.safeParse({ limit: 0 }).success).toBe(false);
    for (const field of Object.values(contentImageGridSettings.shape)) expect(field.meta()).toMatchObject({ title: expect.any(String), description: expect.any(String) });
  });
});

describe('loadContentImageGrid', () => {
  it('asks the pool for items with a primary image only, as content_list would', async () => {
    const { api, listQueries } = fakeApi({ list: withImages(1, 2) });
    await loadContentImageGrid({ settings: settings({ sectionId: 9, sectionBubbling: true, limit: 8 }), page: contentPage, api });
    expect(listQueries[0]).toMatchObject({ sectionId: 9, sectionBubbling: true, requiresImage: true, limit: 8, teaserMaxLength: 0, excludeContentIds: [10000001] });
  });

  it('is dropped with no items (002 §5), leaves out an item whose image is no picture, and is under-filled with fewer', async () => {
    expect(await loadContentImageGrid({ settings: settings(), page: sectionPage, api: fakeApi().api })).toBeNull();
    expect(await loadContentImageGrid({ settings: settings(), page: sectionPage, api: fakeApi({ list: [teaser(1, { image: null })] }).api })).toBeNull();
    const loaded = await loadContentImageGrid({ settings: settings({ limit: 3 }), page: sectionPage, api: fakeApi({ list: [teaser(1), teaser(2, { image: null }), teaser(3)] }).api });
    expect(loaded?.data.items.map((item) => item.id)).toEqual([1, 3]);
    expect(loaded?.underFilled).toBe(true);
  });
});

describe('ContentImageGridBlock', () => {
  const render = (input: Record<string, unknown>, items = withImages(1, 2)) =>
    renderToStaticMarkup(<ContentImageGridBlock block={loadedBlock<ContentImageGridData, ContentImageGridSettings>('content_image_grid', settings(input), { items })} page={sectionPage} />);

  it('renders image tiles with the section and title over the image, in the chosen columns', () => {
    const html = render({ title: 'In pictures', columns: 4 });
    expect(html).toContain('<ul class="content-image-grid__tiles content-image-grid__tiles--cols-4">');
    expect(html).toMatch(/<li class="image-tile"><img class="image-tile__image"[^>]*alt="Image of story 1"/);
    expect(html).toContain('<div class="image-tile__overlay"><span class="image-tile__section">Power</span><h3 class="image-tile__title"><a class="image-tile__link" href="/power/story-1">Story 1</a></h3></div>');
    expect(html).not.toContain('<time');
  });

  it('puts titles at h2 without a block title, shows dates and the lock of gated items when asked', () => {
    const html = render({ showSection: false, showDate: true }, [teaser(1, { gated: true }) as ReturnType<typeof withImages>[number]]);
    expect(html).toContain('<h2 class="image-tile__title"><svg class="image-tile__lock"');
    expect(html).toContain('aria-label="Requires registration"');
    expect(html).toContain('<time class="image-tile__date" dateTime="2026-03-05T10:00:00.000Z">March 5, 2026</time>');
    expect(html).not.toContain('image-tile__section');
  });
});
