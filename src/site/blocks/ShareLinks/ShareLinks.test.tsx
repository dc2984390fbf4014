import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SOCIAL_NETWORKS } from '../../../shared/socialNetworks';
import { blockSettings, contentPage, fakeApi, loadedBlock } from '../fixtures';
import ShareLinksBlock from './Block';
import { loadShareLinks, type ShareLinksData } from './load';
import { shareLinksSettings, type ShareLinksSettings } from './settings';
import { SHARE_NETWORKS, shareUrl } from './shareUrls';

const settings = (input: Record<string, unknown> = {}) => blockSettings(shareLinksSettings, input);
const { api } = fakeApi();

describe('share_links', () => {
  it('offers the social networks that can share a page, four by default', () => {
    for (const network of SHARE_NETWORKS) expect(SOCIAL_NETWORKS).toContain(network);
    expect(SHARE_NETWORKS).not.toContain('Instagram');
    expect(shareLinksSettings.parse({})).toEqual({ networks: ['Facebook', 'Twitter', 'Linkedin', 'Email'], showLabels: false });
    expect(shareLinksSettings.safeParse({ networks: ['Youtube'] }).success).toBe(false);
  });

  it('builds share addresses from the canonical URL and the page name', () => {
    const url = 'https://www.edr.example/power/gan';
    expect(shareUrl('Facebook', url, 'GaN & more')).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.edr.example%2Fpower%2Fgan');
    expect(shareUrl('Twitter', url, 'GaN & more')).toBe('https://twitter.com/intent/tweet?url=https%3A%2F%2Fwww.edr.example%2Fpower%2Fgan&text=GaN%20%26%20more');
    expect(shareUrl('Email', url, 'GaN & more')).toBe('mailto:?subject=GaN%20%26%20more&body=https%3A%2F%2Fwww.edr.example%2Fpower%2Fgan');
    for (const network of SHARE_NETWORKS) expect(shareUrl(network, url, 'x')).toContain(encodeURIComponent(url));
  });

  it('loads one link per chosen network and is dropped with none', async () => {
    const loaded = await loadShareLinks({ settings: settings({ networks: ['Linkedin', 'Linkedin', 'Reddit'] }), page: contentPage, api });
    expect(loaded?.data.links.map((link) => link.network)).toEqual(['Linkedin', 'Reddit']);
    expect(await loadShareLinks({ settings: settings({ networks: [] }), page: contentPage, api })).toBeNull();
  });

  it('renders plain links named for screen readers, in the fixed network colours', async () => {
    const loaded = await loadShareLinks({ settings: settings(), page: contentPage, api });
    const html = renderToStaticMarkup(<ShareLinksBlock block={loadedBlock<ShareLinksData, ShareLinksSettings>('share_links', settings(), loaded!.data)} page={contentPage} />);
    expect(html).toContain('aria-label="Share on Facebook" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('aria-label="Share on LinkedIn"');
    expect(html).toContain('aria-label="Share by email"');
    expect(html).toContain('fill="#1877f2"');
    expect(html).not.toContain('<script');
  });
});
