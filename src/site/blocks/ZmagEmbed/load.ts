import type { BlockLoader } from '../types';
import type { ZmagEmbedSettings } from './settings';
import { parseZmagUrl, zmagViewerUrl } from './zmag';

export interface ZmagEmbedData {
  src: string;
  title: string;
}

/** The block's own publication, else the content item's link when it is a Zmags edition; dropped when neither. */
export const loadZmagEmbed: BlockLoader<ZmagEmbedSettings, ZmagEmbedData> = async ({ settings, page }) => {
  const publication = parseZmagUrl(settings.publicationUrl) ?? (page.content?.linkUrl ? parseZmagUrl(page.content.linkUrl) : null);
  if (!publication) return null;
  return { data: { src: zmagViewerUrl(publication), title: settings.title || page.content?.name || page.name } };
};
