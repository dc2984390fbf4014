import type { MenuLocation } from '../../shared/menus.js';
import { PERMISSIONS } from '../../shared/permissions.js';
import type { ShellData, ShellLink } from './types.js';

/** Test data of the shell: a classic-design site with every menu filled. */
export const link = (label: string, url: string, children: ShellLink[] = [], newWindow = false): ShellLink => ({ label, url, newWindow, children });

const menus: Record<MenuLocation, ShellLink[]> = {
  header_primary: ['Power', 'Embedded', 'RF & Microwave', 'Test & Measurement', 'Automotive', 'Industrial', 'Events'].map((l, i) => link(l, `/p${i}`)),
  header_secondary: Array.from({ length: 8 }, (_, i) => link(`Secondary ${i + 1}`, `/s${i + 1}`)),
  hamburger: [link('Power', '/power', [link('Batteries', '/power/batteries'), link('Converters', '/power/converters')]), link('Podcasts', '/podcasts')],
  footer: [link('Company', '', [link('About Us', '/about-us'), link('Careers', 'https://jobs.example.com', [], true)]), link('Privacy Policy', '/privacy-policy')],
  mega_1: [link('Power', '/power', [link('Batteries', '/power/batteries')]), link('Embedded', '/embedded')],
  mega_2: [link('Special', '', [link('Webinars', '/webinars')]), link('Contact', '', [link('Contact Us', '/contact-us')])],
  affiliated_brands: [link('Fleet Operations Today', 'https://fot.example.com/', [], true)],
};

export const shellFixture = (overrides: Partial<ShellData> = {}): ShellData => ({
  revision: '',
  siteName: 'Electronic Design Review',
  path: '/power/some-article',
  logo: { src: '/images/1/v1/logo-640.png', width: 400, height: 100, alt: 'EDR' },
  footerLogo: { src: '/images/1/v1/logo-640.png', width: 400, height: 100, alt: 'EDR' },
  logoHeight: 40,
  useNewDesign: false,
  aboutText: 'News for electronics design engineers.',
  copyrightText: 'All rights reserved.',
  year: 2026,
  hamburger: { style: 'slide-left', showSearch: true, showSocialLinks: true },
  socialLinks: [
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/edr' },
    { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/edr' },
  ],
  sponsoredSearch: { enabled: false, label: 'Sponsored', logo: null, darkLogo: null, clickUrl: null },
  menus,
  cta: null,
  registerButtonLabel: 'Join Now',
  newsletterSignup: false,
  newsletters: [],
  cmsUser: null,
  siteUser: null,
  ...overrides,
});

export const adminUser = { id: 1, name: 'Ada Admin', permissions: [...PERMISSIONS] };
