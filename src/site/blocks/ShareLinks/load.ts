import type { BlockLoader } from '../types';
import type { ShareLinksSettings } from './settings';
import { shareUrl, type ShareNetwork } from './shareUrls';

export interface ShareLinksData {
  links: { network: ShareNetwork; href: string }[];
}

/** The share addresses of the page's canonical URL; no networks chosen drops the block. */
export const loadShareLinks: BlockLoader<ShareLinksSettings, ShareLinksData> = async ({ settings, page }) => {
  const networks = [...new Set(settings.networks)];
  if (networks.length === 0) return null;
  return { data: { links: networks.map((network) => ({ network, href: shareUrl(network, page.url, page.name) })) } };
};
