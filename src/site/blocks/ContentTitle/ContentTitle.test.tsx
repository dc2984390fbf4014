import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, contentPage, fakeApi, loadedBlock, sectionPage } from '../fixtures';
import ContentTitleBlock from './Block';
import { loadContentTitle, type ContentTitleData } from './load';
import { contentTitleSettings, type ContentTitleSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(contentTitleSettings, input);
const { api } = fakeApi();

describe('content_title', () => {
  it('shows everything by default', () => {
    expect(contentTitleSettings.parse({})).toEqual({ showSection: true, showTeaser: true, showAuthors: true, showDate: true, showLabels: true, showEventDetails: true });
    expect(contentTitleSettings.safeParse({ showDate: 'yes' }).success).toBe(false);
  });

  it("loads the content's title, section, teaser, authors, date and labels", async () => {
    const loaded = await loadContentTitle({ settings: settings(), page: contentPage, api });
    expect(loaded?.data).toEqual({
      name: 'GaN chargers & more',
      section: { id: 3, name: 'Power', path: '/power' },
      teaser: 'Smaller, cooler chargers.',
      authors: contentPage.content?.authors,
      publishedDate: 'March 5, 2026',
      labels: ['Sponsored'],
      companyName: 'Acme Power',
      event: null,
    });
  });

  it('keeps only what the settings show, names a section page after the section, and drops a nameless page', async () => {
    const bare = await loadContentTitle({ settings: settings({ showSection: false, showTeaser: false, showAuthors: false, showDate: false, showLabels: false }), page: contentPage, api });
    expect(bare?.data).toEqual({ name: 'GaN chargers & more', section: null, teaser: null, authors: [], publishedDate: null, labels: [], companyName: null, event: null });
    expect((await loadContentTitle({ settings: settings(), page: sectionPage, api }))?.data.name).toBe('Power');
    expect(await loadContentTitle({ settings: settings(), page: { ...sectionPage, name: ' ' }, api })).toBeNull();
  });

  it('renders one h1, escaped, with the byline', async () => {
    const loaded = await loadContentTitle({ settings: settings(), page: contentPage, api });
    const html = renderToStaticMarkup(<ContentTitleBlock block={loadedBlock<ContentTitleData, ContentTitleSettings>('content_title', settings(), loaded!.data)} page={contentPage} />);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('<h1 class="content-title__name">GaN chargers &amp; more</h1>');
    expect(html).toContain('<a class="content-title__section" href="/power">Power</a>');
    expect(html).toContain('By <span><a href="/authors/ada">Ada Lovelace</a></span><span> and Alan Turing</span>');
    expect(html).toContain('<span class="content-title__label">Sponsored</span>');
    expect(html).toContain('<p class="content-title__teaser">Smaller, cooler chargers.</p>');
  });

  it("shows an event's dates, venue and registration button, unless the settings hide them", async () => {
    const event = {
      dateRange: 'May 12–14, 2027',
      start: '2027-05-12T09:00:00.000Z',
      end: '2027-05-14T17:00:00.000Z',
      place: ['Huntington Place', '1 Washington Blvd', 'Detroit, MI, 48226'],
      link: { url: 'https://events.example.com/register', label: 'Register' },
    };
    const page = { ...contentPage, content: { ...contentPage.content!, type: 'Event' as const, event } };
    const loaded = await loadContentTitle({ settings: settings(), page, api });
    expect(loaded?.data.event).toEqual(event);
    expect((await loadContentTitle({ settings: settings({ showEventDetails: false }), page, api }))?.data.event).toBeNull();
    const html = renderToStaticMarkup(<ContentTitleBlock block={loadedBlock<ContentTitleData, ContentTitleSettings>('content_title', settings(), loaded!.data)} page={page} />);
    expect(html).toContain('<time dateTime="2027-05-12T09:00:00.000Z">May 12–14, 2027</time>');
    expect(html).toContain('<span class="event-details__line">Huntington Place</span><span class="event-details__line">1 Washington Blvd</span>');
    expect(html).toContain('<a class="block-button event-details__register" href="https://events.example.com/register" rel="noopener">Register</a>');
  });
});
