import './toolbar.css';
import type { AdminToolbarLink, ShellCmsUser } from './types.js';

/**
 * The admin bar of a logged-in CMS user on public pages (002 §6): fixed at the top, 38px high
 * (the frame's has-admin-bar class moves the header and sidebar down), with the page's shortcuts
 * opening the admin in a new window and the cache switch. The switch sets the cache_bypass cookie
 * the page cache reads (src/server/integrations/pageCache/key.ts); the client script keeps it in
 * step with the cookie (data-cache-bypass).
 */
export function AdminToolbar({ user, links }: { user: ShellCmsUser; links: readonly AdminToolbarLink[] }) {
  return (
    <div className="admin-toolbar" role="region" aria-label="Admin toolbar">
      <a className="admin-toolbar__home" href="/admin" target="_blank" rel="noopener">
        Admin
      </a>
      {links.length > 0 ? (
        <ul className="admin-toolbar__links">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <label className="admin-toolbar__switch">
        <input type="checkbox" role="switch" data-cache-bypass="" />
        <span>Bypass cache</span>
      </label>
      <span className="admin-toolbar__user">{user.name}</span>
    </div>
  );
}
