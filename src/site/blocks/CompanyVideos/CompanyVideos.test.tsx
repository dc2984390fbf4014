import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, companyPage, contentPage, fakeApi, loadedBlock, sectionPage, teaser } from '../fixtures';
import CompanyVideosBlock from './Block';
import { loadCompanyVideos, type CompanyVideosData } from './load';
import { companyVideosBlock, companyVideosSettings, type CompanyVideosSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(companyVideosSettings, input);
const video = (id: number) => teaser(id, { type: 'Video', path: `/resources/videos/video-${id}` });

describe('company_videos settings', () => {
  it('shows the 4 newest videos by default, 1 to 20, and takes them from the page pool', () => {
    const parsed = companyVideosSettings.parse({});
    expect(parsed).toMatchObject({ limit: 4, teaserMaxLength: 175, display: 'list' });
    expect(companyVideosBlock.contentCount(parsed)).toBe(4);
    expect(companyVideosSettings.safeParse({ limit: 21 }).success).toBe(false);
    expect(companyVideosSettings.safeParse({ limit: 0 }).success).toBe(false);
  });
});

describe('loadCompanyVideos', () => {
  it("asks for the company's Video items, on its page and on an item naming it", async () => {
    const { api, companyQueries } = fakeApi({ companyItems: [video(1), video(2)] });
    expect(await loadCompanyVideos({ settings: settings({ limit: 2, teaserMaxLength: 80 }), page: companyPage, api })).toEqual({ data: { items: [video(1), video(2)] }, underFilled: false });
    await loadCompanyVideos({ settings: settings(), page: contentPage, api });
    expect(companyQueries).toEqual([
      { companyId: 10000050, includeContentTypes: ['Video'], excludeContentTypes: [], limit: 2, teaserMaxLength: 80 },
      { companyId: 10000050, includeContentTypes: ['Video'], excludeContentTypes: [], limit: 4, teaserMaxLength: 175 },
    ]);
  });

  it('is dropped without videos (002 §5 "company videos without videos") or without a company; fewer flags it', async () => {
    expect(await loadCompanyVideos({ settings: settings(), page: companyPage, api: fakeApi().api })).toBeNull();
    expect(await loadCompanyVideos({ settings: settings(), page: sectionPage, api: fakeApi({ companyItems: [video(1)] }).api })).toBeNull();
    expect((await loadCompanyVideos({ settings: settings(), page: companyPage, api: fakeApi({ companyItems: [video(1)] }).api }))?.underFilled).toBe(true);
  });
});

describe('CompanyVideosBlock', () => {
  it('renders the videos as teasers linking to their pages', () => {
    const block = loadedBlock<CompanyVideosData, CompanyVideosSettings>('company_videos', settings({ title: 'Videos', display: 'cards', showTeaser: false }), { items: [video(7)] });
    const html = renderToStaticMarkup(<CompanyVideosBlock block={block} page={companyPage} />);
    expect(html).toContain('content-teasers--cards');
    expect(html).toContain('<h3 class="content-teaser__title"><a href="/resources/videos/video-7">Story 7</a></h3>');
    expect(html).toContain('<span class="content-teaser__type">Video</span>');
    expect(html).not.toContain('content-teaser__text');
  });
});
