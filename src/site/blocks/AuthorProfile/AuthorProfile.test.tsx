import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { authorPage, authorProfile, blockSettings, contentPage, fakeApi, loadedBlock, sectionPage } from '../fixtures';
import AuthorProfileBlock from './Block';
import { AUTHOR_PROFILE_PHOTO_WIDTH, bioParagraphs, loadAuthorProfile, type AuthorProfileData } from './load';
import { authorProfileBlock, authorProfileSettings, type AuthorProfileSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(authorProfileSettings, input);
const ada = authorProfile(1, { name: 'Ada Lovelace', bio: 'First paragraph\nwith a line break.\n\n  Second paragraph.  \n\n\n' });

describe('author_profile settings', () => {
  it('hides the contact unless an editor turns it on, on author pages only', () => {
    expect(authorProfileSettings.parse({})).toEqual({ showContact: false });
    expect(authorProfileBlock.pageKinds).toEqual(['author']);
    for (const field of Object.values(authorProfileSettings.shape)) expect(field.meta()).toMatchObject({ title: expect.any(String), description: expect.any(String) });
  });
});

describe('loadAuthorProfile', () => {
  it("reads the author page's person: photo, name, title, the whole bio in paragraphs, e-mail", async () => {
    const { api, authorCalls } = fakeApi({ authors: { 1: ada } });
    const loaded = await loadAuthorProfile({ settings: settings({ showContact: true }), page: authorPage, api });
    expect(authorCalls).toEqual([{ personIds: [1], photoWidth: AUTHOR_PROFILE_PHOTO_WIDTH }]);
    expect(loaded).toEqual({
      data: { name: 'Ada Lovelace', title: 'Senior Editor', bio: ['First paragraph with a line break.', 'Second paragraph.'], photo: ada.photo, email: 'author1@edr.example' },
    });
    expect((await loadAuthorProfile({ settings: settings({ showContact: false }), page: authorPage, api }))?.data.email).toBeNull();
  });

  it('is dropped off an author page and when the person is gone', async () => {
    const api = fakeApi({ authors: { 1: ada } }).api;
    expect(await loadAuthorProfile({ settings: settings(), page: contentPage, api })).toBeNull();
    expect(await loadAuthorProfile({ settings: settings(), page: sectionPage, api })).toBeNull();
    expect(await loadAuthorProfile({ settings: settings(), page: authorPage, api: fakeApi().api })).toBeNull();
  });

  it('splits a bio into paragraphs at blank lines', () => {
    expect(bioParagraphs(null)).toEqual([]);
    expect(bioParagraphs('  \n\n ')).toEqual([]);
    expect(bioParagraphs('One.\r\n\r\nTwo\tthree.')).toEqual(['One.', 'Two three.']);
  });
});

describe('AuthorProfileBlock', () => {
  const data = (over: Partial<AuthorProfileData> = {}): AuthorProfileData => ({
    name: 'Ada Lovelace',
    title: 'Senior Editor',
    bio: ['First & <b>only</b>.', 'Second.'],
    photo: ada.photo,
    email: 'ada@edr.example',
    ...over,
  });
  const render = (over: Partial<AuthorProfileData> = {}) =>
    renderToStaticMarkup(<AuthorProfileBlock block={loadedBlock<AuthorProfileData, AuthorProfileSettings>('author_profile', settings(), data(over))} page={authorPage} />);

  it('renders the photo, name, title, every paragraph of the bio (escaped) and the e-mail link', () => {
    const html = render();
    expect(html).toMatch(/^<div class="author-profile"><img class="author-profile__photo" src="\/images\/1\/1\/headshot.jpg\?w=240"[^>]* alt=""/);
    // The page's h1 names the person already: no second one.
    expect(html).not.toContain('<h1');
    expect(html).toContain('<p class="author-profile__name">Ada Lovelace</p><p class="author-profile__title">Senior Editor</p>');
    expect(html).toContain('<div class="author-profile__bio"><p>First &amp; &lt;b&gt;only&lt;/b&gt;.</p><p>Second.</p></div>');
    expect(html).toContain('<a class="author-profile__email" href="mailto:ada@edr.example">ada@edr.example</a>');
  });

  it('leaves out what the person lacks', () => {
    const html = render({ photo: null, title: null, bio: [], email: null });
    expect(html).toBe('<div class="author-profile"><div class="author-profile__body"><p class="author-profile__name">Ada Lovelace</p></div></div>');
  });
});
