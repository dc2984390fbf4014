// The site's name for the card and the "{site} administration" line.
export { siteNameData as data } from './siteName.js';
export type { SiteNameData as Data } from './siteName.js';
