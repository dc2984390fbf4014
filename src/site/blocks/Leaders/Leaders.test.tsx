import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, fakeApi, homePage, image, loadedBlock, sectionPage } from '../fixtures';
import type { LeaderCard } from '../types';
import LeadersBlock from './Block';
import { groupLeaders, loadLeaders, type LeadersBlockData } from './load';
import { leadersSettings, type LeadersSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(leadersSettings, input);
const power = { id: 3, name: 'Power', path: '/power' };
const test = { id: 8, name: 'Test & Measurement', path: '/test-measurement' };
const card = (id: number, name: string, sections: LeaderCard['sections'] = []): LeaderCard => ({
  id,
  name,
  path: `/companies/${name.toLowerCase().replace(/\W+/g, '-')}`,
  logo: image({ alt: `${name} logo`, src: `/images/${id}/1/logo.png?w=240`, srcSet: `/images/${id}/1/logo.png?w=240 240w` }),
  sections,
});
const companies = [card(1, 'Arclight Power', [power]), card(2, 'Northbridge Instruments', [test]), card(3, 'Voltaic Semiconductor', [power, test]), card(4, 'Quiet Co')];
const render = (data: LeadersBlockData, input: Record<string, unknown> = {}) =>
  renderToStaticMarkup(<LeadersBlock block={loadedBlock<LeadersBlockData, LeadersSettings>('leaders', settings(input), data)} page={sectionPage} />);

describe('leaders settings', () => {
  it("show a section's 12 leaders (1 to 100) with logos by default", () => {
    expect(leadersSettings.parse({})).toEqual({ display: 'section', sectionId: null, limit: 12, showLogos: true });
    expect(leadersSettings.safeParse({ limit: 101 }).success).toBe(false);
    expect(leadersSettings.safeParse({ display: 'grid' }).success).toBe(false);
  });
});

describe('leaders', () => {
  it("lists the leaders of the page's section, or of the chosen one, or all where the page has none", async () => {
    const { api, leaderCalls } = fakeApi({ leaders: { title: 'Leaders', companies } });
    expect(await loadLeaders({ settings: settings({ limit: 2 }), page: sectionPage, api })).toEqual({
      data: { title: 'Leaders', groups: [{ section: null, companies: companies.slice(0, 2).map((c) => ({ ...c, sections: [] })) }] },
      underFilled: false,
    });
    await loadLeaders({ settings: settings({ sectionId: 8 }), page: sectionPage, api });
    expect((await loadLeaders({ settings: settings(), page: homePage, api }))?.underFilled).toBe(true);
    expect(leaderCalls).toEqual([
      { sectionId: 3, limit: 2, withSections: false },
      { sectionId: 8, limit: 12, withSections: false },
      { sectionId: null, limit: 12, withSections: false },
    ]);
  });

  it('groups every leader by the sections it is listed in for the directory', async () => {
    const { api, leaderCalls } = fakeApi({ leaders: { title: 'Leaders', companies } });
    const loaded = await loadLeaders({ settings: settings({ display: 'directory', sectionId: 3 }), page: sectionPage, api });
    expect(leaderCalls).toEqual([{ sectionId: null, limit: 1000, withSections: true }]);
    expect(loaded?.data.groups.map((group) => [group.section?.name ?? null, group.companies.map((c) => c.id)])).toEqual([
      ['Power', [1, 3]],
      ['Test & Measurement', [2, 3]],
      [null, [4]],
    ]);
    expect(groupLeaders([])).toEqual([]);
  });

  it('is dropped while the program is off or has no leaders there (002 §5)', async () => {
    expect(await loadLeaders({ settings: settings(), page: sectionPage, api: fakeApi({ leaders: null }).api })).toBeNull();
    expect(await loadLeaders({ settings: settings(), page: sectionPage, api: fakeApi({ leaders: { title: 'Leaders', companies: [] } }).api })).toBeNull();
  });

  it("renders logo cards under the program's name", () => {
    const html = render({ title: 'Industry Leaders', groups: [{ section: null, companies: companies.slice(0, 1) }] });
    expect(html).toContain('<h2 class="leaders__title">Industry Leaders</h2><ul class="leaders__companies"><li><a class="leaders__company" href="/companies/arclight-power">');
    expect(html).toContain('<img class="leaders__logo" src="/images/1/1/logo.png?w=240"');
    expect(html).toContain('alt=""');
    expect(html).toContain('<span class="leaders__name">Arclight Power</span>');
  });

  it('renders the directory with a heading per section, without logos when asked, under the block title', () => {
    const html = render({ title: 'Leaders', groups: groupLeaders(companies) }, { display: 'directory', showLogos: false, title: 'Our leaders' });
    expect(html).not.toContain('leaders__title');
    expect(html).not.toContain('<img');
    expect(html).toContain('<h3 class="leaders__group-title"><a href="/test-measurement">Test &amp; Measurement</a></h3>');
    expect(html).toContain('<h3 class="leaders__group-title">More leaders</h3>');
    expect(html.match(/Voltaic Semiconductor/g)).toHaveLength(2);
  });
});
