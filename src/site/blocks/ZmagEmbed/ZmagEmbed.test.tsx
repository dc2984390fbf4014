import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, contentPage, fakeApi, loadedBlock, sectionPage } from '../fixtures';
import ZmagEmbedBlock from './Block';
import { loadZmagEmbed, type ZmagEmbedData } from './load';
import { zmagEmbedSettings, type ZmagEmbedSettings } from './settings';
import { issueCard, publicationCard } from '../MagazineOverview/fixtures';
import { parseZmagUrl } from './zmag';

const settings = (input: Record<string, unknown> = {}) => blockSettings(zmagEmbedSettings, input);
const { api } = fakeApi();
const withLink = (linkUrl: string | null) => ({ ...contentPage, content: { ...contentPage.content!, name: 'March issue', linkUrl } });

describe('zmag_embed', () => {
  it('reads Zmags viewer addresses only, with the start page', () => {
    expect(parseZmagUrl('https://viewer.zmags.com/publication/1a2b3c4d')).toEqual({ id: '1a2b3c4d', page: null });
    expect(parseZmagUrl('https://viewer.zmags.com/publication/1a2b3c4d#/12')).toEqual({ id: '1a2b3c4d', page: 12 });
    expect(parseZmagUrl('https://evil.example/publication/1a2b3c4d')).toBeNull();
    expect(parseZmagUrl('javascript:alert(1)')).toBeNull();
    expect(parseZmagUrl('https://viewer.zmags.com/publication/1a2b"onload="x')).toBeNull();
    expect(zmagEmbedSettings.safeParse({ publicationUrl: 'https://example.com/x' }).success).toBe(false);
  });

  it("shows the block's publication, else the item's own edition", async () => {
    const own = settings({ publicationUrl: 'https://viewer.zmags.com/publication/abcd1234#/3', title: 'Latest issue' });
    expect(await loadZmagEmbed({ settings: own, page: sectionPage, api })).toEqual({ data: { src: 'https://viewer.zmags.com/publication/abcd1234#/3', title: 'Latest issue' } });
    expect(await loadZmagEmbed({ settings: settings(), page: withLink('https://viewer.zmags.com/publication/feed5678'), api })).toEqual({
      data: { src: 'https://viewer.zmags.com/publication/feed5678', title: 'March issue' },
    });
  });

  it("shows an issue page's edition, else the newest edition of the chosen or the page's publication (docs/magazines.md)", async () => {
    const issuePage = {
      ...sectionPage,
      kind: 'issue' as const,
      name: 'EDR Magazine: March 2026',
      issue: { id: 4, name: 'March 2026', path: '/magazine/edr/march-2026', publicationId: 1, mailingDate: '2026-03-01', digitalEditionUrl: 'https://viewer.zmags.com/publication/0badf00d' },
      publication: { id: 1, name: 'EDR Magazine', path: '/magazine/edr' },
    };
    const { api: magazineApi, magazineCalls } = fakeApi({
      magazine: { issues: [issueCard(7, { digitalEditionUrl: 'https://viewer.zmags.com/publication/cafe1234', publication: publicationCard(1, { name: 'EDR Magazine' }) })] },
    });
    expect(await loadZmagEmbed({ settings: settings(), page: issuePage, api: magazineApi })).toEqual({ data: { src: 'https://viewer.zmags.com/publication/0badf00d', title: 'EDR Magazine: March 2026' } });
    expect(magazineCalls).toEqual([]);
    expect(await loadZmagEmbed({ settings: settings({ publicationId: 1 }), page: sectionPage, api: magazineApi })).toEqual({
      data: { src: 'https://viewer.zmags.com/publication/cafe1234', title: 'EDR Magazine, Issue 7' },
    });
    expect(await loadZmagEmbed({ settings: settings({ publicationId: 2 }), page: sectionPage, api: magazineApi })).toBeNull();
    expect(magazineCalls).toEqual([{ publicationId: 1 }, { publicationId: 2 }]);
  });

  it('is dropped without an edition', async () => {
    expect(await loadZmagEmbed({ settings: settings(), page: sectionPage, api })).toBeNull();
    expect(await loadZmagEmbed({ settings: settings(), page: withLink('https://www.example.com/register'), api })).toBeNull();
  });

  it('renders the viewer at its height and a full-screen link', () => {
    const data: ZmagEmbedData = { src: 'https://viewer.zmags.com/publication/feed5678', title: 'March issue' };
    const html = renderToStaticMarkup(<ZmagEmbedBlock block={loadedBlock<ZmagEmbedData, ZmagEmbedSettings>('zmag_embed', settings({ height: 900 }), data)} page={contentPage} />);
    expect(html).toContain('style="--zmag-height:900px"');
    expect(html).toContain('<iframe class="zmag-embed__frame" src="https://viewer.zmags.com/publication/feed5678" title="Digital edition: March issue" loading="lazy"');
    expect(html).toContain('href="https://viewer.zmags.com/publication/feed5678" target="_blank" rel="noopener"');
  });
});
