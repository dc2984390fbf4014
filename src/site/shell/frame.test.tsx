// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { adminUser, shellFixture } from './fixtures.js';
import { Footer, copyrightLine } from './Footer.js';
import { BareFrame, SiteFrame, hasShell } from './SiteFrame.js';
import type { SiteShellPageData } from './types.js';

const render = (element: React.ReactElement) => {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(element);
  return host;
};

const pageData = (overrides: Partial<SiteShellPageData['chrome']> = {}, shell = shellFixture()): SiteShellPageData => ({
  shell,
  chrome: { hideHeader: false, hideFooter: false, toolbar: [], preview: false, ...overrides },
});

describe('Footer', () => {
  it('has logo, text, socials, link columns, brands and the copyright line', () => {
    const host = render(<Footer shell={shellFixture()} />);
    expect(host.querySelector('.shell-footer__about')?.textContent).toBe('News for electronics design engineers.');
    expect(host.querySelector('h2')?.textContent).toBe('Connect with us');
    expect(Array.from(host.querySelectorAll('nav[aria-label="Footer"] a'), (a) => a.textContent)).toEqual(['About Us', 'Careers', 'Privacy Policy']);
    expect(host.querySelector('nav[aria-label="Footer"] a[href="https://jobs.example.com"]')?.getAttribute('target')).toBe('_blank');
    expect(host.querySelector('nav[aria-label="Affiliated brands"] a')?.textContent).toBe('Fleet Operations Today');
    expect(host.querySelector('.shell-footer__bottom p')?.textContent).toBe('© 2026 Electronic Design Review. All rights reserved.');
  });

  it("builds the copyright line: '© {year} {siteName}', the editor's text, or the editor's own © line", () => {
    const base = { year: 2026, siteName: 'EDR' };
    expect(copyrightLine({ ...base, copyrightText: '' })).toBe('© 2026 EDR');
    expect(copyrightLine({ ...base, copyrightText: 'All rights reserved.' })).toBe('© 2026 EDR. All rights reserved.');
    expect(copyrightLine({ ...base, copyrightText: '© EDR Media LLC. All rights reserved.' })).toBe('© EDR Media LLC. All rights reserved.');
  });

  it('shows the newsletter sign-up only when enabled', () => {
    expect(render(<Footer shell={shellFixture()} />).querySelector('[data-newsletter-signup]')).toBeNull();
    const weekly = { id: 300001, title: 'Weekly', description: 'Fridays.', showInSubscribeBlock: true };
    // Only the subscribe block's newsletters are offered: none of them, no form.
    expect(render(<Footer shell={shellFixture({ newsletterSignup: true, newsletters: [{ ...weekly, showInSubscribeBlock: false }] })} />).querySelector('[data-newsletter-signup]')).toBeNull();
    const form = render(<Footer shell={shellFixture({ newsletterSignup: true, newsletters: [weekly] })} />).querySelector('form[data-newsletter-signup]');
    expect(form?.querySelector('input[type="email"]')?.getAttribute('placeholder')).toBe('Enter your email here');
    expect(form?.querySelector('label')?.textContent).toBe('Email Address');
  });
});

describe('SiteFrame', () => {
  it('picks the header by the design, with a skip link and a main landmark', () => {
    const classic = render(<SiteFrame data={pageData()}>page</SiteFrame>);
    expect(classic.querySelector('.site')?.className).toBe('site site--classic');
    expect(classic.querySelector('.classic-header')).not.toBeNull();
    expect(classic.querySelector('.skip-link')?.getAttribute('href')).toBe('#main-content');
    expect(classic.querySelector('main#main-content')?.textContent).toBe('page');
    const modern = render(<SiteFrame data={pageData({}, shellFixture({ useNewDesign: true }))}>page</SiteFrame>);
    expect(modern.querySelector('.site')?.className).toBe('site site--new-design');
    expect(modern.querySelector('.nd-header')).not.toBeNull();
    expect(modern.querySelector('.classic-header')).toBeNull();
  });

  it("drops header and footer when the layout hides them", () => {
    const host = render(<SiteFrame data={pageData({ hideHeader: true, hideFooter: true })}>page</SiteFrame>);
    expect(host.querySelector('header')).toBeNull();
    expect(host.querySelector('footer')).toBeNull();
  });

  it('gives a CMS user the admin bar with the shortcuts in new windows and the cache switch, except in preview', () => {
    const toolbar = [{ label: 'Edit Content', href: '/admin/edit-content/10000042' }];
    const host = render(<SiteFrame data={pageData({ toolbar }, shellFixture({ cmsUser: adminUser }))}>page</SiteFrame>);
    expect(host.querySelector('.site')?.classList.contains('has-admin-bar')).toBe(true);
    const edit = host.querySelector('.admin-toolbar a[href="/admin/edit-content/10000042"]');
    expect(edit?.getAttribute('target')).toBe('_blank');
    expect(edit?.getAttribute('rel')).toBe('noopener');
    expect(host.querySelector('.admin-toolbar input[data-cache-bypass]')?.getAttribute('role')).toBe('switch');
    const preview = render(<SiteFrame data={pageData({ toolbar, preview: true }, shellFixture({ cmsUser: adminUser }))}>page</SiteFrame>);
    expect(preview.querySelector('.admin-toolbar')).toBeNull();
    expect(preview.querySelector('.site')?.classList.contains('has-admin-bar')).toBe(false);
    expect(render(<SiteFrame data={pageData({ toolbar })}>page</SiteFrame>).querySelector('.admin-toolbar')).toBeNull();
  });

  it('recognises page data with a shell, and the bare frame renders without one', () => {
    expect(hasShell(pageData())).toBe(true);
    expect(hasShell({ siteName: 'x' })).toBe(false);
    expect(hasShell(undefined)).toBe(false);
    const bare = render(<BareFrame siteName="">oops</BareFrame>);
    expect(bare.querySelector('main')?.textContent).toBe('oops');
    expect(bare.querySelector('.bare-header__logo')?.textContent).toBe('Home');
  });
});
