import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  DEFAULT_SITE_SETTINGS,
  SETTINGS_KEYS,
  checkContactsSettings,
  checkCtaMessage,
  checkMeigSettings,
  checkMembershipSettings,
  checkNewsletterSettings,
  checkPodcastsSettings,
  checkSiteSettings,
  meigSettingsWithDefaults,
  membershipSettingsWithDefaults,
  newsletterSettingsWithDefaults,
  type SettingsCheck,
  type SiteSettings,
} from '../../../shared/settings/index.js';
import type { Storage } from '../../integrations/storage/index.js';
import { checkContractSettings } from '../../../shared/contracts.js';
import { contractSettingsSeed } from './contracts.js';
import { nextProductId } from '../../modules/memberships/repo.js';
import { buildIco } from '../../modules/settings/ico.js';
import type { Db } from '../client.js';
import { assets, content, memberships, tenantSettings, tenants, websiteSections } from '../schema/index.js';
import { DEMO_TENANTS } from './tenants.js';

/**
 * Demo settings documents for edr and fot (site settings, header call-to-action, contacts,
 * podcasts, MEIG, membership, newsletters), written once per site: a document that exists is left alone. Every document
 * goes through the same shared check as a save, so the demo never holds what the admin would
 * refuse. The favicon is a generated square .ico stored beside the other seed files.
 */
interface SiteSeed {
  key: 'edr' | 'fot';
  rootDomain: string;
  email: string;
  primaryColor: string;
  secondaryColor: string;
  primaryFont: SiteSettings['baseStyles']['primaryFont'];
  secondaryFont: SiteSettings['baseStyles']['secondaryFont'];
  headerImage: string;
  adPath: string;
  tagManager: string;
  newDesign: boolean;
  podcast: string;
  cta: { text: string; buttonLabel: string; link: string };
  /** footer.aboutText: also the home page's meta description. */
  about: string;
  /**
   * The newsletters the site offers (newsletter settings' enabledNewsletters) are its active
   * newsletter templates (data/<site>.ts); this one is left out of the subscribe block and the footer.
   */
  newsletterNotInBlock: string;
}

const SITES: readonly SiteSeed[] = [
  {
    key: 'edr',
    rootDomain: 'www.edr-demo.example',
    email: 'edr-demo.example',
    primaryColor: '#3867a6',
    secondaryColor: '#002049',
    primaryFont: 'open_sans',
    secondaryFont: 'georgia',
    headerImage: 'conference-stage.jpg',
    adPath: '/21712345/edr',
    tagManager: 'GTM-EDR1234',
    newDesign: false,
    podcast: 'The EDR Podcast',
    cta: { text: 'Power Electronics Summit: early registration ends soon.', buttonLabel: 'Register', link: '/events' },
    about: 'Electronic Design Review covers power, embedded, RF and test engineering: news, technical articles, webinars and events for electronics design engineers.',
    newsletterNotInBlock: 'Webinar Alerts',
  },
  {
    key: 'fot',
    rootDomain: 'www.fot-demo.example',
    email: 'fot-demo.example',
    primaryColor: '#34a853',
    secondaryColor: '#002049',
    primaryFont: 'fira_sans',
    secondaryFont: 'pt_sans',
    headerImage: 'truck-highway.jpg',
    adPath: '/21712345/fot',
    tagManager: 'G-FOT2026',
    newDesign: true,
    podcast: 'Fleet Ops Talk',
    cta: { text: 'Get the weekly fleet briefing in your inbox.', buttonLabel: 'Subscribe', link: '/subscribe' },
    about: 'Fleet Operations Today reports on trucking, logistics, warehousing and fleet electrification for the people who run commercial fleets.',
    newsletterNotInBlock: 'Electrification Update',
  },
];

function mustPass<T>(label: string, check: SettingsCheck<T>): T {
  if (!check.ok) throw new Error(`Seed ${label} does not pass its schema: ${JSON.stringify(check.fieldErrors)}`);
  return check.value;
}

async function assetId(db: Db, tenantId: number, fileName: string): Promise<number | null> {
  const [row] = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.tenantId, tenantId), eq(assets.fileName, fileName)))
    .limit(1);
  return row?.id ?? null;
}

