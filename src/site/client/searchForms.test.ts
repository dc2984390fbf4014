// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSearchParams } from '../../shared/search.js';
import { initSearchForms } from './searchForms.js';

const FORM = `
  <form action="/search" method="get" data-search-form>
    <label for="q">Search</label><input id="q" name="text" />
    <select name="type"><option value="">All types</option><option value="News">News</option></select>
    <button type="submit">Search</button>
  </form>`;

function setup(html = FORM) {
  document.body.innerHTML = html;
  const navigate = vi.fn<(url: string) => void>();
  initSearchForms({ navigate });
  const form = document.querySelector('form');
  if (!form) throw new Error('no form');
  const submit = () => form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
  return { form, navigate, submit };
}

/** The filters a navigation carried, read back as the /search page reads them. */
const filtersOf = (url: string) => {
  const parsed = new URL(url, 'http://site.test');
  expect(parsed.pathname).toBe('/search');
  return { json: JSON.parse(parsed.searchParams.get('filters') ?? 'null') as unknown, parsed: parseSearchParams(parsed.searchParams) };
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('initSearchForms', () => {
  it('goes to /search with the filters JSON of the text and page 1', () => {
    const { navigate, submit } = setup();
    (document.querySelector('[name="text"]') as HTMLInputElement).value = '  solar "power" & grids ';
    expect(submit()).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
    const url = navigate.mock.calls[0]?.[0] ?? '';
    expect(url.startsWith('/search?filters=%7B')).toBe(true);
    expect(filtersOf(url).json).toEqual({ text: 'solar "power" & grids', page: 1 });
    expect(filtersOf(url).parsed).toEqual({ filters: { text: 'solar "power" & grids', type: null, websiteSchedule: null, page: 1 }, error: null });
  });

  it('adds the content type when one is chosen', () => {
    const { navigate, submit } = setup();
    (document.querySelector('[name="text"]') as HTMLInputElement).value = 'battery';
    (document.querySelector('[name="type"]') as HTMLSelectElement).value = 'News';
    submit();
    expect(filtersOf(navigate.mock.calls[0]?.[0] ?? '').json).toEqual({ text: 'battery', type: 'News', page: 1 });
  });

  it('keeps the section filter of the search page', () => {
    const { navigate, submit } = setup(FORM.replace('</form>', '<input type="hidden" name="websiteSchedule" value="12" /></form>'));
    (document.querySelector('[name="text"]') as HTMLInputElement).value = 'pumps';
    submit();
    expect(filtersOf(navigate.mock.calls[0]?.[0] ?? '').json).toEqual({ text: 'pumps', websiteSchedule: 12, page: 1 });
  });

  it('searches again when the content type changes, once there is text', () => {
    const { navigate } = setup();
    const select = document.querySelector('[name="type"]') as HTMLSelectElement;
    select.value = 'News';
    select.dispatchEvent(new Event('change'));
    expect(navigate).not.toHaveBeenCalled();
    (document.querySelector('[name="text"]') as HTMLInputElement).value = 'motors';
    select.dispatchEvent(new Event('change'));
    expect(filtersOf(navigate.mock.calls[0]?.[0] ?? '').json).toEqual({ text: 'motors', type: 'News', page: 1 });
  });

  it('does nothing for a blank field but keep the focus there', () => {
    const { navigate, submit } = setup();
    (document.querySelector('[name="text"]') as HTMLInputElement).value = '   ';
    expect(submit()).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(document.activeElement?.getAttribute('name')).toBe('text');
  });

  it('leaves other forms alone and binds each search form once', () => {
    const { navigate } = setup(`${FORM}<form id="other"><input name="text" value="x" /></form>`);
    initSearchForms({ navigate });
    const other = document.getElementById('other') as HTMLFormElement;
    other.addEventListener('submit', (e) => e.preventDefault());
    other.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    expect(navigate).not.toHaveBeenCalled();
    (document.querySelector('[data-search-form] [name="text"]') as HTMLInputElement).value = 'once';
    document.querySelector('[data-search-form]')?.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
