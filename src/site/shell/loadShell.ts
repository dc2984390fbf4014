import {
  GetActiveCmsUserDocument,
  GetWebsiteMenusDocument,
  GetWebsiteShellSettingsDocument,
  type GetActiveCmsUserQuery,
  type GetWebsiteMenusQuery,
  type GetWebsiteShellSettingsQuery,
} from '../../gql/graphql.js';
import { FOOTER_BUTTON_LABEL_DEFAULT } from '../../shared/constants.js';
import { MENU_LOCATIONS, type MenuLocation } from '../../shared/menus.js';
import { isPermission } from '../../shared/permissions.js';
import { HAMBURGER_STYLES } from '../../shared/settings/lookAndFeel.js';
import { SOCIAL_NETWORK_CATALOGUE } from '../../shared/socialNetworks.js';
import type { PageGraphQL } from '../pageContext.js';
import type { HamburgerStyle, ShellCmsUser, ShellData, ShellImage, ShellLink } from './types.js';

type Settings = GetWebsiteShellSettingsQuery['getWebsiteShellSettings'];
type Menus = GetWebsiteMenusQuery['getWebsiteMenus'];
type CmsUser = GetActiveCmsUserQuery['getActiveCMSUser'];
type Asset = NonNullable<Settings['logo']>;

/** Answers of getActiveCMSUser that mean "no CMS user here", not a failure of the page. */
const NO_CMS_USER_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND']);

const errorCode = (error: unknown): unknown => (typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined);

/**
 * The CMS user of the request when they may act on this site; a user of other sites only is a
 * visitor here (issue 16: no toolbar, nothing a visitor would not see).
 */
async function activeCmsUser(graphql: PageGraphQL): Promise<CmsUser | null> {
  try {
    const [user, tenant] = await Promise.all([graphql.run(GetActiveCmsUserDocument, {}).then((r) => r.getActiveCMSUser), graphql.tenant()]);
    return user.isGlobal === 1 || user.tenants.some((t) => t.id === tenant.id) ? user : null;
  } catch (error) {
    if (NO_CMS_USER_CODES.has(String(errorCode(error)))) return null;
    throw error;
  }
}

/**
 * The shell of a public page, on the server. The site's part (the public site settings with the
 * header call-to-action, and every menu location) is built once per version of them on this node
 * (`perSite`); each request adds its path, the year and the CMS user — asked for only when the
 * request carries a CMS session, and not in preview mode, which hides the toolbar.
 */
export async function loadShell(graphql: PageGraphQL, options: { path: string; preview: boolean }): Promise<ShellData> {
  const now = new Date();
  const [site, cmsUser] = await Promise.all([
    graphql.perSite('shell', async (own) => {
      const [settings, menus] = await Promise.all([own.run(GetWebsiteShellSettingsDocument, {}), own.run(GetWebsiteMenusDocument, {})]);
      const shell = toShellData({ settings: settings.getWebsiteShellSettings, menus: menus.getWebsiteMenus, cmsUser: null, path: '', now });
      return { ...shell, revision: globalThis.crypto.randomUUID() };
    }),
    options.preview || !graphql.cmsSession ? null : activeCmsUser(graphql),
  ]);
  return { ...site, path: options.path, year: now.getFullYear(), cmsUser: shellCmsUser(cmsUser) };
}

const shellCmsUser = (cmsUser: CmsUser | null): ShellCmsUser | null =>
  cmsUser ? { id: cmsUser.id, name: cmsUser.fullName || cmsUser.username, permissions: cmsUser.permissions.filter(isPermission) } : null;

const image = (asset: Asset | null): ShellImage | null =>
  asset ? { src: asset.src, width: asset.width ?? 0, height: asset.height ?? 0, alt: asset.alt ?? '' } : null;

const link = (item: { label: string; url: string; newWindow: boolean; children?: readonly { label: string; url: string; newWindow: boolean }[] }): ShellLink => ({
  label: item.label,
  url: item.url,
  newWindow: item.newWindow,
  children: (item.children ?? []).map((child) => link(child)),
});

const hamburgerStyle = (value: string): HamburgerStyle => HAMBURGER_STYLES.find((style) => style === value) ?? 'slide-left';

const networkLabel = (network: string): string =>
  SOCIAL_NETWORK_CATALOGUE.find((n) => n.value.toLowerCase() === network.toLowerCase())?.label ?? network;

/** The query answers as ShellData (pure; the unit tests feed it fixtures). */
export function toShellData({ settings, menus, cmsUser, path, now }: { settings: Settings; menus: Menus; cmsUser: CmsUser | null; path: string; now: Date }): ShellData {
  const byLocation = Object.fromEntries(MENU_LOCATIONS.map((location) => [location, [] as ShellLink[]])) as Record<MenuLocation, ShellLink[]>;
  for (const menu of menus) byLocation[menu.location] = menu.items.map(link);
  const cta = settings.cta;
  const logo = image(settings.logo);
  const sponsored = settings.sponsoredSearch;
  return {
    revision: '',
    siteName: settings.siteName,
    path,
    logo,
    footerLogo: image(settings.footerLogo) ?? logo,
    logoHeight: settings.logoHeight,
    useNewDesign: settings.newDesign,
    aboutText: settings.aboutText,
    copyrightText: settings.copyrightText,
    year: now.getFullYear(),
    hamburger: { style: hamburgerStyle(settings.hamburgerStyle), showSearch: settings.hamburgerShowSearch, showSocialLinks: settings.hamburgerShowSocialLinks },
    socialLinks: settings.socialLinks.map((s) => ({ network: s.network, label: networkLabel(s.network), url: s.url })),
    sponsoredSearch: {
      enabled: sponsored.enabled,
      label: sponsored.label,
      logo: image(sponsored.logo),
      darkLogo: image(sponsored.altLogo) ?? image(sponsored.logo),
      clickUrl: sponsored.clickUrl || null,
    },
    menus: byLocation,
    cta:
      cta.enabled && cta.text
        ? {
            text: cta.text,
            buttonLabel: cta.buttonLabel,
            link: cta.link,
            newWindow: cta.openInNewWindow,
            backgroundColor: cta.backgroundColor,
            textColor: cta.textColor,
            buttonColor: cta.buttonColor,
            buttonTextColor: cta.buttonTextColor,
          }
        : null,
    // The membership settings' override, else 'Join Now' (resolved by getWebsiteShellSettings).
    registerButtonLabel: settings.registerButtonLabel || FOOTER_BUTTON_LABEL_DEFAULT,
    // On when the newsletters module is on and the newsletter settings offer a newsletter in the
    // subscribe block (resolved by getWebsiteShellSettings).
    newsletterSignup: settings.newsletterSignup,
    // The newsletters offered (enabledNewsletters with a product; the footer shows the subscribe block's).
    newsletters: settings.newsletters.map((n) => ({ id: n.id, title: n.title, description: n.description, showInSubscribeBlock: n.showInSubscribeBlock })),
    cmsUser: shellCmsUser(cmsUser),
    // Readers are shown by the client script (SiteUserSlot): the shell is the same for everyone.
    siteUser: null,
  };
}
