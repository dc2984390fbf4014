// The settings and per-browser switches that gate parts of the admin shell (spec 000 §6, 001 §2).
// Menu rules read them through one object. newDesign and companyUpdates come from the site settings
// (general.newDesign, companyUpdate.enabled): the session loads them with getSiteSettingFlags and
// hands them to setSiteSettingFlags; until then, and if that fails, they read false. ipGating is the
// membership settings' allowIpGating, loaded the same way.
import { deleteCookie, readCookie, writeCookie } from '../../client/cookies.js';

export interface ShellFlags {
  /** Site setting: the new design is on → the toolbar links to /admin/site-settings-new. */
  newDesign: boolean;
  /** Site setting companyUpdate.enabled → the Company Updates entry. */
  companyUpdates: boolean;
  /** Membership setting allowIpGating → the IP gating entries. */
  ipGating: boolean;
  /** Per-browser developer-tools switch (Dev Tools menu) → the server selector. */
  devTools: boolean;
}

/** Per-browser developer-tools switch. A cookie (not local storage) so SSR could read it too. */
export const DEV_TOOLS_COOKIE = 'admin_dev_tools';
/**
 * The cache-bypass switch of the toolbar: public pages skip the page cache while it is set
 * (spec 000 §2.3 "A cache-bypass query value of true skips the page cache"; the cookie carries the
 * same value for a CMS user who browses the site).
 */
export const CACHE_BYPASS_COOKIE = 'cache_bypass';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

type SiteSettingFlags = Pick<ShellFlags, 'newDesign' | 'companyUpdates' | 'ipGating'>;

/** Site-settings flags: off until the session has loaded them (see shell README "Flags"). */
let SITE_SETTING_FLAGS: Readonly<SiteSettingFlags> = { newDesign: false, companyUpdates: false, ipGating: false };
const listeners = new Set<() => void>();

/** Called with the site's settings once loaded (and after they are saved); re-renders subscribers. */
export function setSiteSettingFlags(next: Partial<SiteSettingFlags>): void {
  const merged = { ...SITE_SETTING_FLAGS, ...next };
  if (merged.newDesign === SITE_SETTING_FLAGS.newDesign && merged.companyUpdates === SITE_SETTING_FLAGS.companyUpdates && merged.ipGating === SITE_SETTING_FLAGS.ipGating) return;
  SITE_SETTING_FLAGS = merged;
  for (const listener of listeners) listener();
}

/** Runs `listener` whenever a site-settings flag changes; returns the unsubscribe function. */
export function subscribeShellFlags(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The one place the shell reads its flags from. `devTools` is read from its cookie each time, so a
 * change in another tab shows after the next render.
 */
export const shellFlags: Readonly<ShellFlags> = {
  get newDesign() {
    return SITE_SETTING_FLAGS.newDesign;
  },
  get companyUpdates() {
    return SITE_SETTING_FLAGS.companyUpdates;
  },
  get ipGating() {
    return SITE_SETTING_FLAGS.ipGating;
  },
  get devTools() {
    return readCookie(DEV_TOOLS_COOKIE) === '1';
  },
};

/** A plain snapshot (for React state and for filterMenu). */
export function readShellFlags(): ShellFlags {
  return {
    newDesign: shellFlags.newDesign,
    companyUpdates: shellFlags.companyUpdates,
    ipGating: shellFlags.ipGating,
    devTools: shellFlags.devTools,
  };
}

export function setDevToolsFlag(on: boolean): void {
  if (on) writeCookie(DEV_TOOLS_COOKIE, '1', { maxAge: ONE_YEAR_SECONDS });
  else deleteCookie(DEV_TOOLS_COOKIE);
}

export function readCacheBypass(): boolean {
  return readCookie(CACHE_BYPASS_COOKIE) === 'true';
}

/** A session cookie: bypassing the cache is a debugging aid, it should not outlive the browser. */
export function setCacheBypass(on: boolean): void {
  if (on) writeCookie(CACHE_BYPASS_COOKIE, 'true');
  else deleteCookie(CACHE_BYPASS_COOKIE);
}
