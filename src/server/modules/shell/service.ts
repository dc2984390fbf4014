import { filledSocialLinks } from '../../../shared/settings/lookAndFeel.js';
import { SETTINGS_KEYS, ctaMessageWithDefaults, type CtaMessage } from '../../../shared/settings/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { AssetRow } from '../assets/repo.js';
import { findSettings } from '../settings/repo.js';

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
}

/** A logo is shown only when the setting still names an image of this site (a deleted or non-image asset shows the name). */
async function imageOf(ctx: GraphQLContext, id: number | null): Promise<AssetRow | null> {
  if (id === null) return null;
  const row = await ctx.loaders.asset.load(id);
  return row && row.kind === 'image' ? row : null;
}

/**
 * getWebsiteShellSettings: public. The settings documents themselves need view permissions (they
 * hold integration keys and e-mail addresses); this is the part every visitor's page shows anyway
 * (spec 002 §3 "Site settings read by the public site").
 */
export async function getWebsiteShellSettings(ctx: GraphQLContext): Promise<WebsiteShellSettings> {
  const tenantId = ctx.tenant.id;
  const [settings, ctaRow] = await Promise.all([ctx.loaders.siteSettings(), findSettings(ctx.db, tenantId, SETTINGS_KEYS.cta)]);
  // The logos go through the request's asset loader: one query.
  const sponsored = settings.sponsoredSearch;
  const [logo, footerLogo, sponsorLogo, sponsorAltLogo] = await Promise.all([
    imageOf(ctx, settings.header.logo),
    imageOf(ctx, settings.footer.logo),
    imageOf(ctx, sponsored.logo),
    imageOf(ctx, sponsored.altLogo),
  ]);
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
    cta: ctaMessageWithDefaults(ctaRow?.payload ?? {}),
  };
}
