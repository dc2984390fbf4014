import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, contentPage, fakeApi, image, loadedBlock } from '../fixtures';
import { createImageBudget, ImageBudgetContext } from '../ResponsiveImage';
import ContentPrimaryImageBlock from './Block';
import { loadContentPrimaryImage, type ContentPrimaryImageData } from './load';
import { contentPrimaryImageSettings, type ContentPrimaryImageSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(contentPrimaryImageSettings, input);
const { api } = fakeApi();
const withContent = (over: Partial<NonNullable<typeof contentPage.content>>) => ({ ...contentPage, content: { ...contentPage.content!, ...over } });

describe('content_primary_image', () => {
  it('shows caption and credit by default', () => {
    expect(contentPrimaryImageSettings.parse({})).toEqual({ showCaption: true, showCredit: true });
  });

  it('is dropped when the image is absent or the company logo (002 §5)', async () => {
    expect(await loadContentPrimaryImage({ settings: settings(), page: withContent({ primaryImage: null }), api })).toBeNull();
    expect(await loadContentPrimaryImage({ settings: settings(), page: withContent({ primaryImageIsLogo: true }), api })).toBeNull();
    const loaded = await loadContentPrimaryImage({ settings: settings({ showCredit: false }), page: contentPage, api });
    expect(loaded?.data.image).toEqual({ ...image(), credit: null });
  });

  const render = (budget = createImageBudget()) =>
    renderToStaticMarkup(
      <ImageBudgetContext.Provider value={budget}>
        <ContentPrimaryImageBlock block={loadedBlock<ContentPrimaryImageData, ContentPrimaryImageSettings>('content_primary_image', settings(), { image: image() })} page={contentPage} />
      </ImageBudgetContext.Provider>,
    );

  it('renders a figure with srcset, sizes, dimensions, caption and credit; first image of the page eager', () => {
    const html = render();
    expect(html).toContain('<figure class="content-image">');
    expect(html).toContain('srcSet="/images/9/1/circuit-board.jpg?w=640 640w, /images/9/1/circuit-board.jpg?w=1280 1280w"');
    expect(html).toContain('sizes="(max-width: 768px) 100vw, 1300px"');
    expect(html).toContain('alt="A circuit board" width="1280" height="720" loading="eager" fetchPriority="high"');
    expect(html).toContain('<figcaption class="content-image__caption">The new board<span class="content-image__credit">Photo: EDR</span></figcaption>');
  });

  it('loads lazily when an earlier image of the page took the priority', () => {
    const html = render({ eagerLeft: 0 });
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('fetchPriority');
  });
});
