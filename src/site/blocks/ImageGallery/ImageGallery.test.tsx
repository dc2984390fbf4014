import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, contentPage, fakeApi, image, loadedBlock } from '../fixtures';
import ImageGalleryBlock from './Block';
import { loadImageGallery, type ImageGalleryData } from './load';
import { imageGallerySettings, type ImageGallerySettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(imageGallerySettings, input);
const second = image({ src: '/images/11/1/lab.jpg?w=860', alt: 'The lab', caption: 'Bench', credit: null });
const withContent = (over: Partial<NonNullable<typeof contentPage.content>>) => ({ ...contentPage, content: { ...contentPage.content!, ...over } });

describe('image_gallery', () => {
  it("shows the primary image first, then the item's other images", async () => {
    const { api } = fakeApi({ images: [second] });
    const loaded = await loadImageGallery({ settings: settings(), page: contentPage, api });
    expect(loaded?.data.images).toEqual([image(), second]);
  });

  it('leaves captions and credits out when the settings say so', async () => {
    const { api } = fakeApi({ images: [second] });
    const loaded = await loadImageGallery({ settings: settings({ showCaptions: false }), page: contentPage, api });
    expect(loaded?.data.images.map((i) => [i.caption, i.credit])).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it('is dropped with no primary image (002 §5), or when it is the company logo', async () => {
    const { api } = fakeApi({ images: [second] });
    expect(await loadImageGallery({ settings: settings(), page: withContent({ primaryImage: null }), api })).toBeNull();
    expect(await loadImageGallery({ settings: settings(), page: withContent({ primaryImageIsLogo: true }), api })).toBeNull();
  });

  it('renders every image as a numbered slide, with hidden controls and thumbnails for the script', () => {
    const block = loadedBlock<ImageGalleryData, ImageGallerySettings>('image_gallery', settings(), { images: [image(), second] });
    const html = renderToStaticMarkup(<ImageGalleryBlock block={block} page={contentPage} />);
    expect(html).toContain('<li class="image-gallery__slide" id="gallery-image_gallery-1-1" aria-label="Image 1 of 2">');
    expect(html).toContain('<figcaption class="image-gallery__caption">The new board<span class="image-gallery__credit">Photo: EDR</span></figcaption>');
    expect(html).toContain('data-gallery-controls="true" hidden=""');
    expect(html).toContain('aria-label="Next image"');
    expect(html).toContain('data-gallery-to="1" aria-label="Show image 2"');
    const noThumbs = renderToStaticMarkup(<ImageGalleryBlock block={{ ...block, settings: settings({ showThumbnails: false }) }} page={contentPage} />);
    expect(noThumbs).not.toContain('data-gallery-thumbs');
  });
});
