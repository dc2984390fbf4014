import { describe, expect, it } from 'vitest';
import { chooseLayout, layoutRank, type LayoutCandidate, type PageTarget } from './precedence.js';

let nextId = 1;
const layout = (over: Partial<LayoutCandidate>): LayoutCandidate => ({
  id: nextId++,
  type: 'content',
  key: '',
  aliases: [],
  propagate: false,
  pageType: null,
  contentTypes: [],
  isGlobal: false,
  updatedAt: new Date('2026-01-01T00:00:00Z'),
  ...over,
});

const article: PageTarget = {
  kind: 'content',
  path: 'power/batteries/solid-state-cells',
  contentAlias: 'power/batteries/solid-state-cells',
  contentType: 'Article',
  sectionChain: ['power/batteries', 'power'],
};
const batteries: PageTarget = { kind: 'section', path: 'power/batteries', sectionChain: ['power/batteries', 'power'] };
const home: PageTarget = { kind: 'section', path: '', sectionChain: [''] };

describe('which layout applies (issue 5 item 2)', () => {
  const defaultContent = layout({ type: 'content', name: 'x' } as Partial<LayoutCandidate>);
  const defaultSection = layout({ type: 'section' });
  const homeLayout = layout({ type: 'section', aliases: [''] });
  const powerContent = layout({ type: 'content', aliases: ['power'], propagate: true, pageType: 'content' });
  const videoOverride = layout({ type: 'content-type-override', contentTypes: ['Video'] });
  const articleOverride = layout({ type: 'content-type-override', contentTypes: ['Article'] });
  const itemOverride = layout({ type: 'content-override', aliases: ['power/batteries/solid-state-cells'], contentTypes: ['Article'] });
  const urlOverride = layout({ type: 'url-override', aliases: ['power/batteries/solid-state-cells'], contentTypes: ['Article'] });

  it('url-override beats content-override beats content-type-override beats the content layout', () => {
    const all = [defaultContent, powerContent, articleOverride, itemOverride, urlOverride];
    expect(chooseLayout(all, article)?.id).toBe(urlOverride.id);
    expect(chooseLayout(all.filter((l) => l !== urlOverride), article)?.id).toBe(itemOverride.id);
    expect(chooseLayout([defaultContent, powerContent, articleOverride], article)?.id).toBe(articleOverride.id);
    expect(chooseLayout([defaultContent, powerContent], article)?.id).toBe(powerContent.id);
    expect(chooseLayout([defaultContent], article)?.id).toBe(defaultContent.id);
  });

  it('overrides need the content type listed', () => {
    expect(layoutRank(videoOverride, article)).toBeNull();
    expect(layoutRank({ ...itemOverride, contentTypes: ['Video'] }, article)).toBeNull();
    expect(layoutRank({ ...urlOverride, contentTypes: ['Video'] }, article)).toBeNull();
  });

  it('propagates to child sections only when asked, and for the page type asked', () => {
    const powerNoPropagation = layout({ type: 'content', aliases: ['power'] });
    expect(layoutRank(powerNoPropagation, article)).toBeNull();
    const powerSections = layout({ type: 'section', aliases: ['power'], propagate: true, pageType: 'section' });
    expect(layoutRank(powerSections, batteries)).toBeCloseTo(3.01);
    expect(layoutRank(powerSections, article)).toBeNull();
    const powerAll = layout({ type: 'section', aliases: ['power'], propagate: true, pageType: 'all' });
    expect(layoutRank(powerAll, article)).toBeCloseTo(3.51);
  });

  it('the nearest section wins over a farther one', () => {
    const near = layout({ type: 'content', aliases: ['power/batteries'] });
    expect(chooseLayout([powerContent, near], article)?.id).toBe(near.id);
  });

  it('a section page takes its own layout, then a propagating parent, then the default', () => {
    const own = layout({ type: 'section', aliases: ['power/batteries'] });
    const parent = layout({ type: 'section', aliases: ['power'], propagate: true, pageType: 'section' });
    expect(chooseLayout([defaultSection, parent, own], batteries)?.id).toBe(own.id);
    expect(chooseLayout([defaultSection, parent], batteries)?.id).toBe(parent.id);
    expect(chooseLayout([defaultSection], batteries)?.id).toBe(defaultSection.id);
    expect(chooseLayout([defaultContent], batteries)).toBeNull();
  });

  it('the home page is the section page with alias ""', () => {
    expect(chooseLayout([defaultSection, homeLayout], home)?.id).toBe(homeLayout.id);
    expect(chooseLayout([defaultSection], home)?.id).toBe(defaultSection.id);
  });

  it('named pages take the module layout with their key, or a url-override', () => {
    const search = layout({ type: 'module', key: 'search' });
    const page: PageTarget = { kind: 'page', path: 'search', key: 'search' };
    expect(chooseLayout([defaultSection, search], page)?.id).toBe(search.id);
    const url = layout({ type: 'url-override', aliases: ['search'], contentTypes: ['Page'] });
    expect(chooseLayout([search, url], page)?.id).toBe(url.id);
  });

  it('on a tie the site’s own layout beats a global one, then the latest saved', () => {
    const global = layout({ type: 'content', isGlobal: true, updatedAt: new Date('2026-06-01T00:00:00Z') });
    const own = layout({ type: 'content', isGlobal: false });
    expect(chooseLayout([global, own], article)?.id).toBe(own.id);
    const newer = layout({ type: 'content', updatedAt: new Date('2026-02-01T00:00:00Z') });
    expect(chooseLayout([own, newer], article)?.id).toBe(newer.id);
  });
});
