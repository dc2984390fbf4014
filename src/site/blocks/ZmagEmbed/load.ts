import type { BlockLoader } from '../types';
import type { ZmagEmbedSettings } from './settings';
import { parseZmagUrl, zmagViewerUrl } from './zmag';

export interface ZmagEmbedData {
  src: string;
  title: string;
}

/**
 * The block's own publication address; else, on an issue page, the issue's digital edition; else
 * the content item's link when it is a Zmags edition; else the newest digital edition of the
 * chosen (or the page's) magazine publication. Dropped when none.
 */
export const loadZmagEmbed: BlockLoader<ZmagEmbedSettings, ZmagEmbedData> = async ({ settings, page, api }) => {
  const title = (fallback: string) => settings.title || fallback;
  const own = parseZmagUrl(settings.publicationUrl);
  if (own) return { data: { src: zmagViewerUrl(own), title: title(page.content?.name ?? page.name) } };
  const issueEdition = page.issue?.digitalEditionUrl ? parseZmagUrl(page.issue.digitalEditionUrl) : null;
  if (issueEdition) return { data: { src: zmagViewerUrl(issueEdition), title: title(page.name) } };
  const itemEdition = page.content?.linkUrl ? parseZmagUrl(page.content.linkUrl) : null;
  if (itemEdition) return { data: { src: zmagViewerUrl(itemEdition), title: title(page.content!.name) } };
  const publicationId = settings.publicationId ?? page.publication?.id ?? null;
  if (publicationId === null) return null;
  const edition = await api.digitalEdition({ publicationId });
  const latest = edition ? parseZmagUrl(edition.url) : null;
  return latest ? { data: { src: zmagViewerUrl(latest), title: title(edition!.title) } } : null;
};
