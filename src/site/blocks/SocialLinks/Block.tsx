import { socialNetworkInfo } from '../../../shared/socialNetworks';
import { NetworkIcon } from '../ShareLinks/NetworkIcon';
import type { BlockRendererProps } from '../types';
import type { SocialLinksData } from './load';
import type { SocialLinksSettings } from './settings';

/** social_links: the site's profiles, each named '{site} on {network}'. */
export default function SocialLinksBlock({ block, page }: BlockRendererProps<SocialLinksData, SocialLinksSettings>) {
  const { showLabels } = block.settings;
  return (
    <ul className="network-links" aria-label={block.settings.title ? undefined : `${page.siteName} on social media`}>
      {block.data.links.map(({ network, url }) => {
        const label = socialNetworkInfo(network)?.label ?? network;
        return (
          <li key={`${network}:${url}`}>
            <a className="network-link" href={url} target="_blank" rel="noopener noreferrer" aria-label={showLabels ? undefined : `${page.siteName} on ${label}`}>
              <NetworkIcon network={network} />
              {showLabels ? <span className="network-link__label">{label}</span> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
