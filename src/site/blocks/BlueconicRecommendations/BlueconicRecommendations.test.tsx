import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, contentPage, fakeApi, homePage, loadedBlock, sectionPage, teaser } from '../fixtures';
import BlueconicRecommendationsBlock from './Block';
import { loadBlueconicRecommendations, type BlueconicRecommendationsData } from './load';
import { blueconicRecommendationsSettings, type BlueconicRecommendationsSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(blueconicRecommendationsSettings, input);

describe('blueconic_recommendations', () => {
  it('shows 4 items by default (002 §9), 1 to 20', () => {
    expect(blueconicRecommendationsSettings.parse({})).toMatchObject({ limit: 4, teaserMaxLength: 175, display: 'list' });
    expect(blueconicRecommendationsSettings.safeParse({ limit: 0 }).success).toBe(false);
    expect(blueconicRecommendationsSettings.safeParse({ limit: 21 }).success).toBe(false);
  });

  it("asks for its share of the page's recommendations, for the item and section of the page", async () => {
    const { api, recommendationCalls } = fakeApi({ recommended: [teaser(5), teaser(6), teaser(7)] });
    expect(await loadBlueconicRecommendations({ settings: settings({ limit: 2 }), page: contentPage, api })).toEqual({ data: { items: [teaser(5), teaser(6)] }, underFilled: false });
    expect(await loadBlueconicRecommendations({ settings: settings({ teaserMaxLength: 90 }), page: sectionPage, api })).toMatchObject({ underFilled: true });
    await loadBlueconicRecommendations({ settings: settings(), page: homePage, api });
    expect(recommendationCalls).toEqual([
      { contentId: 10000001, sectionId: 3, count: 2, teaserMaxLength: 175 },
      { contentId: null, sectionId: 3, count: 4, teaserMaxLength: 90 },
      { contentId: null, sectionId: null, count: 4, teaserMaxLength: 175 },
    ]);
  });

  it('is dropped when nothing is recommended (002 §5)', async () => {
    expect(await loadBlueconicRecommendations({ settings: settings(), page: contentPage, api: fakeApi().api })).toBeNull();
  });

  it('renders the items as teasers, marked as not tracked', () => {
    const block = loadedBlock<BlueconicRecommendationsData, BlueconicRecommendationsSettings>('blueconic_recommendations', settings({ title: 'Recommended', display: 'headlines' }), { items: [teaser(5), teaser(6)] });
    const html = renderToStaticMarkup(<BlueconicRecommendationsBlock block={block} page={contentPage} />);
    expect(html.startsWith('<div class="recommendations" data-track-clicks="false"><ul class="content-teasers content-teasers--headlines">')).toBe(true);
    expect(html).toContain('<h3 class="content-teaser__title"><a href="/power/story-5">Story 5</a></h3>');
    expect(html.match(/<li>/g)).toHaveLength(2);
  });
});
