import { filledSocialLinks } from '../../../shared/settings/lookAndFeel.js';
import type { CtaMessage } from '../../../shared/settings/index.js';
import { registerButtonLabelOf } from '../../../shared/settings/membership.js';
import { subscribeBlockNewsletters } from '../../../shared/settings/newsletters.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { AssetRow } from '../assets/repo.js';

export interface WebsiteShellSettings {
  id: string;
  siteName: string;
  newDesign: boolean;
  logo: AssetRow | null;
  logoHeight: number;
  footerLogo: AssetRow | null;
  aboutText: string;
  copyrightText: string;
  hamburgerStyle: string;
  hamburgerShowSearch: boolean;
  hamburgerShowSocialLinks: boolean;
  socialLinks: { network: string; url: string }[];
  sponsoredSearch: { enabled: boolean; label: string; logo: AssetRow | null; altLogo: AssetRow | null; clickUrl: string };
  cta: CtaMessage;
  registerButtonLabel: string;
  siteLoginPageText: string;
  newsletterSignup: boolean;
}

/**
 * getWebsiteShellSettings: public. The settings documents themselves need view permissions (they
 * hold integration keys and e-mail addresses); this is the part every visitor's page shows anyway
 * (spec 002 §3 "Site settings read by the public site").
 */
export async function getWebsiteShellSettings(ctx: GraphQLContext): Promise<WebsiteShellSettings> {
  const tenantId = ctx.tenant.id;
  // Both from the site cache: no query on a warm node. A logo is shown only while the setting
  // still names an image of this site (a deleted or non-image asset shows the name).
  const [{ site: settings, cta, membership, newsletters }, { logo, footerLogo, sponsorLogo, sponsorAltLogo }, modules] = await Promise.all([
    ctx.services.slots.settings.get(tenantId),
    ctx.services.slots.images.get(tenantId),
    ctx.services.slots.modules.get(tenantId),
  ]);
  const sponsored = settings.sponsoredSearch;
  return {
    id: `shell:${tenantId}`,
    siteName: settings.general.siteName || ctx.tenant.name,
    newDesign: settings.general.newDesign,
    logo,
    logoHeight: settings.header.logoHeight,
    footerLogo,
    aboutText: settings.footer.aboutText,
    copyrightText: settings.footer.copyrightText,
    hamburgerStyle: settings.header.hamburgerStyle,
    hamburgerShowSearch: settings.header.hamburgerShowSearch,
    hamburgerShowSocialLinks: settings.header.hamburgerShowSocialLinks,
    socialLinks: filledSocialLinks(settings.socialLinks).map(({ key, url }) => ({ network: key, url })),
    sponsoredSearch: { enabled: sponsored.enabled, label: sponsored.label, logo: sponsorLogo, altLogo: sponsorAltLogo, clickUrl: sponsored.clickUrl },
    cta,
    registerButtonLabel: registerButtonLabelOf(membership),
    siteLoginPageText: membership.siteLoginPageText,
    // The footer sign-up offers the subscribe block's newsletters (docs/newsletters.md).
    newsletterSignup: modules.newsletters && subscribeBlockNewsletters(newsletters).length > 0,
  };
}
