import type { SocialNetwork } from '../../../shared/socialNetworks';

/**
 * The networks a page can be shared to: those of src/shared/socialNetworks.ts with a public
 * share address. Instagram, YouTube, Quora and Skype have none (or no longer), Other is no network.
 */
export const SHARE_NETWORKS = [
  'Facebook',
  'Twitter',
  'Linkedin',
  'Email',
  'Whatsapp',
  'Reddit',
  'Pinterest',
  'Telegram',
  'Flipboard',
  'Tumblr',
  'Pocket',
  'Instapaper',
] as const satisfies readonly SocialNetwork[];
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

const q = encodeURIComponent;

/** The address that shares `url` titled `name` on a network (plain links: no script, no SDK). */
export function shareUrl(network: ShareNetwork, url: string, name: string): string {
  switch (network) {
    case 'Facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`;
    case 'Twitter':
      return `https://twitter.com/intent/tweet?url=${q(url)}&text=${q(name)}`;
    case 'Linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`;
    case 'Email':
      return `mailto:?subject=${q(name)}&body=${q(url)}`;
    case 'Whatsapp':
      return `https://api.whatsapp.com/send?text=${q(`${name} ${url}`)}`;
    case 'Reddit':
      return `https://www.reddit.com/submit?url=${q(url)}&title=${q(name)}`;
    case 'Pinterest':
      return `https://www.pinterest.com/pin/create/button/?url=${q(url)}&description=${q(name)}`;
    case 'Telegram':
      return `https://t.me/share/url?url=${q(url)}&text=${q(name)}`;
    case 'Flipboard':
      return `https://share.flipboard.com/bookmarklet/popout?v=2&url=${q(url)}&title=${q(name)}`;
    case 'Tumblr':
      return `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${q(url)}&title=${q(name)}`;
    case 'Pocket':
      return `https://getpocket.com/save?url=${q(url)}&title=${q(name)}`;
    case 'Instapaper':
      return `https://www.instapaper.com/hello2?url=${q(url)}&title=${q(name)}`;
  }
}
