import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { authorPage, authorProfile, blockSettings, contentPage, fakeApi, loadedBlock, sectionPage } from '../fixtures';
import AboutAuthorBlock from './Block';
import { ABOUT_AUTHOR_PHOTO_WIDTH, loadAboutAuthor, type AboutAuthorData } from './load';
import { aboutAuthorBlock, aboutAuthorSettings, type AboutAuthorSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(aboutAuthorSettings, input);
// contentPage's item is by Ada Lovelace (1) and Alan Turing (2).
const authors = { 1: authorProfile(1, { name: 'Ada Lovelace' }), 2: authorProfile(2, { name: 'Alan Turing', photo: null, title: null }) };

describe('about_author settings', () => {
  it('shows photos and 300-character bios by default, on content pages; bio length 50 to 1000', () => {
    expect(aboutAuthorSettings.parse({})).toEqual({ showPhoto: true, showBio: true, bioLength: 300 });
    expect(aboutAuthorBlock.pageKinds).toEqual(['content']);
    expect(aboutAuthorSettings.safeParse({ bioLength: 49 }).success).toBe(false);
    expect(aboutAuthorSettings.safeParse({ bioLength: 1001 }).success).toBe(false);
    expect(aboutAuthorSettings.parse({ bioLength: 50 }).bioLength).toBe(50);
    for (const field of Object.values(aboutAuthorSettings.shape)) expect(field.meta()).toMatchObject({ title: expect.any(String), description: expect.any(String) });
  });
});

describe('loadAboutAuthor', () => {
  it("reads the item's authors in byline order, with their pages, titles, photos and bios", async () => {
    const { api, authorCalls } = fakeApi({ authors });
    const loaded = await loadAboutAuthor({ settings: settings(), page: contentPage, api });
    expect(authorCalls).toEqual([{ personIds: [1, 2], photoWidth: ABOUT_AUTHOR_PHOTO_WIDTH }]);
    expect(loaded?.data.authors).toEqual([
      { id: 1, name: 'Ada Lovelace', path: '/author/author-1-1', title: 'Senior Editor', bio: authors[1].bio, photo: authors[1].photo },
      { id: 2, name: 'Alan Turing', path: '/author/author-2-2', title: null, bio: authors[2].bio, photo: null },
    ]);
  });

  it('cuts bios at a word boundary and leaves out what the settings turn off', async () => {
    const long = authorProfile(1, { bio: `${'Writes about power supplies and batteries. '.repeat(20)}\n\nSecond paragraph.` });
    const api = fakeApi({ authors: { 1: long } }).api;
    const cut = await loadAboutAuthor({ settings: settings({ bioLength: 60 }), page: contentPage, api });
    const bio = cut!.data.authors[0]!.bio!;
    expect(bio.length).toBeLessThanOrEqual(60);
    expect(bio).toBe('Writes about power supplies and batteries. Writes about…');
    const bare = await loadAboutAuthor({ settings: settings({ showPhoto: false, showBio: false }), page: contentPage, api });
    expect(bare?.data.authors[0]).toMatchObject({ bio: null, photo: null, name: 'Author 1' });
  });

  it('is dropped when the item has no authors, when its authors are gone, and off content pages', async () => {
    const api = fakeApi({ authors }).api;
    expect(await loadAboutAuthor({ settings: settings(), page: { ...contentPage, content: { ...contentPage.content!, authors: [] } }, api })).toBeNull();
    expect(await loadAboutAuthor({ settings: settings(), page: contentPage, api: fakeApi().api })).toBeNull();
    expect(await loadAboutAuthor({ settings: settings(), page: sectionPage, api })).toBeNull();
    expect(await loadAboutAuthor({ settings: settings(), page: authorPage, api })).toBeNull();
  });
});

describe('AboutAuthorBlock', () => {
  const render = (input: Record<string, unknown> = {}, data: AboutAuthorData = { authors: [{ id: 1, name: 'Ada Lovelace', path: '/author/ada-lovelace-1', title: 'Senior Editor', bio: 'Writes <b>about</b> power & more.', photo: authorProfile(1).photo }] }) =>
    renderToStaticMarkup(<AboutAuthorBlock block={loadedBlock<AboutAuthorData, AboutAuthorSettings>('about_author', settings(input), data)} page={contentPage} />);

  it('renders the photo, the name linking to the author page, the title and the bio (escaped)', () => {
    const html = render();
    expect(html).toContain('<h2 class="block__title">About the author</h2>');
    expect(html).toContain('<h3 class="about-author__name"><a href="/author/ada-lovelace-1">Ada Lovelace</a></h3>');
    expect(html).toContain('<p class="about-author__title">Senior Editor</p>');
    expect(html).toContain('<p class="about-author__bio">Writes &lt;b&gt;about&lt;/b&gt; power &amp; more.</p>');
    // The photo links to the same page but is hidden from screen readers and the tab order (the name says it).
    expect(html).toMatch(/<a class="about-author__photo-link" href="\/author\/ada-lovelace-1" tabindex="-1" aria-hidden="true"><img class="about-author__photo" src="\/images\/1\/1\/headshot.jpg\?w=240"[^>]* alt=""/);
  });

  it('heads several authors in the plural, and leaves the heading to a block title of its own', () => {
    const two: AboutAuthorData = {
      authors: [
        { id: 1, name: 'Ada Lovelace', path: '/author/ada-lovelace-1', title: null, bio: null, photo: null },
        { id: 2, name: 'Alan Turing', path: '/author/alan-turing-2', title: null, bio: null, photo: null },
      ],
    };
    const html = render({}, two);
    expect(html).toContain('<h2 class="block__title">About the authors</h2>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('about-author__bio');
    expect(html).not.toContain('about-author__title');
    expect(html.match(/<li class="about-author__person">/g)).toHaveLength(2);
    expect(render({ title: 'Who wrote this' })).not.toContain('block__title');
  });
});
