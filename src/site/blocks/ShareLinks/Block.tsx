import { socialNetworkInfo } from '../../../shared/socialNetworks';
import type { BlockRendererProps } from '../types';
import type { ShareLinksData } from './load';
import type { ShareLinksSettings } from './settings';
import { NetworkIcon } from './NetworkIcon';

/** share_links: plain links (no script); each named 'Share on {network}' for screen readers. */
export default function ShareLinksBlock({ block }: BlockRendererProps<ShareLinksData, ShareLinksSettings>) {
  const { showLabels } = block.settings;
  return (
    <ul className="network-links" aria-label={block.settings.title ? undefined : 'Share this page'}>
      {block.data.links.map(({ network, href }) => {
        const label = socialNetworkInfo(network)?.label ?? network;
        const external = network !== 'Email';
        return (
          <li key={network}>
            <a
              className="network-link"
              href={href}
              aria-label={showLabels ? undefined : network === 'Email' ? 'Share by email' : `Share on ${label}`}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <NetworkIcon network={network} />
              {showLabels ? <span className="network-link__label">{label}</span> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
