import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, fakeApi, loadedBlock, sectionPage } from '../fixtures';
import RichTextBlock from './Block';
import { loadRichText, type RichTextData } from './load';
import { RICH_TEXT_MAX_LENGTH, richTextSettings, type RichTextSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(richTextSettings, input);
const { api } = fakeApi();

describe('rich_text', () => {
  it('has an html field the editor shows as rich text, empty by default and bounded', () => {
    expect(richTextSettings.parse({})).toEqual({ html: '' });
    expect(richTextSettings.shape.html.meta()).toMatchObject({ format: 'html', title: 'Text' });
    expect(richTextSettings.safeParse({ html: 'x'.repeat(RICH_TEXT_MAX_LENGTH + 1) }).success).toBe(false);
  });

  it('is dropped when it has no text', async () => {
    expect(await loadRichText({ settings: settings(), page: sectionPage, api })).toBeNull();
    expect(await loadRichText({ settings: settings({ html: '<p> &nbsp;</p><p></p>' }), page: sectionPage, api })).toBeNull();
    expect(await loadRichText({ settings: settings({ html: ' <p>Hello</p> ' }), page: sectionPage, api })).toEqual({ data: { html: '<p>Hello</p>' } });
  });

  it('sanitises as it renders: no scripts, no handlers, no javascript: links', () => {
    const html = '<h2>Hi</h2><p onclick="steal()">Read <a href="javascript:alert(1)">this</a> and <a href="/more">more</a></p><script>alert(1)</script>';
    const out = renderToStaticMarkup(<RichTextBlock block={loadedBlock<RichTextData, RichTextSettings>('rich_text', settings({ html }), { html })} page={sectionPage} />);
    expect(out).toBe('<div class="rich-text"><h2>Hi</h2><p>Read <a>this</a> and <a href="/more">more</a></p></div>');
  });
});
