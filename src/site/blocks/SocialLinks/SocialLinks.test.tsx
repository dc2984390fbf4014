import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, fakeApi, loadedBlock, sectionPage } from '../fixtures';
import SocialLinksBlock from './Block';
import { loadSocialLinks, type SocialLinksData } from './load';
import { socialLinksSettings, type SocialLinksSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(socialLinksSettings, input);
const links = [
  { network: 'Linkedin', url: 'https://www.linkedin.com/company/edr' },
  { network: 'Youtube', url: 'https://www.youtube.com/@edr' },
];

describe('social_links', () => {
  it('shows icons only by default', () => {
    expect(socialLinksSettings.parse({})).toEqual({ showLabels: false });
  });

  it("loads the site's filled-in links and is dropped without any", async () => {
    expect((await loadSocialLinks({ settings: settings(), page: sectionPage, api: fakeApi({ social: [...links, { network: 'Reddit', url: ' ' }] }).api }))?.data.links).toEqual(links);
    expect(await loadSocialLinks({ settings: settings(), page: sectionPage, api: fakeApi().api })).toBeNull();
  });

  it('renders named links, with labels on request', () => {
    const icons = renderToStaticMarkup(<SocialLinksBlock block={loadedBlock<SocialLinksData, SocialLinksSettings>('social_links', settings(), { links })} page={sectionPage} />);
    expect(icons).toContain('href="https://www.linkedin.com/company/edr" target="_blank" rel="noopener noreferrer" aria-label="Electronic Design Review on LinkedIn"');
    expect(icons).toContain('fill="#ff0000"');
    const labelled = renderToStaticMarkup(<SocialLinksBlock block={loadedBlock<SocialLinksData, SocialLinksSettings>('social_links', settings({ showLabels: true }), { links })} page={sectionPage} />);
    expect(labelled).toContain('<span class="network-link__label">YouTube</span>');
    expect(labelled).not.toContain('aria-label="Electronic Design Review on LinkedIn"');
  });
});
