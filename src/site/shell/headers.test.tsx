// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ClassicHeader } from './ClassicHeader.js';
import { link, shellFixture } from './fixtures.js';
import { NewDesignHeader } from './NewDesignHeader.js';
import { megaMenuColumns } from './MegaMenu.js';

const render = (element: React.ReactElement) => {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(element);
  return host;
};
const texts = (root: ParentNode, selector: string) => Array.from(root.querySelectorAll(selector), (el) => el.textContent?.trim());

describe('ClassicHeader', () => {
  it('shows 8 secondary links, 4 when sponsored search is on (with its link)', () => {
    const plain = render(<ClassicHeader shell={shellFixture()} />);
    expect(plain.querySelectorAll('nav[aria-label="Secondary"] a')).toHaveLength(8);
    expect(plain.querySelector('.sponsored-search')).toBeNull();
    const sponsor = { enabled: true, label: 'Sponsored', logo: null, darkLogo: null, clickUrl: null };
    const sponsored = render(<ClassicHeader shell={shellFixture({ sponsoredSearch: sponsor })} />);
    expect(texts(sponsored, 'nav[aria-label="Secondary"] a')).toEqual(['Secondary 1', 'Secondary 2', 'Secondary 3', 'Secondary 4']);
    expect(sponsored.querySelector('.sponsored-search')?.getAttribute('href')).toBe('/search');
  });

  it("shows the sponsor's (dark-background) logo linking to the sponsor in a new window", () => {
    const logo = { src: '/images/9/sponsor.png', width: 200, height: 50, alt: 'Acme' };
    const sponsor = { enabled: true, label: 'Sponsored', logo, darkLogo: { ...logo, src: '/images/10/sponsor-white.png' }, clickUrl: 'https://acme.example.com' };
    const mark = render(<ClassicHeader shell={shellFixture({ sponsoredSearch: sponsor })} />).querySelector('.sponsored-search');
    expect(mark?.getAttribute('href')).toBe('https://acme.example.com');
    expect(mark?.getAttribute('target')).toBe('_blank');
    expect(mark?.getAttribute('rel')).toBe('noopener noreferrer sponsored');
    expect(mark?.querySelector('img')?.getAttribute('src')).toBe('/images/10/sponsor-white.png');
    expect(mark?.querySelector('img')?.getAttribute('width')).toBe('96');
    expect(mark?.textContent).toBe('Sponsored');
  });

  it('sizes the primary menu by its label length (these 7 labels: 71 characters → 15px)', () => {
    const host = render(<ClassicHeader shell={shellFixture()} />);
    const nav = host.querySelector<HTMLElement>('nav[aria-label="Primary"]');
    expect(nav?.style.getPropertyValue('--primary-menu-font-size')).toBe('15px');
    expect(nav?.querySelectorAll('a')).toHaveLength(7);
    const long = shellFixture();
    long.menus = { ...long.menus, header_primary: Array.from({ length: 10 }, (_, i) => link(`Label number ${i}!`, `/l${i}`)) };
    expect(render(<ClassicHeader shell={long} />).querySelector<HTMLElement>('nav[aria-label="Primary"]')?.style.getPropertyValue('--primary-menu-font-size')).toBe('12px');
  });

  it('has the hamburger sidebar with collapsible groups, search and socials, closed', () => {
    const host = render(<ClassicHeader shell={shellFixture()} />);
    const hamburger = host.querySelector('button[aria-controls="site-sidebar"]');
    expect(hamburger?.getAttribute('aria-expanded')).toBe('false');
    expect(hamburger?.getAttribute('aria-label')).toBe('Open menu');
    const sidebar = host.querySelector('#site-sidebar');
    expect(sidebar?.hasAttribute('hidden')).toBe(true);
    expect(sidebar?.classList.contains('sidebar--slide-left')).toBe(true);
    const group = sidebar?.querySelector('button[data-toggle="group"]');
    expect(group?.textContent).toBe('Power');
    const groupLinks = sidebar?.querySelector(`#${group?.getAttribute('aria-controls')}`);
    expect(groupLinks?.hasAttribute('hidden')).toBe(true);
    expect(texts(groupLinks ?? host, 'a')).toEqual(['All Power', 'Batteries', 'Converters']);
    expect(sidebar?.querySelector('form[data-search-form] input[name="text"]')).not.toBeNull();
    expect(sidebar?.querySelector('a[aria-label="Electronic Design Review on LinkedIn"]')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('offers search, Login (returning here) and Join Now to visitors', () => {
    const host = render(<ClassicHeader shell={shellFixture()} />);
    expect(host.querySelector('a[aria-label="Search"]')?.getAttribute('href')).toBe('/search');
    expect(texts(host, '[data-site-user-anonymous] a')).toEqual(['Login', 'Join Now']);
    const login = Array.from(host.querySelectorAll('a')).find((a) => a.textContent === 'Login');
    expect(login?.getAttribute('href')).toBe('/account/login?redirectTo=%2Fpower%2Fsome-article');
    expect(Array.from(host.querySelectorAll('a')).find((a) => a.textContent === 'Join Now')?.getAttribute('href')).toBe('/membership/choose');
    expect(host.querySelector('img')?.getAttribute('height')).toBe('40');
    expect(host.querySelector('img')?.getAttribute('width')).toBe('160');
    expect(host.querySelector('img')?.getAttribute('alt')).toBe('Electronic Design Review');
  });

  it('uses the register label override for Join (002 §9)', () => {
    const host = render(<ClassicHeader shell={shellFixture({ registerButtonLabel: 'Subscribe' })} />);
    expect(texts(host, '[data-site-user-anonymous] a')).toEqual(['Login', 'Subscribe']);
  });

  it('carries the account menu hidden, with every entry, for the client script to show (the same HTML for everyone)', () => {
    const host = render(<ClassicHeader shell={shellFixture()} />);
    const menu = host.querySelector('[data-site-user-slot] [data-site-user-menu]');
    expect(menu?.hasAttribute('hidden')).toBe(true);
    expect(menu?.querySelector('[data-site-user-name]')?.textContent).toBe('My Account');
    expect(Array.from(menu?.querySelectorAll('[data-account-entry]') ?? []).map((li) => li.getAttribute('data-account-entry'))).toEqual([
      'update-profile',
      'manage-favorites',
      'change-password',
      'change-email',
      'upgrade-membership',
      'logout',
    ]);
    expect(menu?.querySelector('button[data-site-user-logout]')?.textContent).toBe('Logout');
    expect(menu?.querySelector('[data-logout-error]')?.hasAttribute('hidden')).toBe(true);
  });

  it('shows the account menu alone when the shell names a logged-in reader', () => {
    const host = render(<ClassicHeader shell={shellFixture({ siteUser: { name: 'Rita Reader', hasPaid: true, hasMissingMemberships: false } })} />);
    expect(Array.from(host.querySelectorAll('a')).some((a) => a.textContent === 'Login')).toBe(false);
    expect(host.querySelector('.account-menu__button')?.getAttribute('aria-expanded')).toBe('false');
    expect(texts(host, '.account-menu__list li:not([hidden])')).toEqual(['My Profile', 'Manage Favorites', 'Change Password', 'Logout']);
  });

  it('draws the site name when there is no logo', () => {
    const host = render(<ClassicHeader shell={shellFixture({ logo: null })} />);
    expect(host.querySelector('.shell-logo__text')?.textContent).toBe('Electronic Design Review');
  });
});

describe('NewDesignHeader', () => {
  it('has the top bar: hamburger opening the mega menu, search, logo, Join Now and Login', () => {
    const host = render(<NewDesignHeader shell={shellFixture({ useNewDesign: true })} />);
    expect(host.querySelector('button[aria-controls="mega-menu"]')?.getAttribute('aria-expanded')).toBe('false');
    expect(texts(host, '.nd-header__end [data-site-user-anonymous] a')).toEqual(['Join Now', 'Login']);
    expect(host.querySelector('.nd-header__end [data-site-user-menu]')?.hasAttribute('hidden')).toBe(true);
    expect(host.querySelector('.nd-header__top a[aria-label="Search"]')).not.toBeNull();
  });

  it('keeps at most 5 primary links in the bottom bar, with the call-to-action text', () => {
    const shell = shellFixture({
      useNewDesign: true,
      cta: { text: 'Summit: register now.', buttonLabel: 'Register', link: '/events', newWindow: false, backgroundColor: '#002049', textColor: '#ffffff', buttonColor: '#ed852d', buttonTextColor: '#ffffff' },
    });
    const host = render(<NewDesignHeader shell={shell} />);
    const bar = host.querySelector('[data-bottom-bar]');
    expect(texts(bar ?? host, 'nav a')).toEqual(['Power', 'Embedded', 'RF & Microwave', 'Test & Measurement', 'Automotive']);
    expect(bar?.querySelector('.nd-header__cta span')?.textContent).toBe('Summit: register now.');
    expect(bar?.querySelector('.nd-header__cta a')?.getAttribute('href')).toBe('/events');
  });

  it('renders the mega menu closed, with its dark search form, columns, brands and socials', () => {
    const host = render(<NewDesignHeader shell={shellFixture({ useNewDesign: true })} />);
    const mega = host.querySelector('#mega-menu');
    expect(mega?.hasAttribute('hidden')).toBe(true);
    const form = mega?.querySelector('form[data-search-form]');
    expect(form?.getAttribute('action')).toBe('/search');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.querySelector('input')?.getAttribute('name')).toBe('text');
    expect(texts(mega ?? host, '.mega-menu__columns h2')).toEqual(['Sections', 'Special', 'Contact']);
    expect(mega?.querySelector('.mega-menu__logo img')?.getAttribute('height')).toBe('45');
    expect(texts(mega ?? host, '.mega-menu__brands a')).toEqual(['Fleet Operations Today']);
    expect(mega?.querySelectorAll('.shell-socials a')).toHaveLength(2);
  });
});

describe('megaMenuColumns', () => {
  it('puts loose mega_2 links in a Special column before the groups', () => {
    const menus = { ...shellFixture().menus, mega_1: [], mega_2: [link('Podcasts', '/podcasts'), link('Contact', '', [link('Email us', '/contact-us')])] };
    expect(megaMenuColumns(menus).map((c) => [c.title, c.links.map((l) => l.label)])).toEqual([
      ['Special', ['Podcasts']],
      ['Contact', ['Email us']],
    ]);
  });
});
