import type { SeoAsset, SeoContent, SeoSite } from './types.js';

/** Test data shared by the SEO unit tests. */
export const logo: SeoAsset = { id: 5, version: 2, fileName: 'edr-logo.png', mimeType: 'image/png', width: 400, height: 80, alt: 'EDR logo' };

export const site: SeoSite = {
  name: 'Electronic Design Review',
  origin: 'https://www.edr.example',
  description: 'News and analysis for <b>electronics</b> engineers.',
  logo,
  faviconIco: '/files/edr/favicon.ico',
  noIndexContentTypes: ['Page'],
  preconnect: [],
};

export const photo: SeoAsset = { id: 9, version: 1, fileName: 'Circuit Board.jpg', mimeType: 'image/jpeg', width: 1600, height: 900, alt: 'A circuit board' };

export const article: SeoContent = {
  id: 21000001,
  type: 'Article',
  name: 'GaN <em>chargers</em> go mainstream',
  teaser: 'Gallium nitride has left the lab.',
  published: '2026-03-05T14:30:00.000Z',
  updated: '2026-03-07T09:00:00.000Z',
  primaryImage: photo,
  images: [],
  authors: [{ name: 'Ada Lovelace', url: '/staff/ada-lovelace' }, { name: 'Guest Writer' }],
};
