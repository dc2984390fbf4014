import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, contentPage, fakeApi, loadedBlock, sectionPage, teaser } from '../fixtures';
import RelatedContentBlock from './Block';
import { loadRelatedContent, type RelatedContentData } from './load';
import { relatedContentSettings, type RelatedContentSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(relatedContentSettings, input);

describe('related_content', () => {
  it('shows 4 items by default, 1 to 20', () => {
    expect(relatedContentSettings.parse({})).toMatchObject({ limit: 4, teaserMaxLength: 175, display: 'list' });
    expect(relatedContentSettings.safeParse({ limit: 0 }).success).toBe(false);
    expect(relatedContentSettings.safeParse({ limit: 21 }).success).toBe(false);
  });

  it('asks for items related to the page content; none drops it, fewer flags it', async () => {
    const { api, relatedCalls } = fakeApi({ related: [teaser(5), teaser(6)] });
    const loaded = await loadRelatedContent({ settings: settings({ limit: 3, teaserMaxLength: 100 }), page: contentPage, api });
    expect(relatedCalls).toEqual([{ contentId: 10000001, limit: 3, teaserMaxLength: 100 }]);
    expect(loaded).toEqual({ data: { items: [teaser(5), teaser(6)] }, underFilled: true });
    expect(await loadRelatedContent({ settings: settings(), page: contentPage, api: fakeApi().api })).toBeNull();
    expect(await loadRelatedContent({ settings: settings(), page: sectionPage, api })).toBeNull();
  });

  it('renders the items as teasers', () => {
    const block = loadedBlock<RelatedContentData, RelatedContentSettings>('related_content', settings({ title: 'Related', display: 'cards' }), { items: [teaser(5)] });
    const html = renderToStaticMarkup(<RelatedContentBlock block={block} page={contentPage} />);
    expect(html).toContain('content-teasers--cards');
    expect(html).toContain('<h3 class="content-teaser__title"><a href="/power/story-5">Story 5</a></h3>');
  });
});
