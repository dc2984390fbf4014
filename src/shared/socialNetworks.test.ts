import { describe, expect, it } from 'vitest';
import {
  SOCIAL_NETWORKS,
  SOCIAL_NETWORK_CATALOGUE,
  isSocialNetwork,
  socialNetworkInfo,
} from './socialNetworks';

describe('social networks (spec 000 §3.2)', () => {
  it('has the 17 networks in the spec order', () => {
    expect(SOCIAL_NETWORKS).toEqual([
      'Email', 'Facebook', 'Flipboard', 'Instagram', 'Instapaper', 'Linkedin', 'Other', 'Pinterest',
      'Pocket', 'Quora', 'Reddit', 'Skype', 'Telegram', 'Tumblr', 'Twitter', 'Whatsapp', 'Youtube',
    ]);
    expect(SOCIAL_NETWORK_CATALOGUE.map((n) => n.value)).toEqual([...SOCIAL_NETWORKS]);
  });

  it('gives each a label and a lowercase hex colour', () => {
    for (const network of SOCIAL_NETWORK_CATALOGUE) {
      expect(network.label).not.toBe('');
      expect(network.color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('uses the brand colours and spellings', () => {
    expect(socialNetworkInfo('Facebook')?.color).toBe('#1877f2');
    expect(socialNetworkInfo('Linkedin')).toEqual({ value: 'Linkedin', label: 'LinkedIn', color: '#0a66c2' });
    expect(socialNetworkInfo('Youtube')).toEqual({ value: 'Youtube', label: 'YouTube', color: '#ff0000' });
    expect(socialNetworkInfo('Whatsapp')?.label).toBe('WhatsApp');
    expect(socialNetworkInfo('Reddit')?.color).toBe('#ff4500');
    expect(socialNetworkInfo('Mastodon')).toBeUndefined();
  });

  it('guards the spec spelling', () => {
    expect(isSocialNetwork('Linkedin')).toBe(true);
    expect(isSocialNetwork('LinkedIn')).toBe(false);
  });
});
