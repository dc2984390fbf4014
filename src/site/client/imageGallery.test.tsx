// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import ImageGalleryBlock from '../blocks/ImageGallery/Block';
import type { ImageGalleryData } from '../blocks/ImageGallery/load';
import { imageGallerySettings, type ImageGallerySettings } from '../blocks/ImageGallery/settings';
import { blockSettings, contentPage, image, loadedBlock } from '../blocks/fixtures';
import { initImageGalleries } from './imageGallery';

afterEach(() => {
  document.body.innerHTML = '';
});

function mount(count: number) {
  const images = Array.from({ length: count }, (_, i) => image({ src: `/images/${i + 1}/1/p.jpg?w=860`, alt: `Picture ${i + 1}` }));
  const block = loadedBlock<ImageGalleryData, ImageGallerySettings>('image_gallery', blockSettings(imageGallerySettings), { images });
  document.body.innerHTML = renderToStaticMarkup(<ImageGalleryBlock block={block} page={contentPage} />);
  initImageGalleries(document);
  const gallery = document.querySelector<HTMLElement>('[data-image-gallery]')!;
  const visible = () => Array.from(gallery.querySelectorAll<HTMLElement>('.image-gallery__slide')).flatMap((slide) => (slide.hidden ? [] : [slide.querySelector('img')!.alt]));
  const click = (selector: string) => gallery.querySelector<HTMLElement>(selector)!.click();
  const counter = () => gallery.querySelector('[data-gallery-counter]')!.textContent;
  return { gallery, visible, click, counter };
}

describe('image gallery slideshow', () => {
  it('shows one slide with the controls and thumbnails once enhanced', () => {
    const { gallery, visible, counter } = mount(3);
    expect(gallery.classList.contains('image-gallery--enhanced')).toBe(true);
    expect(gallery.querySelector<HTMLElement>('[data-gallery-controls]')!.hidden).toBe(false);
    expect(gallery.querySelector<HTMLElement>('[data-gallery-thumbs]')!.hidden).toBe(false);
    expect(visible()).toEqual(['Picture 1']);
    expect(counter()).toBe('1 of 3');
  });

  it('steps with the buttons, wrapping at both ends, and jumps with a thumbnail', () => {
    const { visible, click, counter } = mount(3);
    click('[data-gallery-step="-1"]');
    expect(visible()).toEqual(['Picture 3']);
    expect(counter()).toBe('3 of 3');
    click('[data-gallery-step="1"]');
    expect(visible()).toEqual(['Picture 1']);
    click('[data-gallery-to="1"]');
    expect(visible()).toEqual(['Picture 2']);
    expect(document.querySelector('[data-gallery-to="1"]')!.getAttribute('aria-current')).toBe('true');
    expect(document.querySelector('[data-gallery-to="0"]')!.getAttribute('aria-current')).toBe('false');
  });

  it('follows the arrow keys', () => {
    const { gallery, visible } = mount(2);
    gallery.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(visible()).toEqual(['Picture 2']);
    gallery.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    expect(visible()).toEqual(['Picture 1']);
  });

  it('leaves a single image as it is', () => {
    const { gallery, visible } = mount(1);
    expect(gallery.classList.contains('image-gallery--enhanced')).toBe(false);
    expect(gallery.querySelector('[data-gallery-controls]')).toBeNull();
    expect(visible()).toEqual(['Picture 1']);
  });
});
