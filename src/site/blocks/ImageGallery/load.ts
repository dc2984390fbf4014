import type { BlockLoader, ImageRef } from '../types';
import type { ImageGallerySettings } from './settings';

export interface ImageGalleryData {
  /** The primary image first, then the item's other images in the editor's order. */
  images: ImageRef[];
}

/** Slides are drawn at most this wide (the widest content column). */
const SLIDE_MAX_WIDTH = 860;

/**
 * 002 §5: "image gallery with no primary image" is dropped. The slides are the primary image and the
 * item's own images (a media gallery's pictures), captions and credits as the settings say.
 */
export const loadImageGallery: BlockLoader<ImageGallerySettings, ImageGalleryData> = async ({ settings, page, api }) => {
  const content = page.content;
  if (!content?.primaryImage || content.primaryImageIsLogo) return null;
  const others = await api.contentImages({ contentId: content.id, maxWidth: SLIDE_MAX_WIDTH });
  const images = [content.primaryImage, ...others.filter((image) => image.src !== content.primaryImage!.src)];
  return { data: { images: settings.showCaptions ? images : images.map((image) => ({ ...image, caption: null, credit: null })) } };
};
