import { TransportError } from '../../client/errors.js';
import type { Transport } from '../../client/transport.js';
import type { AddSiteUserFavoriteMutation, RemoveSiteUserFavoriteMutation } from '../../gql/graphql.js';
import { SITE_USER_TEXT } from '../account/messages.js';
import { errorText } from './formKit.js';
import type { SiteUserSession } from './siteUserSession.js';

interface FavoriteDeps {
  transport: Transport;
  session: SiteUserSession;
}

const contentIdOf = (element: HTMLElement): number | null => {
  const id = Number(element.dataset.contentId);
  // 002 §5: favouriting skips non-numeric content ids.
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

function setPressed(button: HTMLButtonElement, pressed: boolean): void {
  button.setAttribute('aria-pressed', String(pressed));
  const label = button.querySelector<HTMLElement>('[data-favorite-label]') ?? button;
  label.textContent = pressed ? SITE_USER_TEXT.favoriteRemove : SITE_USER_TEXT.favoriteAdd;
}

function setStatus(button: HTMLElement, text: string): void {
  const status = button.parentElement?.querySelector<HTMLElement>('[data-favorite-status]');
  if (status) status.textContent = text;
}

async function toggle(button: HTMLButtonElement, contentId: number, { transport, session }: FavoriteDeps): Promise<void> {
  const pressed = button.getAttribute('aria-pressed') === 'true';
  button.disabled = true;
  setStatus(button, '');
  try {
    const info = pressed
      ? (await transport.mutation<RemoveSiteUserFavoriteMutation>('removeSiteUserFavorite', { contentId })).removeSiteUserFavorite
      : (await transport.mutation<AddSiteUserFavoriteMutation>('addSiteUserFavorite', { contentId })).addSiteUserFavorite;
    // 002 §4 "Favourites: add or remove updates the local list."
    const user = session.remember(info);
    setPressed(button, user.favorites.includes(contentId));
  } catch (error) {
    if (error instanceof TransportError && error.code === 'UNAUTHENTICATED') {
      // The token is no longer valid: the reader is logged out here too.
      session.end();
      button.hidden = true;
      return;
    }
    setStatus(button, errorText(error));
  } finally {
    button.disabled = false;
  }
}

/**
 * The favourite button of content pages (`button[data-favorite-button]`, rendered hidden by the
 * content title block, so the cached page is the same for everyone): shown once a logged-in reader
 * is known, pressed when the item is among their favourites; a click adds or removes it.
 */
export function initFavoriteButtons(root: ParentNode, deps: FavoriteDeps): Promise<void> {
  const buttons = Array.from(root.querySelectorAll<HTMLButtonElement>('button[data-favorite-button]'));
  if (buttons.length === 0 || !deps.session.token()) return Promise.resolve();
  return deps.session.current().then(
    (user) => {
      if (!user) return;
      for (const button of buttons) {
        const contentId = contentIdOf(button);
        if (contentId === null || button.dataset.ready === 'true') continue;
        button.dataset.ready = 'true';
        setPressed(button, user.favorites.includes(contentId));
        button.hidden = false;
        button.addEventListener('click', () => void toggle(button, contentId, deps));
      }
    },
    () => undefined,
  );
}

/**
 * The remove buttons of /account#manage-favorites (`button[data-favorite-remove]`): the item leaves
 * the list; an emptied list shows its empty text (`[data-favorites-empty]`).
 */
export function initFavoriteRemovals(root: ParentNode, { transport, session }: FavoriteDeps): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-favorite-remove]')) {
    const contentId = contentIdOf(button);
    if (contentId === null || button.dataset.ready === 'true') continue;
    button.dataset.ready = 'true';
    button.addEventListener('click', () => {
      button.disabled = true;
      setStatus(button, '');
      transport
        .mutation<RemoveSiteUserFavoriteMutation>('removeSiteUserFavorite', { contentId })
        .then((data) => {
          session.remember(data.removeSiteUserFavorite);
          const list = button.closest('ul');
          button.closest('li')?.remove();
          if (list && list.children.length === 0) {
            list.hidden = true;
            const empty = list.parentElement?.querySelector<HTMLElement>('[data-favorites-empty]');
            if (empty) empty.hidden = false;
          }
        })
        .catch((error: unknown) => {
          button.disabled = false;
          setStatus(button, errorText(error));
        });
    });
  }
}
