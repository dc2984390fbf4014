// The site's name above the card (PublicAdminPage).
export { siteNameData as data } from '../login/siteName.js';