async function favicon(db: Db, storage: Storage, tenantId: number, site: SiteSeed): Promise<number> {
  const existing = await assetId(db, tenantId, 'favicon.ico');
  if (existing !== null) return existing;
  const hex = site.primaryColor.slice(1);
  const rgb: [number, number, number] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  const bytes = buildIco({ width: 32, height: 32, rgb });
  const storageKey = `seed/${site.key}/files/favicon.ico`;
  await storage.put(storageKey, bytes, { contentType: 'image/x-icon' });
  const [row] = await db
    .insert(assets)
    .values({
      tenantId,
      kind: 'file',
      fileName: 'favicon.ico',
      storageKey,
      src: storage.urlFor(storageKey),
      mimeType: 'image/x-icon',
      sizeBytes: bytes.byteLength,
      width: 32,
      height: 32,
      caption: 'Site favicon',
      metadata: { seeded: true },
    })
    .returning({ id: assets.id });
  if (!row) throw new Error('favicon asset not inserted');
  return row.id;
}

async function siteSettingsFor(db: Db, storage: Storage, tenantId: number, site: SiteSeed): Promise<SiteSettings> {
  const logo = await assetId(db, tenantId, `${site.key}-logo.png`);
  const headerImage = await assetId(db, tenantId, site.headerImage);
  const topSections = await db
    .select({ id: websiteSections.id })
    .from(websiteSections)
    .where(and(eq(websiteSections.tenantId, tenantId), isNull(websiteSections.parentId)))
    .orderBy(websiteSections.sequence)
    .limit(6);
  // The leaders program (edr, whose leaders module is on): the companies directory holds the leaders' pages.
  const [companiesSection] = await db
    .select({ id: websiteSections.id })
    .from(websiteSections)
    .where(and(eq(websiteSections.tenantId, tenantId), eq(websiteSections.alias, 'companies')))
    .limit(1);
  const d = structuredClone(DEFAULT_SITE_SETTINGS);
  const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  return {
    ...d,
    general: {
      ...d.general,
      siteName: tenant?.name ?? site.key,
      rootDomain: site.rootDomain,
      supportedContentTypes: ['Article', 'News', 'Blog', 'Company', 'Contact', 'Document', 'Event', 'Podcast', 'Video', 'Webinar', 'Whitepaper', 'Page'],
      favicon: await favicon(db, storage, tenantId, site),
      enableNoIndexByContentType: ['Page'],
      newDesign: site.newDesign,
    },
    header: { ...d.header, logo, logoHeight: 40, linkColor: site.primaryColor },
    footer: { ...d.footer, logo, backgroundColor: site.secondaryColor, aboutText: site.about, copyrightText: 'All rights reserved.' },
    socialLinks: {
      ...d.socialLinks,
      facebook: `https://www.facebook.com/${site.key}demo`,
      linkedin: `https://www.linkedin.com/company/${site.key}-demo`,
      youtube: `https://www.youtube.com/@${site.key}demo`,
    },
    baseStyles: {
      ...d.baseStyles,
      primaryFont: site.primaryFont,
      secondaryFont: site.secondaryFont,
      primaryColor: site.primaryColor,
      secondaryColor: site.secondaryColor,
      linkColor: site.primaryColor,
      colorPalette: [site.primaryColor, site.secondaryColor, '#ba3329', '#ed852d'],
    },
    podStyle: { accentColor: site.primaryColor },
    contentStyle: { ...d.contentStyle, defaultContentTypes: ['Article', 'News', 'Blog'] },
    tagManager: { containerId: site.tagManager },
    adManager: { ...d.adManager, basePath: site.adPath },
    sectionTree: { parentSections: topSections.map((s) => s.id) },
    inquiryForm: { ...d.inquiryForm, sendTo: [`sales@${site.email}`], sendFrom: `noreply@${site.email}`, headerImage },
    contactUs: { ...d.contactUs, sendTo: [`editors@${site.email}`], sendFrom: `noreply@${site.email}` },
    magazine: { newsletterSignupSite: `https://${site.rootDomain}/subscribe`, newsletterSignupQuery: 'source=magazine' },
    blueConic: { ...d.blueConic, startDaysAgo: 90, endDaysAgo: 0 },
    leaders: { enabled: site.key === 'edr' && companiesSection !== undefined, title: 'Industry Leaders', sectionId: companiesSection?.id ?? null },
    // The parts_search and data_sheets blocks show while this is on: the Parts Direct frame with
    // PARTS_DIRECT_EMBED_URL set on the server, else a search of the site's products and documents.
    partsDirect: { enabled: site.key === 'edr', embedKey: site.key === 'edr' ? 'edr-demo-parts' : '' },
    // On for EDR (its demo holds a company update waiting for review, docs/company-updates.md).
    companyUpdate: { enabled: site.key === 'edr', notificationEmails: [`companies@${site.email}`] },
  };
}

