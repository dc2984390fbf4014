import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, companyPage, contentPage, fakeApi, homePage, loadedBlock, teaser } from '../fixtures';
import CompanyContentBlock from './Block';
import { loadCompanyContent, type CompanyContentData } from './load';
import { companyContentBlock, companyContentSettings, type CompanyContentSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(companyContentSettings, input);

describe('company_content settings', () => {
  it('shows 6 items of any type by default, up to 100, taken from the page pool', () => {
    const parsed = companyContentSettings.parse({});
    expect(parsed).toMatchObject({ includeContentTypes: [], limit: 6, teaserMaxLength: 175, display: 'list', showImage: true });
    expect(companyContentBlock.contentCount(parsed)).toBe(6);
    expect(companyContentSettings.safeParse({ limit: 101 }).success).toBe(false);
    expect(companyContentSettings.safeParse({ includeContentTypes: ['Recipe'] }).success).toBe(false);
    for (const field of Object.values(companyContentSettings.shape)) expect(field.meta()).toMatchObject({ title: expect.any(String), description: expect.any(String) });
  });
});

describe('loadCompanyContent', () => {
  it('leaves out videos and contacts unless types are chosen', async () => {
    const { api, companyQueries } = fakeApi({ companyItems: [teaser(1), teaser(2)] });
    const loaded = await loadCompanyContent({ settings: settings({ limit: 3 }), page: companyPage, api });
    expect(loaded).toEqual({ data: { items: [teaser(1), teaser(2)] }, underFilled: true });
    await loadCompanyContent({ settings: settings({ includeContentTypes: ['Product', 'PressRelease'], teaserMaxLength: 90 }), page: contentPage, api });
    expect(companyQueries).toEqual([
      { companyId: 10000050, includeContentTypes: [], excludeContentTypes: ['Video', 'Contact'], limit: 3, teaserMaxLength: 175 },
      { companyId: 10000050, includeContentTypes: ['Product', 'PressRelease'], excludeContentTypes: [], limit: 6, teaserMaxLength: 90 },
    ]);
  });

  it('is dropped without items or without a company', async () => {
    expect(await loadCompanyContent({ settings: settings(), page: companyPage, api: fakeApi().api })).toBeNull();
    const { api, companyQueries } = fakeApi({ companyItems: [teaser(1)] });
    expect(await loadCompanyContent({ settings: settings(), page: homePage, api })).toBeNull();
    expect(companyQueries).toEqual([]);
  });
});

describe('CompanyContentBlock', () => {
  const render = (input: Record<string, unknown>) =>
    renderToStaticMarkup(<CompanyContentBlock block={loadedBlock<CompanyContentData, CompanyContentSettings>('company_content', settings(input), { items: [teaser(1), teaser(2)] })} page={companyPage} />);

  it('draws the items like a content list', () => {
    const html = render({ title: 'From Acme Power' });
    expect(html).toContain('<ul class="content-teasers content-teasers--list">');
    expect(html).toContain('<h3 class="content-teaser__title"><a href="/power/story-1">Story 1</a></h3>');
    expect(render({ display: 'headlines' })).toContain('content-teaser--headline');
  });
});
