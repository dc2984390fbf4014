import { formatMessage } from '../../shared/messages.js';
import type { Transport } from '../../client/transport.js';
import { SITE_USER_TEXT } from '../account/messages.js';
import { errorText } from './formKit.js';
import { SITE_USER_CLASS } from './session.js';
import type { SiteUserSession, SiteUserSummary } from './siteUserSession.js';

/**
 * The header's Login/Join or account menu (002 §2 "Shell", §4 "The header shows Login/Join or the
 * account menu once the logged-in state is known"). Every visitor gets the same HTML (the page
 * cache): each `[data-site-user-slot]` holds the Login/Join links (`[data-site-user-anonymous]`)
 * and a hidden account menu (`[data-site-user-menu]`) with every entry. With the login cookie the
 * user is looked up (siteUserSession), then the menu shows their name and only their entries:
 * Change Email hidden when the account has paid, Other Memberships when nothing is missing.
 * Manage Newsletters is rendered only for sites with newsletters enabled.
 */

export interface HeaderDeps {
  transport: Transport;
  session: SiteUserSession;
  /** After logout: reload (classic design) or go home (new design, 002 §4). */
  leave: (newDesign: boolean) => void;
}

/** The entries of the menu that depend on the account. */
const ENTRY_RULES: Record<string, (user: SiteUserSummary) => boolean> = {
  'change-email': (user) => !user.hasPaid,
  'upgrade-membership': (user) => user.missingMemberships.length > 0,
};

export function showAccountMenu(slot: HTMLElement, user: SiteUserSummary): void {
  for (const name of slot.querySelectorAll<HTMLElement>('[data-site-user-name]')) name.textContent = user.name;
  for (const entry of slot.querySelectorAll<HTMLElement>('[data-account-entry]')) {
    const rule = ENTRY_RULES[entry.dataset.accountEntry ?? ''];
    entry.hidden = rule ? !rule(user) : false;
  }
  const anonymous = slot.querySelector<HTMLElement>('[data-site-user-anonymous]');
  const menu = slot.querySelector<HTMLElement>('[data-site-user-menu]');
  if (anonymous) anonymous.hidden = true;
  if (menu) menu.hidden = false;
}

function bindLogout(slot: HTMLElement, { transport, session, leave }: HeaderDeps): void {
  const newDesign = Boolean(slot.closest('.site--new-design'));
  for (const button of slot.querySelectorAll<HTMLButtonElement>('[data-site-user-logout]')) {
    if (button.dataset.ready === 'true') continue;
    button.dataset.ready = 'true';
    button.addEventListener('click', () => {
      const error = slot.querySelector<HTMLElement>('[data-logout-error]');
      if (error) error.hidden = true;
      button.disabled = true;
      transport
        .mutation('logoutSiteUser', {})
        .then(() => {
          session.end();
          leave(newDesign);
        })
        .catch((failure: unknown) => {
          button.disabled = false;
          if (!error) return;
          // 002 §8 "Logout failure": 'Unable to logout: {message}'.
          const text = error.querySelector<HTMLElement>('[role="alert"]') ?? error;
          text.textContent = formatMessage(SITE_USER_TEXT.logoutFailed, { message: errorText(failure) });
          error.hidden = false;
        });
    });
  }
}

/** Switches every header slot of the page to the account menu once the reader is known. */
export function initSiteUserHeader(doc: Document, deps: HeaderDeps): Promise<void> {
  const slots = Array.from(doc.querySelectorAll<HTMLElement>('[data-site-user-slot]'));
  if (slots.length === 0 || !deps.session.token()) return Promise.resolve();
  const showVisitor = () => {
    // The login cookie is gone or not usable: Login and Join stay (html.site-user no longer hides them).
    for (const element of doc.querySelectorAll<HTMLElement>('[data-site-user-anonymous]')) element.hidden = false;
    doc.documentElement.classList.remove(SITE_USER_CLASS);
  };
  return deps.session.current().then(
    (user) => {
      if (!user) return showVisitor();
      for (const slot of slots) {
        showAccountMenu(slot, user);
        bindLogout(slot, deps);
      }
    },
    () => showVisitor(),
  );
}
