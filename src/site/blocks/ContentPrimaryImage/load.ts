import type { BlockLoader, ImageRef } from '../types';
import type { ContentPrimaryImageSettings } from './settings';

export interface ContentPrimaryImageData {
  image: ImageRef;
}

/** 002 §5: dropped when the "primary image [is] absent or a logo" (a company's logo is no photo). */
export const loadContentPrimaryImage: BlockLoader<ContentPrimaryImageSettings, ContentPrimaryImageData> = async ({ settings, page }) => {
  const content = page.content;
  if (!content?.primaryImage || content.primaryImageIsLogo) return null;
  const image = content.primaryImage;
  return {
    data: {
      image: { ...image, caption: settings.showCaption ? image.caption : null, credit: settings.showCredit ? image.credit : null },
    },
  };
};
