import { socialNetworkInfo } from '../../../shared/socialNetworks';

/**
 * A round badge in the network's fixed colour (002 §3 "Their colours are fixed") with its
 * monogram. Drawn as SVG so no icon font or library is downloaded; decorative (aria-hidden): the
 * link around it carries the accessible name.
 */
const MONOGRAMS: Record<string, string> = {
  Email: '@',
  Facebook: 'f',
  Flipboard: 'F',
  Instagram: 'Ig',
  Instapaper: 'I',
  Linkedin: 'in',
  Other: '•',
  Pinterest: 'P',
  Pocket: 'Po',
  Quora: 'Q',
  Reddit: 'r',
  Skype: 'S',
  Telegram: 'T',
  Tumblr: 't',
  Twitter: 'X',
  Whatsapp: 'W',
  Youtube: '▶',
};

export function NetworkIcon({ network, size = 36 }: { network: string; size?: number }) {
  const color = socialNetworkInfo(network)?.color ?? '#555555';
  const monogram = MONOGRAMS[network] ?? network.charAt(0);
  return (
    <svg className="network-icon" width={size} height={size} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <circle cx="18" cy="18" r="18" fill={color} />
      <text x="18" y="23.5" textAnchor="middle" fontSize={monogram.length > 1 ? 14 : 17} fontWeight="700" fontFamily="Arial, Helvetica, sans-serif" fill="#fff">
        {monogram}
      </text>
    </svg>
  );
}
