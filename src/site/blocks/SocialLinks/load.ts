import type { BlockLoader } from '../types';
import type { SocialLinksSettings } from './settings';

export interface SocialLinksData {
  links: { network: string; url: string }[];
}

/** The site's social links from its settings; none filled in drops the block. */
export const loadSocialLinks: BlockLoader<SocialLinksSettings, SocialLinksData> = async ({ api }) => {
  const links = (await api.socialLinks()).filter((link) => link.url.trim() !== '');
  return links.length === 0 ? null : { data: { links } };
};
