import { AccountMenu } from './AccountMenu.js';
import { JOIN_HREF, loginHref } from './parts.js';
import type { ShellData } from './types.js';

export const ACCOUNT_MENU_ID = 'account-menu';

/**
 * The header's place for the reader (002 §2 "Shell"; §4 "The header shows Login/Join or the account
 * menu once the logged-in state is known"). Pages are cached and shared, so the HTML is the same
 * for everyone: Login and Join (the register label, 'Join Now' by default, 002 §9) and the account
 * menu, hidden. The client script (src/site/client/siteUserHeader.ts) swaps them once it knows a
 * logged-in reader; while the login cookie exists, html.site-user keeps Login and Join invisible
 * so they do not flash. A shell that already names the reader renders the menu alone.
 */
export function SiteUserSlot({ shell, design }: { shell: ShellData; design: 'classic' | 'new' }) {
  if (shell.siteUser) return <AccountMenu user={shell.siteUser} newslettersEnabled={shell.newsletters.length > 0} id={ACCOUNT_MENU_ID} />;
  const login = (
    <a className={design === 'classic' ? 'shell-text-link' : 'shell-button shell-button--outline'} href={loginHref(shell)}>
      Login
    </a>
  );
  const join = (
    <a className={design === 'classic' ? 'shell-button' : 'shell-button shell-button--accent'} href={JOIN_HREF}>
      {shell.registerButtonLabel}
    </a>
  );
  return (
    <div className="site-user-slot" data-site-user-slot="">
      <div className="site-user-slot__visitor" data-site-user-anonymous="">
        {design === 'classic' ? (
          <>
            {login}
            {join}
          </>
        ) : (
          <>
            {join}
            {login}
          </>
        )}
      </div>
      <div className="site-user-slot__member" data-site-user-menu="" hidden>
        <AccountMenu user={null} newslettersEnabled={shell.newsletters.length > 0} id={ACCOUNT_MENU_ID} />
      </div>
    </div>
  );
}
