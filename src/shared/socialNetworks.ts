import { createGuard } from './guards';

/**
 * Spec 000 §3.2 / 002 §3 "Enumerations": "Email, Facebook, Flipboard, Instagram, Instapaper,
 * Linkedin, Other, Pinterest, Pocket, Quora, Reddit, Skype, Telegram, Tumblr, Twitter, Whatsapp,
 * Youtube. Their colours are fixed."
 */
export const SOCIAL_NETWORKS = [
  'Email',
  'Facebook',
  'Flipboard',
  'Instagram',
  'Instapaper',
  'Linkedin',
  'Other',
  'Pinterest',
  'Pocket',
  'Quora',
  'Reddit',
  'Skype',
  'Telegram',
  'Tumblr',
  'Twitter',
  'Whatsapp',
  'Youtube',
] as const;

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialNetworkInfo {
  readonly value: SocialNetwork;
  /** The brand's own spelling (LinkedIn, WhatsApp, YouTube); the value keeps the spec's spelling. */
  readonly label: string;
  /** Brand colour, lowercase #rrggbb. */
  readonly color: string;
}

/**
 * Brand colours as published by each brand (Twitter keeps its classic blue, as the value is
 * "Twitter"). Email and Other have no brand: neutral greys were chosen for them.
 */
export const SOCIAL_NETWORK_CATALOGUE = [
  { value: 'Email', label: 'Email', color: '#7f7f7f' },
  { value: 'Facebook', label: 'Facebook', color: '#1877f2' },
  { value: 'Flipboard', label: 'Flipboard', color: '#e12828' },
  { value: 'Instagram', label: 'Instagram', color: '#e4405f' },
  { value: 'Instapaper', label: 'Instapaper', color: '#1f1f1f' },
  { value: 'Linkedin', label: 'LinkedIn', color: '#0a66c2' },
  { value: 'Other', label: 'Other', color: '#555555' },
  { value: 'Pinterest', label: 'Pinterest', color: '#bd081c' },
  { value: 'Pocket', label: 'Pocket', color: '#ef3f56' },
  { value: 'Quora', label: 'Quora', color: '#b92b27' },
  { value: 'Reddit', label: 'Reddit', color: '#ff4500' },
  { value: 'Skype', label: 'Skype', color: '#00aff0' },
  { value: 'Telegram', label: 'Telegram', color: '#26a5e4' },
  { value: 'Tumblr', label: 'Tumblr', color: '#36465d' },
  { value: 'Twitter', label: 'Twitter', color: '#1da1f2' },
  { value: 'Whatsapp', label: 'WhatsApp', color: '#25d366' },
  { value: 'Youtube', label: 'YouTube', color: '#ff0000' },
] as const satisfies readonly SocialNetworkInfo[];

export const isSocialNetwork = createGuard(SOCIAL_NETWORKS);

export function socialNetworkInfo(value: string): SocialNetworkInfo | undefined {
  return SOCIAL_NETWORK_CATALOGUE.find((network) => network.value === value);
}
