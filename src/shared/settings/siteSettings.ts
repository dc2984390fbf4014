import { z } from 'zod';
import {
  IAV_TARGET_INJECTION,
  SPONSORED_SEARCH_RESULTS,
  adManagerSchema,
  blueConicSchema,
  companyUpdateSchema,
  consentSchema,
  contactUsSchema,
  inquiryFormSchema,
  labelsSchema,
  leadersSchema,
  magazineSchema,
  partsDirectSchema,
  sectionTreeSchema,
  sponsoredSearchSchema,
  systemOutageSchema,
  tagManagerSchema,
  thirdPartySchema,
} from './integrations';
import {
  ITEM_VERTICAL_SPACING,
  LOGO_HEIGHT,
  MAX_PAGE_SCROLLS,
  SMALL_IMAGE_WIDTH,
  baseStylesSchema,
  contentStyleSchema,
  footerSchema,
  generalSchema,
  headerSchema,
  podStyleSchema,
  socialLinksSchema,
} from './lookAndFeel';
import { checkSettings, withDefaults, type SettingsCheck } from './validate';

/** The whole site settings document (spec 001 §3 "Site settings groups"), one key per group. */
export const siteSettingsSchema = z.object({
  general: generalSchema,
  header: headerSchema,
  footer: footerSchema,
  socialLinks: socialLinksSchema,
  baseStyles: baseStylesSchema,
  podStyle: podStyleSchema,
  contentStyle: contentStyleSchema,
  tagManager: tagManagerSchema,
  adManager: adManagerSchema,
  sectionTree: sectionTreeSchema,
  leaders: leadersSchema,
  inquiryForm: inquiryFormSchema,
  contactUs: contactUsSchema,
  partsDirect: partsDirectSchema,
  labels: labelsSchema,
  magazine: magazineSchema,
  blueConic: blueConicSchema,
  consent: consentSchema,
  thirdParty: thirdPartySchema,
  companyUpdate: companyUpdateSchema,
  sponsoredSearch: sponsoredSearchSchema,
  systemOutage: systemOutageSchema,
});

export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type SiteSettingsGroup = keyof SiteSettings;

const off = { enabled: false } as const;

/**
 * What a site reads before anything is saved, and the value of every field a stored document
 * lacks. The constants of 001 §9 (maxPageScrolls 8, smallImageWidth 135, iavTargetInjection 4,
 * logoHeight within 35-45) and the palette of 000 §9. Required fields start blank: the first save
 * has to fill them in.
 */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  general: {
    siteName: '',
    rootDomain: '',
    supportedContentTypes: [],
    maxPageScrolls: MAX_PAGE_SCROLLS.default,
    favicon: null,
    enableNoIndexByContentType: [],
    newDesign: false,
  },
  header: {
    logo: null,
    logoHeight: LOGO_HEIGHT.default,
    prestitialLogo: null,
    backgroundColor: '#ffffff',
    textColor: '#000000',
    linkColor: '#3867a6',
    hamburgerStyle: 'slide-left',
    hamburgerShowSearch: true,
    hamburgerShowSocialLinks: true,
    searchStyle: 'icon',
  },
  footer: { logo: null, backgroundColor: '#002049', textColor: '#ffffff', linkColor: '#ffffff', aboutText: '', copyrightText: '' },
  socialLinks: { facebook: '', twitter: '', instagram: '', pinterest: '', linkedin: '', youtube: '' },
  baseStyles: {
    colorPalette: [],
    primaryFont: 'open_sans',
    secondaryFont: 'georgia',
    primaryColor: '#3867a6',
    secondaryColor: '#002049',
    textColor: '#000000',
    linkColor: '#3867a6',
    backgroundColor: '#ffffff',
    siteTheme: 'light',
  },
  podStyle: { accentColor: '#3867a6' },
  contentStyle: {
    smallImageWidth: SMALL_IMAGE_WIDTH.default,
    titleColor: '',
    teaserColor: '',
    sectionColor: '',
    dateColor: '',
    sectionLocation: 'above-title',
    itemVerticalSpacing: ITEM_VERTICAL_SPACING.default,
    dateLocation: 'below-title',
    showCompanyDate: false,
    defaultContentTypes: [],
    includeHomeInBreadcrumb: true,
    socialShareLinks: ['Facebook', 'Twitter', 'Linkedin', 'Email'],
  },
  tagManager: { containerId: '' },
  adManager: { basePath: '', lazyLoad: true, iavTargetInjection: IAV_TARGET_INJECTION.default },
  sectionTree: { parentSections: [] },
  leaders: { enabled: false, title: 'Leaders', sectionId: null },
  inquiryForm: { enableRmi: false, sendTo: [], sendFrom: '', bcc: [], subject: 'New inquiry', headerImage: null },
  contactUs: { sendTo: [], sendFrom: '', bcc: [], subject: 'Contact us', headerImage: null },
  partsDirect: { enabled: false, embedKey: '' },
  labels: { options: ['Sponsored'] },
  magazine: { newsletterSignupSite: '', newsletterSignupQuery: '' },
  blueConic: { enabled: false, serverUrl: '', startDaysAgo: 30, endDaysAgo: 0 },
  consent: { scriptId: '' },
  thirdParty: {
    adPersonalization: { enabled: true },
    blueConicRecommendations: off,
    facebookPixel: { enabled: false, pixelId: '' },
    feathrPixel: { enabled: false, accountId: '' },
    hotjar: { enabled: false, siteId: '' },
    linkedInInsight: { enabled: false, partnerId: '' },
    olytics: { enabled: false, customerId: '' },
  },
  companyUpdate: { enabled: false, notificationEmails: [] },
  sponsoredSearch: { enabled: false, label: 'Sponsored', maxResults: SPONSORED_SEARCH_RESULTS.default, logo: null, altLogo: null, clickUrl: '' },
  systemOutage: { disableOmeda: false, message: '' },
};

/** A stored or sent document with every missing field at its default (never fails). */
export function siteSettingsWithDefaults(stored: unknown): SiteSettings {
  return withDefaults(DEFAULT_SITE_SETTINGS, stored);
}

/**
 * The save rule of the admin screens and of saveSiteSettings: defaults fill what is missing, then
 * every required field, bound and format is checked ('header.logoHeight' → 'Logo height must be
 * between 35 and 45.'). The favicon's file type and shape need the file itself: the server checks
 * those after this.
 */
export function checkSiteSettings(input: unknown): SettingsCheck<SiteSettings> {
  return checkSettings(siteSettingsSchema, withDefaults(DEFAULT_SITE_SETTINGS, input, { keepMismatched: true }));
}
