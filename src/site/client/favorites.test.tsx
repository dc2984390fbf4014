// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import ContentTitleBlock from '../blocks/ContentTitle/Block.js';
import type { ContentTitleData } from '../blocks/ContentTitle/load.js';
import { contentTitleSettings, type ContentTitleSettings } from '../blocks/ContentTitle/settings.js';
import { blockSettings, contentPage, loadedBlock, sectionPage } from '../blocks/fixtures.js';
import type { BlockPage } from '../blocks/types.js';
import { initFavoriteButtons } from './favorites.js';
import { USER_INFO_STORAGE_KEY } from './siteUserSession.js';
import { fakeTransport, graphQLError, renderView, resetBrowserState, sessionOver, settle, userInfo, type Handler } from './testKit.js';

afterEach(resetBrowserState);

const data: ContentTitleData = { name: 'GaN chargers', section: null, teaser: null, authors: [], publishedDate: null, labels: [], companyName: null, event: null };

function renderTitle(page: BlockPage = contentPage) {
  const settings = blockSettings(contentTitleSettings);
  renderView(<ContentTitleBlock block={loadedBlock<ContentTitleData, ContentTitleSettings>('content_title', settings, data)} page={page} />);
}

const button = () => document.querySelector<HTMLButtonElement>('button[data-favorite-button]');

function setup(handlers: Record<string, Handler>, favorites: number[] = []) {
  const fake = fakeTransport({
    getActiveSiteUserWithNewsletters: () => ({ getActiveSiteUserWithNewsletters: userInfo({ favoriteContent: favorites.map((id) => ({ id, created: '2026-03-01T00:00:00Z' })) }) }),
    ...handlers,
  });
  const session = sessionOver(fake.transport);
  return { ...fake, session, init: () => initFavoriteButtons(document, { transport: fake.transport, session }) };
}

describe('the favourite button of content pages', () => {
  it('is in the shared HTML of a content page, hidden, naming the item; not on other pages', () => {
    renderTitle();
    expect(button()?.hidden).toBe(true);
    expect(button()?.dataset.contentId).toBe(String(contentPage.content?.id));
    renderTitle(sectionPage);
    expect(button()).toBeNull();
  });

  it('stays hidden for visitors, and nothing is asked', async () => {
    renderTitle();
    const { init, calls } = setup({});
    await init();
    expect(button()?.hidden).toBe(true);
    expect(calls).toEqual([]);
  });

  it('shows for a logged-in reader, pressed when the item is a favourite, and toggles it', async () => {
    renderTitle();
    document.cookie = 'site_user_token=t; Path=/';
    const id = contentPage.content!.id;
    const { init, calls } = setup(
      {
        addSiteUserFavorite: () => ({ addSiteUserFavorite: userInfo({ favoriteContent: [{ id, created: '2026-03-02T00:00:00Z' }] }) }),
        removeSiteUserFavorite: () => ({ removeSiteUserFavorite: userInfo({ favoriteContent: [] }) }),
      },
      [],
    );
    await init();
    expect(button()?.hidden).toBe(false);
    expect(button()?.getAttribute('aria-pressed')).toBe('false');
    expect(button()?.textContent).toBe('Add to Favorites');

    button()?.click();
    await settle();
    expect(calls.at(-1)).toEqual({ name: 'addSiteUserFavorite', variables: { contentId: id } });
    expect(button()?.getAttribute('aria-pressed')).toBe('true');
    expect(button()?.textContent).toBe('Remove from Favorites');
    // 002 §4: the local list follows.
    expect(localStorage.getItem(USER_INFO_STORAGE_KEY)).toContain(String(id));

    button()?.click();
    await settle();
    expect(calls.at(-1)).toEqual({ name: 'removeSiteUserFavorite', variables: { contentId: id } });
    expect(button()?.getAttribute('aria-pressed')).toBe('false');
  });

  it('logs the reader out here when the token is no longer valid', async () => {
    renderTitle();
    document.cookie = 'site_user_token=t; Path=/';
    const { init } = setup({
      addSiteUserFavorite: () => {
        throw graphQLError('You must be logged in to do this.', 'UNAUTHENTICATED');
      },
    });
    await init();
    button()?.click();
    await settle();
    expect(button()?.hidden).toBe(true);
    expect(document.cookie).not.toContain('site_user_token');
  });

  it('says what went wrong otherwise', async () => {
    renderTitle();
    document.cookie = 'site_user_token=t; Path=/';
    const { init } = setup({
      addSiteUserFavorite: () => {
        throw graphQLError('This content item does not exist on this site.', 'NOT_FOUND');
      },
    });
    await init();
    button()?.click();
    await settle();
    expect(document.querySelector('[data-favorite-status]')?.textContent).toBe('This content item does not exist on this site.');
    expect(button()?.disabled).toBe(false);
  });
});
