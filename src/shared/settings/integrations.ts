import { z } from 'zod';
import { REQUIRED, emailList, intBetween, optionalAsset, optionalEmail, optionalText, optionalUrl, requiredAsset, requiredEmail, requiredEmailList, requiredText } from './fields';

/**
 * Site settings groups of spec 001 §3 that connect the site to services and forms: tag manager,
 * ad manager, section tree, leaders, inquiry form and contact us, Parts Direct, labels, magazine,
 * BlueConic, consent, third-party scripts, company updates, sponsored search, system outage.
 */

/** 001 §5 "Tag manager id must start with GTM- or G- followed by digits and capitals". */
export const TAG_MANAGER_ID = /^(?:GTM|G)-[0-9A-Z]+$/;
export const tagManagerIdMessage = (id: string) => `'${id}' is not a valid id`;

export const tagManagerSchema = z.object({
  containerId: z
    .string()
    .trim()
    .superRefine((id, ctx) => {
      if (id !== '' && !TAG_MANAGER_ID.test(id)) ctx.addIssue({ code: 'custom', message: tagManagerIdMessage(id) });
    }),
});

/** 001 §9 "iavTargetInjection 4": the paragraph after which the in-article video ad is injected. */
export const IAV_TARGET_INJECTION = { min: 1, max: 20, default: 4 } as const;

export const adManagerSchema = z.object({
  /** The ad unit path every slot starts with: '/1234567/edr'. */
  basePath: requiredText(200).refine((v) => /^\/\d+(?:\/[\w.-]+)*$/.test(v), 'Enter a path such as /1234567/site: a slash, the network code, then ad unit names.'),
  lazyLoad: z.boolean(),
  iavTargetInjection: intBetween('In-article video injection paragraph', IAV_TARGET_INJECTION.min, IAV_TARGET_INJECTION.max),
});

/** Website section ids. */
const sectionIds = () => z.array(z.number().int().positive()).max(100, 'Choose at most 100 sections.');

export const sectionTreeSchema = z.object({
  /** Sections whose children make up the section tree shown on the site. */
  parentSections: sectionIds(),
});

export const leadersSchema = z.object({
  enabled: z.boolean(),
  title: optionalText(100),
  /** The section that holds the leaders' company pages. */
  sectionId: z.number().int().positive().nullable(),
});

const formMailFields = {
  sendTo: requiredEmailList(),
  sendFrom: requiredEmail(),
  bcc: emailList(),
  subject: optionalText(200),
};

/**
 * 001 §5: "inquiry send to, send from and header image" are required. enableRmi (002 §5 "inquiry
 * form without enableRmi" is dropped) switches the inquiry form and submitInquiry on for the site.
 */
export const inquiryFormSchema = z.object({ enableRmi: z.boolean(), ...formMailFields, headerImage: requiredAsset() });

/** Contact us has the same fields; none is required by the spec, but they are checked when given. */
export const contactUsSchema = z.object({
  sendTo: emailList(),
  sendFrom: optionalEmail(),
  bcc: emailList(),
  subject: optionalText(200),
  headerImage: optionalAsset(),
});

/** A switch with the id it needs: the id is required while the switch is on. */
function requireIdWhenEnabled(value: { enabled: boolean }, id: string, key: string, ctx: z.RefinementCtx): void {
  if (value.enabled && id === '') ctx.addIssue({ code: 'custom', path: [key], message: REQUIRED });
}

export const partsDirectSchema = z
  .object({ enabled: z.boolean(), embedKey: optionalText(200) })
  .superRefine((v, ctx) => requireIdWhenEnabled(v, v.embedKey, 'embedKey', ctx));

export const labelsSchema = z.object({
  /** Labels editors may put on content (such as Sponsored). */
  options: z
    .array(requiredText(50))
    .max(50, 'Enter at most 50 labels.')
    .refine((list) => new Set(list.map((l) => l.toLowerCase())).size === list.length, 'Each label may appear only once.'),
});

export const magazineSchema = z.object({
  /** Where the newsletter signup form of the magazine pages sends readers. */
  newsletterSignupSite: optionalUrl(),
  /** Query string added to that address (e.g. a promo code). */
  newsletterSignupQuery: optionalText(500).refine((v) => !v.startsWith('?'), 'Leave out the leading "?".'),
});