async function contentIds(db: Db, tenantId: number, type: 'Contact' | 'Company' | 'Podcast') {
  return db
    .select({ id: content.id, name: content.name, alias: content.alias })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), eq(content.type, type), inArray(content.status, [1, 2])))
    .orderBy(content.id)
    .limit(12);
}

/** Product ids of the site's newsletters: the next values of audience_product_id_seq no membership of the site holds. */
async function newsletterProductIds(db: Db, tenantId: number, count: number): Promise<number[]> {
  const taken = new Set((await db.select({ product: memberships.omedaProduct }).from(memberships).where(eq(memberships.tenantId, tenantId))).map((r) => r.product));
  const ids: number[] = [];
  while (ids.length < count) {
    const id = await nextProductId(db);
    if (!taken.has(id)) ids.push(id);
  }
  return ids;
}

/** Newsletter settings: product ids are allocated here, so only when the document is missing (`have`). */
async function newsletterSettingsFor(db: Db, tenantId: number, site: SiteSeed): Promise<Record<string, unknown>> {
  const templates = (DEMO_TENANTS.find((t) => t.key === site.key)?.commerce?.newsletterTemplates ?? []).filter((t) => t.active);
  const productIds = await newsletterProductIds(db, tenantId, templates.length);
  return mustPass(
    'newsletters',
    checkNewsletterSettings({
      ...newsletterSettingsWithDefaults(null),
      stealthLink: `https://${site.rootDomain}/subscribe?source=stealth`,
      enabledNewsletters: templates.map((t, i) => ({
        productId: productIds[i]!,
        title: t.name,
        description: t.description,
        showInSubscribeBlock: t.name !== site.newsletterNotInBlock,
      })),
      subscribeBlockSettings: {
        promoCode: `${site.key.toUpperCase()}BLOCK`,
        title: 'Get our newsletters',
        description: `The news and analysis of ${site.key === 'edr' ? 'electronic design' : 'fleet operations'}, free in your inbox.`,
        buttonLabel: 'Sign up',
      },
      injectionSettings: { enabled: site.key === 'edr', parameterName: 'oly_enc_id' },
    }),
  );
}

