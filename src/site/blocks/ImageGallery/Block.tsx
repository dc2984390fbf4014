import { ResponsiveImage } from '../ResponsiveImage';
import type { BlockRendererProps } from '../types';
import type { ImageGalleryData } from './load';
import type { ImageGallerySettings } from './settings';

/**
 * image_gallery: every image as a figure of an ordered list, so without a script the reader scrolls
 * through them all. The page script (src/site/client/imageGallery.ts) turns the list into a
 * slideshow: one slide at a time, previous and next buttons, arrow keys, a counter read out to
 * screen readers, and the thumbnail strip to jump.
 */
export default function ImageGalleryBlock({ block }: BlockRendererProps<ImageGalleryData, ImageGallerySettings>) {
  const { images } = block.data;
  const id = `gallery-${block.id}`;
  const total = images.length;
  return (
    <div className="image-gallery" data-image-gallery id={id}>
      <ol className="image-gallery__slides">
        {images.map((image, index) => (
          <li className="image-gallery__slide" key={image.src} id={`${id}-${index + 1}`} aria-label={`Image ${index + 1} of ${total}`}>
            <figure className="image-gallery__figure">
              <ResponsiveImage className="image-gallery__image" image={image} />
              {image.caption || image.credit ? (
                <figcaption className="image-gallery__caption">
                  {image.caption}
                  {image.credit ? <span className="image-gallery__credit">{image.credit}</span> : null}
                </figcaption>
              ) : null}
            </figure>
          </li>
        ))}
      </ol>
      {total > 1 ? (
        <div className="image-gallery__controls" data-gallery-controls hidden>
          <button type="button" className="image-gallery__button" data-gallery-step="-1" aria-controls={id} aria-label="Previous image">
            ‹
          </button>
          <span className="image-gallery__counter" data-gallery-counter aria-live="polite">
            1 of {total}
          </span>
          <button type="button" className="image-gallery__button" data-gallery-step="1" aria-controls={id} aria-label="Next image">
            ›
          </button>
        </div>
      ) : null}
      {total > 1 && block.settings.showThumbnails ? (
        <ul className="image-gallery__thumbs" data-gallery-thumbs hidden>
          {images.map((image, index) => (
            <li key={image.src}>
              <button type="button" className="image-gallery__thumb" data-gallery-to={index} aria-label={`Show image ${index + 1}`}>
                <img src={image.src} srcSet={image.srcSet || undefined} sizes="96px" alt="" width={96} height={54} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
