import { z } from 'zod';
import type { BlockDefinition } from '../types';

export const imageGallerySettings = z.object({
  showCaptions: z.boolean().default(true).meta({ title: 'Show captions', description: "Show each image's caption and credit under it." }),
  showThumbnails: z.boolean().default(true).meta({ title: 'Show thumbnails', description: 'Show a strip of small images to jump to any image.' }),
});
export type ImageGallerySettings = z.output<typeof imageGallerySettings>;

export const imageGalleryBlock = {
  type: 'image_gallery',
  label: 'Image gallery',
  description: "A slideshow of the content item's primary image and its other images.",
  settings: imageGallerySettings,
  pageKinds: ['content'],
} satisfies BlockDefinition<typeof imageGallerySettings>;