async function documentsFor(db: Db, storage: Storage, tenantId: number, site: SiteSeed, have: ReadonlySet<string>): Promise<Record<string, Record<string, unknown>>> {
  const site_ = mustPass(`${site.key} site settings`, checkSiteSettings(await siteSettingsFor(db, storage, tenantId, site)));
  const contacts = await contentIds(db, tenantId, 'Contact');
  const companies = await contentIds(db, tenantId, 'Company');
  const podcasts = await contentIds(db, tenantId, 'Podcast');
  const half = Math.ceil(contacts.length / 2);
  return {
    [SETTINGS_KEYS.site]: site_,
    [SETTINGS_KEYS.cta]: mustPass('cta', checkCtaMessage({ enabled: true, ...site.cta, openInNewWindow: false })),
    [SETTINGS_KEYS.contacts]: mustPass(
      'contacts',
      checkContactsSettings({
        groups: [
          { title: 'Editorial team', contacts: contacts.slice(0, half).map((c) => c.id) },
          { title: 'Sales', contacts: contacts.slice(half).map((c) => c.id) },
        ].filter((g) => g.contacts.length > 0),
      }),
    ),
    [SETTINGS_KEYS.podcasts]: mustPass(
      'podcasts',
      checkPodcastsSettings({
        // The show itself; its episodes are the Podcast content of the site.
        podcasts: [
          {
            url: `https://${site.rootDomain}/podcasts`,
            title: site.podcast,
            description: `${site.podcast}: conversations with the people behind the stories${podcasts.length ? `, ${podcasts.length} episodes so far` : ''}.`,
            image: null,
            links: [
              { service: 'apple', url: `https://podcasts.apple.com/us/podcast/${site.key}-demo/id10${site.key.length}2345` },
              { service: 'spotify', url: `https://open.spotify.com/show/${site.key}demo2026` },
              { service: 'youtube', url: `https://www.youtube.com/@${site.key}demo/podcasts` },
              { service: 'rss', url: `https://${site.rootDomain}/feeds/podcast.xml` },
            ],
          },
        ],
      }),
    ),
    [SETTINGS_KEYS.meig]: mustPass(
      'meig',
      checkMeigSettings({
        ...meigSettingsWithDefaults(null),
        enabled: site.key === 'edr',
        intro: 'Manufacturers and suppliers serving our readers, with their latest news, products and contacts.',
        featuredCompanies: companies.slice(0, 3).map((c) => c.id),
      }),
    ),
    // Metering and IP gating on edr only, so the demo shows a site with each and one without.
    [SETTINGS_KEYS.membership]: mustPass(
      'membership',
      checkMembershipSettings({
        ...membershipSettingsWithDefaults(null),
        fromEmail: `members@${site.email}`,
        supportEmail: `support@${site.email}`,
        unsubscribeLink: `https://${site.rootDomain}/account#manage-newsletters`,
        customerServiceLink: `https://${site.rootDomain}/contact-us`,
        privacyLink: `https://${site.rootDomain}/privacy-policy`,
        safeSenderText: `To make sure our e-mails reach your inbox, add members@${site.email} to your address book or safe senders list.`,
        commenting: true,
        siteLoginPageText: 'Log in to read member content, manage your newsletters and keep your favourite articles.',
        newsletterPromoCode: `${site.key.toUpperCase()}WEB`,
        showTitleLocks: true,
        allowIpGating: site.key === 'edr',
        contentMetering: { ...membershipSettingsWithDefaults(null).contentMetering, enabled: site.key === 'edr' },
      }),
    ),
    // The terms template the seeded contracts were filled from (seed/contracts.ts).
    [SETTINGS_KEYS.contracts]: mustPass('contracts', checkContractSettings(contractSettingsSeed())),
    ...(have.has(SETTINGS_KEYS.newsletters) ? {} : { [SETTINGS_KEYS.newsletters]: await newsletterSettingsFor(db, tenantId, site) }),
  };
}

/**
 * Returns how many documents were written, and the sites skipped because their demo documents no
 * longer pass the schema (say, a seed image was removed): a start-up must not fail over demo data.
 */
export async function seedSiteSettings(db: Db, storage: Storage): Promise<{ written: number; skipped: string[] }> {
  let written = 0;
  const skipped: string[] = [];
  for (const site of SITES) {
    const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.tenantKey, site.key));
    if (!tenant) continue;
    const stored = await db.select({ key: tenantSettings.key }).from(tenantSettings).where(eq(tenantSettings.tenantId, tenant.id));
    const have = new Set(stored.map((r) => r.key));
    if (Object.values(SETTINGS_KEYS).every((key) => have.has(key))) continue;
    let documents: Record<string, Record<string, unknown>>;
    try {
      documents = await documentsFor(db, storage, tenant.id, site, have);
    } catch (error) {
      skipped.push(`${site.key}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    for (const [key, payload] of Object.entries(documents)) {
      if (have.has(key)) continue;
      const inserted = await db.insert(tenantSettings).values({ tenantId: tenant.id, key, payload }).onConflictDoNothing().returning({ key: tenantSettings.key });
      written += inserted.length;
    }
  }
  return { written, skipped };
}
