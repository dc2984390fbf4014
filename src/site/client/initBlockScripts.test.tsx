// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import ImageGalleryBlock from '../blocks/ImageGallery/Block';
import type { ImageGalleryData } from '../blocks/ImageGallery/load';
import { imageGallerySettings, type ImageGallerySettings } from '../blocks/ImageGallery/settings';
import { blockSettings, contentPage, image, loadedBlock } from '../blocks/fixtures';
import { initBlockScripts } from './initSite';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the block scripts', () => {
  it('are loaded and run for the blocks a page shows', async () => {
    const images = [image({ src: '/images/1/1/a.jpg?w=860' }), image({ src: '/images/2/1/b.jpg?w=860' })];
    const block = loadedBlock<ImageGalleryData, ImageGallerySettings>('image_gallery', blockSettings(imageGallerySettings), { images });
    document.body.innerHTML = renderToStaticMarkup(<ImageGalleryBlock block={block} page={contentPage} />);
    await initBlockScripts(document);
    expect(document.querySelector('.image-gallery--enhanced')).not.toBeNull();
  });
});
