import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import './site.css';

/** The public site's frame. The full shell (menus, mega menu, footer groups) comes with the layouts. */
export default function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext();
  const data = pageContext.data as { siteName?: string } | undefined;
  const siteName = data?.siteName ?? '';
  return (
    <div className="site">
      <header className="site-header">
        <div className="site-width site-header__inner">
          <a className="site-header__logo" href="/">
            {siteName}
          </a>
          <nav aria-label="Account" className="site-header__actions">
            <a href="/search">Search</a>
          </nav>
        </div>
      </header>
      <main className="site-width site-main">{children}</main>
      <footer className="site-footer">
        <div className="site-width">
          © {new Date().getFullYear()} {siteName}. All rights reserved.
        </div>
      </footer>
    </div>
  );
}
