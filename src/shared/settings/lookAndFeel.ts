import { z } from 'zod';
import { FONT_VALUES } from '../fonts';
import { SOCIAL_NETWORKS } from '../socialNetworks';
import {
  choice,
  contentTypeList,
  intBetween,
  optionalAsset,
  optionalColour,
  optionalText,
  optionalUrl,
  requiredAsset,
  requiredColour,
  requiredContentTypeList,
  requiredText,
} from './fields';

/**
 * Site settings groups of spec 001 §3 that shape how the site looks: general, header, footer,
 * socialLinks, baseStyles, podStyle, contentStyle. Required fields and bounds follow 001 §5; the
 * defaults of 001 §9 live in DEFAULT_SITE_SETTINGS (siteSettings.ts).
 */

/** Select options are `{ value, label }` so the admin renders the same list the server accepts. */
export const HAMBURGER_STYLES = ['slide-left', 'slide-right', 'full-screen'] as const;
export const HAMBURGER_STYLE_LABELS: Record<(typeof HAMBURGER_STYLES)[number], string> = {
  'slide-left': 'Slides in from the left',
  'slide-right': 'Slides in from the right',
  'full-screen': 'Covers the whole screen',
};
export const SEARCH_STYLES = ['icon', 'text'] as const;
export const SEARCH_STYLE_LABELS: Record<(typeof SEARCH_STYLES)[number], string> = { icon: 'Icon', text: 'Text' };
export const SITE_THEMES = ['light', 'dark'] as const;
export const SITE_THEME_LABELS: Record<(typeof SITE_THEMES)[number], string> = { light: 'Light', dark: 'Dark' };
export const SECTION_LOCATIONS = ['above-title', 'below-title', 'hidden'] as const;
export const DATE_LOCATIONS = ['above-title', 'below-title', 'below-teaser', 'hidden'] as const;
export const LOCATION_LABELS: Record<(typeof DATE_LOCATIONS)[number], string> = {
  'above-title': 'Above the title',
  'below-title': 'Below the title',
  'below-teaser': 'Below the teaser',
  hidden: 'Hidden',
};

/** 001 §9 "maxPageScrolls default 8": pages a reader can scroll through before "load more" stops. */
export const MAX_PAGE_SCROLLS = { min: 1, max: 50, default: 8 } as const;
/** 001 §5/§9 "logoHeight 35-45" (pixels). */
export const LOGO_HEIGHT = { min: 35, max: 45, default: 40 } as const;
/** 001 §9 "smallImageWidth 135" (pixels); bounds are ours, wide enough for any list teaser. */
export const SMALL_IMAGE_WIDTH = { min: 50, max: 400, default: 135 } as const;
export const ITEM_VERTICAL_SPACING = { min: 0, max: 100, default: 16 } as const;

const hostname = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export const generalSchema = z.object({
  siteName: requiredText(200),
  /** The site's own domain, without scheme or path: 'www.example.com'. */
  rootDomain: requiredText(253).refine((v) => hostname.test(v), 'Enter a domain name such as www.example.com, without http:// or a path.'),
  supportedContentTypes: requiredContentTypeList(),
  maxPageScrolls: intBetween('Max page scrolls', MAX_PAGE_SCROLLS.min, MAX_PAGE_SCROLLS.max),
  /** An .ico file with a square aspect ratio (001 §5); the server reads the file to check. */
  favicon: requiredAsset(),
  /** Content types whose pages tell search engines not to index them. */
  enableNoIndexByContentType: contentTypeList(),
  /**
   * The new-design flag (001 §2): the toolbar links to /admin/site-settings-new, and the public
   * site uses the new design with the Inter font (NEW_DESIGN_FONT).
   */
  newDesign: z.boolean(),
});

export const headerSchema = z.object({
  logo: requiredAsset(),
  logoHeight: intBetween('Logo height', LOGO_HEIGHT.min, LOGO_HEIGHT.max),
  /** Shown on the prestitial (interstitial before the page); none by default. */
  prestitialLogo: optionalAsset(),
  backgroundColor: optionalColour(),
  textColor: optionalColour(),
  linkColor: optionalColour(),
  hamburgerStyle: choice(HAMBURGER_STYLES),
  hamburgerShowSearch: z.boolean(),
  hamburgerShowSocialLinks: z.boolean(),
  searchStyle: choice(SEARCH_STYLES),
});

export const footerSchema = z.object({
  logo: requiredAsset(),
  backgroundColor: optionalColour(),
  textColor: optionalColour(),
  linkColor: optionalColour(),
  aboutText: optionalText(1000),
  copyrightText: optionalText(300),
});

export const SOCIAL_LINK_KEYS = ['facebook', 'twitter', 'instagram', 'pinterest', 'linkedin', 'youtube'] as const;
export const socialLinksSchema = z.object(
  Object.fromEntries(SOCIAL_LINK_KEYS.map((key) => [key, optionalUrl()])) as Record<
    (typeof SOCIAL_LINK_KEYS)[number],
    ReturnType<typeof optionalUrl>
  >,
);

/** The social profiles a site filled in, in the settings' order (the shell and the social links block). */
export function filledSocialLinks(links: Record<(typeof SOCIAL_LINK_KEYS)[number], string>): { key: (typeof SOCIAL_LINK_KEYS)[number]; url: string }[] {
  return SOCIAL_LINK_KEYS.flatMap((key) => {
    const url = links[key]?.trim();
    return url ? [{ key, url }] : [];
  });
}

export const baseStylesSchema = z.object({
  /** Extra swatches offered by the site's colour pickers (the "colour palette"); empty slots are dropped. */
  colorPalette: z
    .array(optionalColour().optional())
    .max(40, 'Choose at most 40 palette colours.')
    .transform((list) => list.filter((c): c is string => typeof c === 'string' && c !== '')),
  primaryFont: choice(FONT_VALUES),
  secondaryFont: choice(FONT_VALUES),
  primaryColor: requiredColour(),
  secondaryColor: requiredColour(),
  textColor: optionalColour(),
  linkColor: optionalColour(),
  backgroundColor: optionalColour(),
  siteTheme: choice(SITE_THEMES),
});

export const podStyleSchema = z.object({ accentColor: optionalColour() });

export const contentStyleSchema = z.object({
  smallImageWidth: intBetween('Small image width', SMALL_IMAGE_WIDTH.min, SMALL_IMAGE_WIDTH.max),
  titleColor: optionalColour(),
  teaserColor: optionalColour(),
  sectionColor: optionalColour(),
  dateColor: optionalColour(),
  sectionLocation: choice(SECTION_LOCATIONS),
  itemVerticalSpacing: intBetween('Item vertical spacing', ITEM_VERTICAL_SPACING.min, ITEM_VERTICAL_SPACING.max),
  dateLocation: choice(DATE_LOCATIONS),
  showCompanyDate: z.boolean(),
  defaultContentTypes: requiredContentTypeList(),
  includeHomeInBreadcrumb: z.boolean(),
  /** Share buttons under content, in this order (spec 000 §3.2 social networks). */
  socialShareLinks: z.array(z.enum(SOCIAL_NETWORKS)),
});
