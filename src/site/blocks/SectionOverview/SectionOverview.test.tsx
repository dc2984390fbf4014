import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, contentPage, fakeApi, homePage, loadedBlock, sectionPage, teaser } from '../fixtures';
import type { SectionOverview } from '../types';
import SectionOverviewBlock from './Block';
import { loadSectionOverview, type SectionOverviewData } from './load';
import { sectionOverviewBlock, sectionOverviewSettings, type SectionOverviewSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(sectionOverviewSettings, input);

const overview: SectionOverview = {
  section: { id: 3, name: 'Power', path: '/power', description: 'Power electronics for engineers.' },
  children: [
    { section: { id: 4, name: 'Batteries', path: '/power/batteries', description: 'Cells, packs and management.' }, items: [teaser(1), teaser(2), teaser(3), teaser(4)] },
    { section: { id: 5, name: 'Power semiconductors', path: '/power/power-semiconductors', description: null }, items: [teaser(5, { image: null, eventDateRange: 'May 4–6, 2026' })] },
    { section: { id: 6, name: 'Empty', path: '/power/empty', description: null }, items: [] },
  ],
};

describe('section_overview settings', () => {
  it("default to the page's section with 3 items per child section, 1 to 5", () => {
    expect(sectionOverviewSettings.parse({})).toEqual({ sectionId: null, itemsPerSection: 3, showDescriptions: true, showImage: true, showDates: true });
    expect(sectionOverviewSettings.safeParse({ itemsPerSection: 0 }).success).toBe(false);
    expect(sectionOverviewSettings.safeParse({ itemsPerSection: 6 }).success).toBe(false);
    expect(sectionOverviewBlock.type).toBe('section_overview');
    for (const field of Object.values(sectionOverviewSettings.shape)) expect(field.meta()).toMatchObject({ title: expect.any(String), description: expect.any(String) });
  });
});

describe('loadSectionOverview', () => {
  it("reads the section page's own section, or the chosen one anywhere", async () => {
    const { api, overviewCalls } = fakeApi({ overview });
    const loaded = await loadSectionOverview({ settings: settings({ itemsPerSection: 2 }), page: sectionPage, api });
    await loadSectionOverview({ settings: settings({ sectionId: 8 }), page: homePage, api });
    expect(overviewCalls).toEqual([
      { sectionId: 3, itemsPerSection: 2, teaserMaxLength: 0 },
      { sectionId: 8, itemsPerSection: 3, teaserMaxLength: 0 },
    ]);
    expect(loaded?.data.children.map((child) => [child.section.name, child.items.length])).toEqual([
      ['Batteries', 2],
      ['Power semiconductors', 1],
    ]);
  });

  it('is dropped without a section (not a section page, none chosen) or without child sections with live items', async () => {
    const { api, overviewCalls } = fakeApi({ overview });
    expect(await loadSectionOverview({ settings: settings(), page: homePage, api })).toBeNull();
    expect(await loadSectionOverview({ settings: settings(), page: contentPage, api })).toBeNull();
    expect(overviewCalls).toEqual([]);
    expect(await loadSectionOverview({ settings: settings(), page: sectionPage, api: fakeApi({ overview: null }).api })).toBeNull();
    const childless = { ...overview, children: [overview.children[2]!] };
    expect(await loadSectionOverview({ settings: settings(), page: sectionPage, api: fakeApi({ overview: childless }).api })).toBeNull();
  });
});

describe('SectionOverviewBlock', () => {
  const data: SectionOverviewData = { ...overview, children: overview.children.slice(0, 2).map((child) => ({ ...child, items: child.items.slice(0, 2) })) };
  const render = (input: Record<string, unknown> = {}) =>
    renderToStaticMarkup(<SectionOverviewBlock block={loadedBlock<SectionOverviewData, SectionOverviewSettings>('section_overview', settings(input), data)} page={sectionPage} />);

  it("shows the section's name and description, then each child section with its newest items, the first with its image", () => {
    const html = render();
    expect(html).toContain('<h2 class="section-overview__name"><a href="/power">Power</a></h2><p class="section-overview__description">Power electronics for engineers.</p>');
    expect(html).toContain('<h3 class="section-overview__section-name"><a href="/power/batteries">Batteries</a></h3><p class="section-overview__section-description">Cells, packs and management.</p>');
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain('<a class="section-overview__item-link" href="/power/story-2">Story 2</a><time class="section-overview__date" dateTime="2026-03-05T10:00:00.000Z">March 5, 2026</time>');
    expect(html).toContain('<time class="section-overview__date">May 4–6, 2026</time>');
  });

  it('leaves the name to the block title, and descriptions, images and dates out when asked', () => {
    const html = render({ title: '[sectionname]', showDescriptions: false, showImage: false, showDates: false });
    expect(html).not.toContain('section-overview__name');
    expect(html).not.toContain('description');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<time');
    expect(html).toContain('<h3 class="section-overview__section-name">');
  });
});