/** 001 §5 "BlueConic start and end days ago 0-3650". */
export const BLUECONIC_DAYS_AGO = { min: 0, max: 3650 } as const;

export const blueConicSchema = z
  .object({
    enabled: z.boolean(),
    serverUrl: optionalUrl(),
    startDaysAgo: intBetween('Start days ago', BLUECONIC_DAYS_AGO.min, BLUECONIC_DAYS_AGO.max),
    endDaysAgo: intBetween('End days ago', BLUECONIC_DAYS_AGO.min, BLUECONIC_DAYS_AGO.max),
  })
  .superRefine((value, ctx) => {
    if (value.enabled && value.serverUrl === '') ctx.addIssue({ code: 'custom', path: ['serverUrl'], message: REQUIRED });
    // Days ago count backwards: the window starts further back than it ends.
    if (value.endDaysAgo > value.startDaysAgo) {
      ctx.addIssue({ code: 'custom', path: ['endDaysAgo'], message: 'End days ago cannot be more than start days ago.' });
    }
  });

export const consentSchema = z.object({ scriptId: optionalText(200) });

export const THIRD_PARTY_SCRIPTS = {
  adPersonalization: { label: 'Ad personalisation', idKey: null },
  blueConicRecommendations: {
    label: 'BlueConic recommendations',
    idKey: null,
    description: 'Four recommended items inside Article, News and Blog bodies, after the third paragraph of 40 words or more.',
  },
  facebookPixel: { label: 'Facebook pixel', idKey: 'pixelId' },
  feathrPixel: { label: 'Feathr pixel', idKey: 'accountId' },
  hotjar: { label: 'Hotjar', idKey: 'siteId' },
  linkedInInsight: { label: 'LinkedIn insight', idKey: 'partnerId' },
  olytics: { label: 'Olytics', idKey: 'customerId' },
} as const;

export const thirdPartySchema = z.object({
  adPersonalization: z.object({ enabled: z.boolean() }),
  blueConicRecommendations: z.object({ enabled: z.boolean() }),
  facebookPixel: z
    .object({ enabled: z.boolean(), pixelId: optionalText(200) })
    .superRefine((v, ctx) => requireIdWhenEnabled(v, v.pixelId, 'pixelId', ctx)),
  feathrPixel: z
    .object({ enabled: z.boolean(), accountId: optionalText(200) })
    .superRefine((v, ctx) => requireIdWhenEnabled(v, v.accountId, 'accountId', ctx)),
  hotjar: z
    .object({ enabled: z.boolean(), siteId: optionalText(200) })
    .superRefine((v, ctx) => requireIdWhenEnabled(v, v.siteId, 'siteId', ctx)),
  linkedInInsight: z
    .object({ enabled: z.boolean(), partnerId: optionalText(200) })
    .superRefine((v, ctx) => requireIdWhenEnabled(v, v.partnerId, 'partnerId', ctx)),
  olytics: z
    .object({ enabled: z.boolean(), customerId: optionalText(200) })
    .superRefine((v, ctx) => requireIdWhenEnabled(v, v.customerId, 'customerId', ctx)),
});

export const companyUpdateSchema = z
  .object({ enabled: z.boolean(), notificationEmails: emailList() })
  .superRefine((value, ctx) => {
    if (value.enabled && value.notificationEmails.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['notificationEmails'], message: REQUIRED });
    }
  });

export const SPONSORED_SEARCH_RESULTS = { min: 1, max: 10, default: 2 } as const;
/** 002 §3 "sponsoredSearch (enabled, logo, altLogo, clickUrl)": the sponsor's logo on the search page links to clickUrl. */
export const sponsoredSearchSchema = z.object({
  enabled: z.boolean(),
  label: optionalText(50),
  maxResults: intBetween('Sponsored results', SPONSORED_SEARCH_RESULTS.min, SPONSORED_SEARCH_RESULTS.max),
  logo: optionalAsset(),
  /** The logo on dark backgrounds (the new design's mega menu). */
  altLogo: optionalAsset(),
  clickUrl: optionalUrl(),
});

export const systemOutageSchema = z
  .object({ disableOmeda: z.boolean(), message: optionalText(1000) })
  .superRefine((value, ctx) => {
    if (value.disableOmeda && value.message === '') ctx.addIssue({ code: 'custom', path: ['message'], message: REQUIRED });
  });
