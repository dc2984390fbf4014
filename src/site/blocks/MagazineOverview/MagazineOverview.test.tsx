import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, fakeApi, homePage, loadedBlock, sectionPage } from '../fixtures';
import { issueCard, publicationCard } from './fixtures';
import type { BlockPage } from '../types';
import MagazineOverviewBlock from './Block';
import { loadMagazineOverview, type MagazineOverviewData } from './load';
import { issuesLimitOf, magazineOverviewBlock, magazineOverviewSettings, type MagazineOverviewSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(magazineOverviewSettings, input);

const issues = Array.from({ length: 20 }, (_, i) => issueCard(i + 1, i >= 15 ? { publication: publicationCard(2) } : {}));
const publicationPage: BlockPage = { ...sectionPage, kind: 'magazine', path: '/magazine/magazine-2', name: 'Magazine 2', section: null, publication: { id: 2, name: 'Magazine 2', path: '/magazine/magazine-2' } };

describe('magazine_overview settings', () => {
  it('default to the grid of every (or the page’s) publication, with dates, descriptions and links', () => {
    expect(magazineOverviewSettings.parse({})).toEqual({ publicationId: null, layout: 'grid', showMailingDate: true, showDescription: true, showLinks: true });
    expect(magazineOverviewSettings.safeParse({ layout: 'list' }).success).toBe(false);
    expect(magazineOverviewBlock.type).toBe('magazine_overview');
    for (const field of Object.values(magazineOverviewSettings.shape)) expect(field.meta()).toMatchObject({ title: expect.any(String), description: expect.any(String) });
  });

  it('asks for 1 issue for single, 12 for grid, 13 for featured (002 §9)', () => {
    expect(issuesLimitOf({ layout: 'single' })).toBe(1);
    expect(issuesLimitOf({ layout: 'grid' })).toBe(12);
    expect(issuesLimitOf({ layout: 'featured' })).toBe(13);
  });
});

describe('loadMagazineOverview', () => {
  it("asks for the block's publication, else the page's, else every publication's, with the layout's count", async () => {
    const { api, magazineCalls } = fakeApi({ magazine: { issues } });
    const grid = await loadMagazineOverview({ settings: settings(), page: homePage, api });
    expect(grid?.data.issues).toHaveLength(12);
    const own = await loadMagazineOverview({ settings: settings({ layout: 'featured' }), page: publicationPage, api });
    expect(own?.data.issues.map((issue) => issue.id)).toEqual([16, 17, 18, 19, 20]);
    await loadMagazineOverview({ settings: settings({ publicationId: 1, layout: 'single' }), page: publicationPage, api });
    expect(magazineCalls).toEqual([
      { publicationId: null, limit: 12 },
      { publicationId: 2, limit: 13 },
      { publicationId: 1, limit: 1 },
    ]);
  });

  it('is dropped without issues, or while the magazine module is off', async () => {
    expect(await loadMagazineOverview({ settings: settings(), page: homePage, api: fakeApi({ magazine: { issues: [] } }).api })).toBeNull();
    expect(await loadMagazineOverview({ settings: settings(), page: homePage, api: fakeApi({ magazine: null }).api })).toBeNull();
  });
});

describe('MagazineOverviewBlock', () => {
  const render = (input: Record<string, unknown>, data: MagazineOverviewData) =>
    renderToStaticMarkup(<MagazineOverviewBlock block={loadedBlock<MagazineOverviewData, MagazineOverviewSettings>('magazine_overview', settings(input), data)} page={homePage} />);

  it('grid: a cover per issue linking to its page, with its name, publication and date', () => {
    const html = render({}, { publication: null, issues: issues.slice(0, 3), signupUrl: null });
    expect(html.match(/<li class="magazine-overview__issue">/g)).toHaveLength(3);
    expect(html).toContain('<a class="magazine-overview__cover-link" href="/magazine/magazine-1/issue-1"><img class="magazine-overview__cover" src="/images/9/1/circuit-board.jpg?w=1280"');
    expect(html).toContain('<span class="magazine-overview__issue-name">Issue 1</span></a><span class="magazine-overview__publication">Magazine 1</span><time class="magazine-overview__date" dateTime="2026-03-01">March 1, 2026</time>');
    expect(html).not.toContain('magazine-overview__featured');
  });

  it("featured: the newest issue large with its description and links, then the others; the publication's name heads it", () => {
    const publication = publicationCard(1, { renewUrl: 'https://subscribe.example.com/renew' });
    const html = render({ layout: 'featured' }, { publication, issues: issues.slice(0, 4).map((issue) => ({ ...issue, publication })), signupUrl: 'https://news.example.com/?source=magazine' });
    expect(html).toContain('<h2 class="magazine-overview__name"><a href="/magazine/magazine-1">Magazine 1</a></h2>');
    expect(html).toContain('<h3 class="magazine-overview__featured-name"><a href="/magazine/magazine-1/issue-1">Issue 1</a></h3>');
    expect(html).toContain('<p class="magazine-overview__description">About issue 1.</p>');
    expect(html).toContain('<a class="magazine-links__link magazine-links__link--primary" href="/magazine/magazine-1/issue-1">Read this issue</a>');
    expect(html).toContain('<a class="magazine-links__link" href="https://subscribe.example.com/" target="_blank" rel="noopener">Subscribe</a>');
    expect(html).toContain('<a class="magazine-links__link" href="https://subscribe.example.com/renew" target="_blank" rel="noopener">Renew</a>');
    expect(html).toContain('href="https://news.example.com/?source=magazine" target="_blank" rel="noopener">Get the newsletter</a>');
    expect(html.match(/<li class="magazine-overview__issue">/g)).toHaveLength(3);
    expect(html).not.toContain('href="/magazine/magazine-1/issue-1"><img');
  });

  it('single: one issue, without dates, descriptions or links when asked; a block title replaces the heading', () => {
    const html = render({ layout: 'single', title: 'Latest issue', showMailingDate: false, showDescription: false, showLinks: false }, { publication: publicationCard(1), issues: issues.slice(0, 1), signupUrl: null });
    expect(html).not.toContain('magazine-overview__name');
    expect(html).not.toContain('<time');
    expect(html).not.toContain('magazine-overview__description');
    expect(html).not.toContain('magazine-links');
    expect(html).not.toContain('magazine-overview__issues');
  });

  it('shows the publication’s name in place of a missing cover', () => {
    const html = render({}, { publication: null, issues: [issueCard(1, { cover: null })], signupUrl: null });
    expect(html).toContain('<span class="magazine-overview__cover magazine-overview__cover--none" aria-hidden="true">Magazine 1</span>');
  });
});
