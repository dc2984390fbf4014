import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, fakeApi, homePage, loadedBlock } from '../fixtures';
import type { NewsletterIssue } from '../types';
import NewsletterCampaignsBlock from './Block';
import { loadNewsletterCampaigns, type NewsletterCampaignsData } from './load';
import { newsletterCampaignsBlock, newsletterCampaignsSettings, type NewsletterCampaignsSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(newsletterCampaignsSettings, input);
const issue = (id: number, issueDate: string, subject = `EDR Daily – issue ${id}`): NewsletterIssue => ({ id, subject, issueDate, path: `/newsletter/${id}` });
// As getNewsletterCampaignStream answers: newest issue first.
const issues = [issue(41, '2026-11-26'), issue(40, '2026-11-25'), issue(39, '2026-11-24', 'Power & <Batteries>')];

describe('newsletter_campaigns settings', () => {
  it('list 20 issues with their dates by default (002 §9), 1 to 100, and name no newsletter until one is chosen', () => {
    expect(newsletterCampaignsSettings.parse({})).toEqual({ templateId: null, limit: 20, showDate: true });
    expect(newsletterCampaignsBlock.type).toBe('newsletter_campaigns');
    expect(newsletterCampaignsSettings.safeParse({ limit: 0 }).success).toBe(false);
    expect(newsletterCampaignsSettings.safeParse({ limit: 101 }).success).toBe(false);
    expect(newsletterCampaignsSettings.safeParse({ templateId: 0 }).success).toBe(false);
    expect(newsletterCampaignsSettings.parse({ templateId: 7, limit: 100 })).toMatchObject({ templateId: 7, limit: 100 });
    for (const field of Object.values(newsletterCampaignsSettings.shape)) expect(field.meta()).toMatchObject({ title: expect.any(String), description: expect.any(String) });
  });
});

describe('newsletter_campaigns', () => {
  it("asks for the newsletter's issues on the web, at most the limit, and flags fewer than asked", async () => {
    const { api, campaignCalls } = fakeApi({ issues });
    const loaded = await loadNewsletterCampaigns({ settings: settings({ templateId: 7, limit: 2 }), page: homePage, api });
    expect(campaignCalls).toEqual([{ templateId: 7, limit: 2 }]);
    expect(loaded).toEqual({ data: { issues: issues.slice(0, 2) }, underFilled: false });
    const all = await loadNewsletterCampaigns({ settings: settings({ templateId: 7 }), page: homePage, api });
    expect(all?.data.issues).toHaveLength(3);
    expect(all?.underFilled).toBe(true);
  });

  it('is dropped without a newsletter or without issues (002 §5)', async () => {
    const { api, campaignCalls } = fakeApi({ issues });
    expect(await loadNewsletterCampaigns({ settings: settings(), page: homePage, api })).toBeNull();
    expect(campaignCalls).toEqual([]);
    expect(await loadNewsletterCampaigns({ settings: settings({ templateId: 7 }), page: homePage, api: fakeApi().api })).toBeNull();
  });

  it('links each subject to its web view, with the date as the site writes it', () => {
    const block = loadedBlock<NewsletterCampaignsData, NewsletterCampaignsSettings>('newsletter_campaigns', settings({ templateId: 7 }), { issues });
    const html = renderToStaticMarkup(<NewsletterCampaignsBlock block={block} page={homePage} />);
    expect(html).toContain('<a class="newsletter-issues__subject" href="/newsletter/41">EDR Daily – issue 41</a>');
    expect(html).toContain('<time class="newsletter-issues__date" dateTime="2026-11-26">Nov. 26, 2026</time>');
    // Subjects are text, never markup.
    expect(html).toContain('Power &amp; &lt;Batteries&gt;');
    expect(html.match(/<li /g)).toHaveLength(3);
  });

  it('leaves the dates out on request', () => {
    const block = loadedBlock<NewsletterCampaignsData, NewsletterCampaignsSettings>('newsletter_campaigns', settings({ templateId: 7, showDate: false }), { issues });
    expect(renderToStaticMarkup(<NewsletterCampaignsBlock block={block} page={homePage} />)).not.toContain('<time');
  });
});
