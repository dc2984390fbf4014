import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, contentPage, fakeApi, loadedBlock, sectionPage } from '../fixtures';
import type { ContentSidebar } from '../types';
import ContentSidebarsBlock from './Block';
import { loadContentSidebars, type ContentSidebarsData } from './load';
import { contentSidebarsBlock, contentSidebarsSettings, type ContentSidebarsSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(contentSidebarsSettings, input);
const { api } = fakeApi();
const content = contentPage.content!;
const withContent = (over: Partial<typeof content>) => ({ ...contentPage, content: { ...content, ...over } });

const sidebars: ContentSidebar[] = [
  { title: 'Key specifications', body: '<ul><li>Input: 800 V DC</li><li>Efficiency: 98.6%</li></ul>' },
  { title: null, body: '<p>Samples ship in <a href="https://example.com/q3">Q3</a>.</p>' },
];

const render = (input: Record<string, unknown> = {}, data: ContentSidebarsData = { sidebars }) =>
  renderToStaticMarkup(<ContentSidebarsBlock block={loadedBlock<ContentSidebarsData, ContentSidebarsSettings>('content_sidebars', settings(input), data)} page={contentPage} />);

describe('content_sidebars', () => {
  it('has defaults and titled settings, on content pages only', () => {
    expect(contentSidebarsSettings.parse({})).toEqual({ display: 'boxed', showTitles: true });
    for (const field of Object.values(contentSidebarsSettings.shape)) expect(field.meta()).toMatchObject({ title: expect.any(String), description: expect.any(String) });
    expect(contentSidebarsSettings.safeParse({ display: 'floating' }).success).toBe(false);
    expect(contentSidebarsBlock).toMatchObject({ type: 'content_sidebars', label: 'Content sidebars', pageKinds: ['content'] });
  });

  it('loads the page content’s panels', async () => {
    expect(await loadContentSidebars({ settings: settings(), page: withContent({ sidebars }), api })).toEqual({ data: { sidebars } });
  });

  // Hidden while gating fails: the page assembly runs no loader of a hidden block (contentGating.test.ts).
  it('is dropped when the content has no sidebars, and on pages without content', async () => {
    expect(await loadContentSidebars({ settings: settings(), page: contentPage, api })).toBeNull();
    expect(await loadContentSidebars({ settings: settings(), page: withContent({ sidebars: [{ title: 'Empty', body: '  ' }] }), api })).toBeNull();
    expect(await loadContentSidebars({ settings: settings(), page: sectionPage, api })).toBeNull();
  });

  it('renders each panel as a named aside with its title as heading and its body', () => {
    const html = render();
    expect(html).toContain('<div class="content-sidebars content-sidebars--boxed">');
    expect(html).toContain(
      '<aside class="content-sidebar content-sidebar--boxed" aria-labelledby="content_sidebars-1-sidebar-1"><h2 class="content-sidebar__title" id="content_sidebars-1-sidebar-1">Key specifications</h2>',
    );
    expect(html).toContain('<div class="content-sidebar__body"><ul><li>Input: 800 V DC</li><li>Efficiency: 98.6%</li></ul></div></aside>');
    // The untitled panel has no heading and no name.
    expect(html).toContain('<aside class="content-sidebar content-sidebar--boxed"><div class="content-sidebar__body"><p>Samples ship in <a href="https://example.com/q3">Q3</a>.</p></div></aside>');
    expect(html.match(/<aside/g)).toHaveLength(2);
  });

  it('puts panel headings under the block title, hides titles on request, and shows the plain style', () => {
    expect(render({ title: 'More on this' })).toContain('<h3 class="content-sidebar__title"');
    const untitled = render({ showTitles: false, display: 'plain' });
    expect(untitled).not.toContain('content-sidebar__title');
    expect(untitled).toContain('<aside class="content-sidebar content-sidebar--plain" aria-label="Key specifications">');
    expect(untitled).toContain('content-sidebars--plain');
  });

  it('never shows a script or handler, even from a body written without saveContent', () => {
    const html = render({}, { sidebars: [{ title: '<b>Bold?</b>', body: '<p onclick="steal()">Hi</p><script>alert(1)</script><a href="javascript:alert(2)">x</a>' }] });
    expect(html).toContain('&lt;b&gt;Bold?&lt;/b&gt;');
    expect(html).toContain('<div class="content-sidebar__body"><p>Hi</p><a>x</a></div>');
    expect(html).not.toContain('script');
    expect(html).not.toContain('onclick');
  });
});
