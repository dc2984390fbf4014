import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, fakeApi, homePage, loadedBlock, sectionPage, teaser } from '../fixtures';
import { issueCard, publicationCard } from '../MagazineOverview/fixtures';
import type { BlockPage, IssueDetail } from '../types';
import IssueOverviewBlock from './Block';
import { loadIssueOverview, type IssueOverviewData } from './load';
import { issueOverviewBlock, issueOverviewSettings, type IssueOverviewSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(issueOverviewSettings, input);
const issuePage: BlockPage = {
  ...sectionPage,
  kind: 'issue',
  path: '/magazine/magazine-1/issue-2',
  name: 'Magazine 1: Issue 2',
  section: null,
  issue: { id: 2, name: 'Issue 2', path: '/magazine/magazine-1/issue-2', publicationId: 1, mailingDate: '2026-03-01', digitalEditionUrl: null },
  publication: { id: 1, name: 'Magazine 1', path: '/magazine/magazine-1' },
};
const contents: IssueDetail['contents'] = [
  { section: { id: 10, name: 'Cover Story' }, items: [teaser(1)] },
  { section: null, items: [teaser(2), teaser(3, { teaser: null })] },
];

describe('issue_overview settings', () => {
  it("default to the page's issue with its contents and links", () => {
    expect(issueOverviewSettings.parse({})).toEqual({ issueId: null, publicationId: null, showContents: true, showTeasers: true, teaserMaxLength: 175, showLinks: true });
    expect(issueOverviewBlock.type).toBe('issue_overview');
    for (const field of Object.values(issueOverviewSettings.shape)) expect(field.meta()).toMatchObject({ title: expect.any(String), description: expect.any(String) });
  });
});

describe('loadIssueOverview', () => {
  it("asks for the chosen issue, else the page's (its publication named), else the newest of the chosen publication", async () => {
    const { api, magazineCalls } = fakeApi({ magazine: { issues: [issueCard(1), issueCard(2)], contents: { 2: contents } } });
    const own = await loadIssueOverview({ settings: settings({ issueId: 2 }), page: issuePage, api });
    expect(own?.data.contents).toEqual(contents);
    await loadIssueOverview({ settings: settings({ showContents: false, teaserMaxLength: 80 }), page: issuePage, api });
    await loadIssueOverview({ settings: settings({ publicationId: 3 }), page: homePage, api });
    expect(magazineCalls).toEqual([
      { issueId: 2, publicationId: 1, contents: true, teaserMaxLength: 175 },
      { issueId: null, publicationId: 1, contents: false, teaserMaxLength: 80 },
      { issueId: null, publicationId: 3, contents: true, teaserMaxLength: 175 },
    ]);
  });

  it('is dropped without an issue, or while the magazine module is off', async () => {
    expect(await loadIssueOverview({ settings: settings(), page: homePage, api: fakeApi({ magazine: { issues: [] } }).api })).toBeNull();
    expect(await loadIssueOverview({ settings: settings(), page: issuePage, api: fakeApi({ magazine: null }).api })).toBeNull();
  });
});

describe('IssueOverviewBlock', () => {
  const data: IssueOverviewData = { issue: issueCard(2, { publication: publicationCard(1, { renewUrl: 'https://subscribe.example.com/renew' }) }), contents, signupUrl: null };
  const render = (input: Record<string, unknown> = {}, page: BlockPage = issuePage) =>
    renderToStaticMarkup(<IssueOverviewBlock block={loadedBlock<IssueOverviewData, IssueOverviewSettings>('issue_overview', settings(input), data)} page={page} />);

  it('on its own page: cover, publication, name, date, description, the links to act on, and the contents by section', () => {
    const html = render();
    expect(html).toContain('<p class="issue-overview__publication"><a href="/magazine/magazine-1">Magazine 1</a></p><h2 class="issue-overview__name">Issue 2</h2>');
    expect(html).toContain('<time class="magazine-overview__date" dateTime="2026-03-01">March 1, 2026</time><p class="issue-overview__description">About issue 2.</p>');
    expect(html).not.toContain('Read this issue');
    expect(html).toContain('<a class="magazine-links__link magazine-links__link--primary" href="https://subscribe.example.com/" target="_blank" rel="noopener">Subscribe</a>');
    expect(html).toContain('<section class="issue-overview__contents" aria-label="In the Issue 2 issue"><h2 class="issue-overview__contents-title">In this issue</h2>');
    expect(html).toContain('<h3 class="issue-overview__section-name">Cover Story</h3>');
    expect(html).toContain('<h3 class="issue-overview__section-name">More in this issue</h3>');
    expect(html).toContain('<a class="issue-overview__item-link" href="/power/story-1">Story 1</a><p class="issue-overview__teaser">Teaser of story 1.</p>');
    expect(html).toContain('<a class="issue-overview__item-link" href="/power/story-3">Story 3</a></li>');
  });

  it('elsewhere: the name links to the issue and "Read this issue" leads there; teasers, links and the name can be left out', () => {
    expect(render({}, homePage)).toContain('<h2 class="issue-overview__name"><a href="/magazine/magazine-1/issue-2">Issue 2</a></h2>');
    expect(render({}, homePage)).toContain('href="/magazine/magazine-1/issue-2">Read this issue</a>');
    const bare = render({ title: '[issuename]', showTeasers: false, showLinks: false });
    expect(bare).not.toContain('issue-overview__name');
    expect(bare).not.toContain('issue-overview__teaser');
    expect(bare).not.toContain('magazine-links');
  });
});
