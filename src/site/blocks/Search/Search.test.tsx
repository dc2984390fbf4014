import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../../../shared/contentTypes';
import { blockSettings, fakeApi, loadedBlock, sectionPage } from '../fixtures';
import SearchBlock from './Block';
import { loadSearch, type SearchData } from './load';
import { searchSettings, type SearchSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(searchSettings, input);
const { api } = fakeApi();
const render = (input: Record<string, unknown>, data: SearchData) =>
  renderToStaticMarkup(<SearchBlock block={loadedBlock<SearchData, SearchSettings>('search', settings(input), data)} page={sectionPage} />);

describe('search', () => {
  it('has a plain text field by default', () => {
    expect(searchSettings.parse({})).toEqual({ placeholder: 'Search', showTypeSelect: false, contentTypes: [], buttonLabel: 'Search' });
    expect(searchSettings.safeParse({ buttonLabel: ' ' }).success).toBe(false);
  });

  it('offers the chosen content types, or all of them, only when the choice is on', async () => {
    expect((await loadSearch({ settings: settings(), page: sectionPage, api }))?.data).toEqual({ contentTypes: [] });
    expect((await loadSearch({ settings: settings({ showTypeSelect: true }), page: sectionPage, api }))?.data.contentTypes).toEqual([...CONTENT_TYPES]);
    expect((await loadSearch({ settings: settings({ showTypeSelect: true, contentTypes: ['Video'] }), page: sectionPage, api }))?.data.contentTypes).toEqual(['Video']);
  });

  it('renders a labelled GET form to /search with the text field and the optional type choice', () => {
    const plain = render({}, { contentTypes: [] });
    expect(plain).toMatch(/^<form [^>]*data-search-form=""/);
    expect(plain).toMatch(/^<form [^>]*action="\/search"/);
    expect(plain).toMatch(/^<form [^>]*method="get"/);
    expect(plain).toMatch(/<label class="visually-hidden" for="(.+?)-text">Search<\/label><input id="\1-text" class="search-block__text" type="search"[^>]* name="text"/);
    expect(plain).not.toContain('<select');
    const typed = render({ showTypeSelect: true }, { contentTypes: ['Article', 'Video'] });
    expect(typed).toContain('name="type"');
    expect(typed).toContain('<option value="" selected="">All types</option><option value="Article">Article</option><option value="Video">Video</option>');
  });
});
