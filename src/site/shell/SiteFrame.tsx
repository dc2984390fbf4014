import type { ReactNode } from 'react';
import { AdminToolbar } from './AdminToolbar.js';
import { ClassicHeader } from './ClassicHeader.js';
import { Footer } from './Footer.js';
import { NewDesignHeader } from './NewDesignHeader.js';
import './shell.css';
import type { SiteShellPageData } from './types.js';

/** Whether a page's data carries the shell (pages that supply none, such as an error, get the bare frame). */
export function hasShell(data: unknown): data is SiteShellPageData {
  if (typeof data !== 'object' || data === null) return false;
  const { shell, chrome } = data as Partial<Record<keyof SiteShellPageData, unknown>>;
  return typeof shell === 'object' && shell !== null && typeof chrome === 'object' && chrome !== null;
}

const SKIP_TARGET = 'main-content';

function SkipLink() {
  return (
    <a className="skip-link" href={`#${SKIP_TARGET}`}>
      Skip to content
    </a>
  );
}

/**
 * The public page frame: skip link, admin toolbar (CMS users, not in preview), the classic or
 * new-design header (by the useNewDesign setting), the page, the footer. The layout's hideHeader /
 * hideFooter drop those parts. The root's classes carry the design (font, palette) and the admin
 * bar offset, so the shell's CSS needs no script.
 */
export function SiteFrame({ data, children }: { data: SiteShellPageData; children: ReactNode }) {
  const { shell, chrome } = data;
  const toolbar = shell.cmsUser !== null && !chrome.preview;
  const classes = ['site', shell.useNewDesign ? 'site--new-design' : 'site--classic', toolbar ? 'has-admin-bar' : ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <SkipLink />
      {toolbar && shell.cmsUser ? <AdminToolbar user={shell.cmsUser} links={chrome.toolbar} /> : null}
      {chrome.hideHeader ? null : shell.useNewDesign ? <NewDesignHeader shell={shell} /> : <ClassicHeader shell={shell} />}
      <main id={SKIP_TARGET} tabIndex={-1} className="site-width site-main">
        {children}
      </main>
      {chrome.hideFooter ? null : <Footer shell={shell} />}
    </div>
  );
}

/** The frame of a page without shell data: the site name (when the page gave one) and the page. */
export function BareFrame({ siteName, children }: { siteName: string; children: ReactNode }) {
  return (
    <div className="site site--classic">
      <SkipLink />
      <header className="bare-header">
        <div className="site-width bare-header__inner">
          <a className="bare-header__logo" href="/">
            {siteName || 'Home'}
          </a>
          <a href="/search">Search</a>
        </div>
      </header>
      <main id={SKIP_TARGET} tabIndex={-1} className="site-width site-main">
        {children}
      </main>
    </div>
  );
}
