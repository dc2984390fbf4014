// The only script of the public pages: they are HTML-only (no React in the browser; see +config.ts
// and https://vike.dev/client), so menus, search forms and the header are plain DOM code.
import { initSiteScripts } from './client/initSite.js';

initSiteScripts();
