import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, fakeApi, homePage, loadedBlock } from '../fixtures';
import PartsSearchBlock from './Block';
import { loadPartsSearch, type PartsSearchData } from './load';
import { partsSearchSettings, type PartsSearchSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(partsSearchSettings, input);
const FRAME = 'https://embed.parts.example/parts-search?key=edr%20key';
const render = (data: PartsSearchData, input: Record<string, unknown> = {}) =>
  renderToStaticMarkup(<PartsSearchBlock block={loadedBlock<PartsSearchData, PartsSearchSettings>('parts_search', settings(input), data)} page={homePage} />);

describe('parts_search', () => {
  it('has a frame 800 px high (300 to 1600) and the local search texts by default', () => {
    expect(partsSearchSettings.parse({})).toEqual({ height: 800, placeholder: 'Part number or keyword', buttonLabel: 'Search' });
    expect(partsSearchSettings.safeParse({ height: 200 }).success).toBe(false);
    expect(partsSearchSettings.safeParse({ height: 1601 }).success).toBe(false);
  });

  it('frames the Parts Direct parts search of the site settings, or searches the site’s products', async () => {
    const configured = fakeApi({ partsDirect: { frameUrl: (kind) => `https://embed.parts.example/${kind}?key=edr%20key` } }).api;
    expect(await loadPartsSearch({ settings: settings(), page: homePage, api: configured })).toEqual({ data: { kind: 'parts-search', frameUrl: FRAME, searchType: 'Product' } });
    const local = fakeApi({ partsDirect: { frameUrl: () => null } }).api;
    expect(await loadPartsSearch({ settings: settings(), page: homePage, api: local })).toEqual({ data: { kind: 'parts-search', frameUrl: null, searchType: 'Product' } });
  });

  it('is dropped while the site settings lack the Parts Direct embed (002 §5)', async () => {
    expect(await loadPartsSearch({ settings: settings(), page: homePage, api: fakeApi({ partsDirect: null }).api })).toBeNull();
    expect(await loadPartsSearch({ settings: settings(), page: homePage, api: fakeApi().api })).toBeNull();
  });

  it('renders the lazy, sandboxed frame at its height', () => {
    const html = render({ kind: 'parts-search', frameUrl: FRAME, searchType: 'Product' }, { height: 640 });
    expect(html).toBe(
      `<div class="parts-direct parts-direct--parts-search"><iframe class="parts-direct__frame" src="https://embed.parts.example/parts-search?key=edr%20key" title="Parts search" loading="lazy" style="height:640px" sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox" referrerPolicy="strict-origin-when-cross-origin"></iframe></div>`,
    );
  });

  it('renders the local search as a GET form to /search in the products', () => {
    const html = render({ kind: 'parts-search', frameUrl: null, searchType: 'Product' }, { placeholder: 'Part number', buttonLabel: 'Find parts' });
    expect(html).toContain('<form class="parts-direct parts-direct--parts-search parts-direct--local search-block" role="search" data-search-form="" action="/search" method="get">');
    expect(html).toContain('placeholder="Part number"');
    expect(html).toContain('<input type="hidden" name="type" value="Product"/>');
    expect(html).toContain('<button class="block-button" type="submit">Find parts</button>');
    expect(html).not.toContain('<iframe');
  });
});
