import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import { endOfBusinessDay } from '../../../shared/newsletterAds.js';
import { centralToday, fillSubject } from '../../../shared/newsletterCampaigns.js';
import { newsletterConsent, newsletterCountryOf } from '../../../shared/newsletterSubscriptions.js';
import { SETTINGS_KEYS } from '../../../shared/settings/index.js';
import { newsletterTemplateSchema, WEEKDAYS, type NewsletterTemplateDocument, type Weekday } from '../../../shared/newsletterTemplates.js';
import type { Db } from '../client.js';
import {
  content,
  newsletterAdSchedules,
  newsletterAds,
  newsletterCampaigns,
  newsletterContentSchedules,
  newsletterSubscriptions,
  newsletterTemplates,
  siteUserProducts,
  siteUsers,
  tenants,
  tenantSettings,
} from '../schema/index.js';
import type { NewsletterTemplateSeed } from './types.js';
import { chunks } from './util.js';

/**
 * The newsletter demo (issue 12 item 9): for edr and fot, the active templates get full documents
 * with grids (content lists, two ad positions, contacts, a note) and their subscriber list; a month
 * of sent campaigns (their HTML is made on first view: docs/newsletters.md "Seeded campaigns") and a
 * draft for the next issue (none is scheduled: a scheduled campaign needs its start job, which the
 * API queues); content scheduled to every issue; ads of
 * each priority scheduled to the templates; and subscribers — the demo readers and anonymous
 * customers — with their recorded opt-ins. Runs after the settings (the newsletters' product ids)
 * and once per site (skipped when the site has campaigns).
 */
const SITES = ['edr', 'fot'] as const;
const ANONYMOUS_SUBSCRIBERS = 60;
const DAY_MS = 86_400_000;

/** Deployment days of a template by its place in the site's list. */
const DAYS_BY_INDEX: Weekday[][] = [['mon', 'tue', 'wed', 'thu', 'fri'], ['tue'], ['thu'], ['wed']];

let counter = 0;
const nextId = (prefix: string) => `${prefix}${(counter += 1).toString(36)}`;

/** A demo template's full document: its seed fields, a grid, its list and testers. */
export function demoTemplateDocument(seed: Pick<NewsletterTemplateSeed, 'name' | 'description' | 'width' | 'preheader' | 'headerStyle' | 'legacyNewsletterId'>, site: { name: string; domain: string; contactIds: number[] }, index: number, productId: number | null): NewsletterTemplateDocument {
  const block = (type: string, settings: Record<string, unknown>) => ({ id: nextId('b'), type, settings });
  const row = (layout: '1' | '1_1', columns: ReturnType<typeof block>[][], settings: Record<string, unknown> = {}) => ({ id: nextId('r'), settings: { layout, ...settings }, columns: columns.map((blocks) => ({ id: nextId('c'), blocks })) });
  return newsletterTemplateSchema.parse({
    name: seed.name,
    description: seed.description,
    legacyNewsletterId: seed.legacyNewsletterId ?? '',
    preheaderBlurb: seed.preheader,
    styles: { width: seed.width },
    header: { style: seed.headerStyle, text: seed.description, showDate: true },
    footer: {
      text: `You are receiving ${seed.name} because you subscribed at ${site.domain}.`,
      address: index % 2 === 0 ? '1000 Market Street, Suite 400, Chicago, IL 60607' : '200 Harbor Drive, Cleveland, OH 44114',
    },
    socialLinks: [
      { network: 'linkedin', url: `https://www.linkedin.com/company/${site.domain.split('.')[1] ?? 'demo'}` },
      { network: 'x', url: `https://x.com/${site.domain.split('.')[1] ?? 'demo'}` },
    ],
    subscriptionLinks: [{ label: 'Manage your newsletters', url: `https://${site.domain}/account#manage-newsletters` }],
    informationLinks: [
      { label: 'Privacy policy', url: `https://${site.domain}/privacy` },
      { label: 'Advertise', url: `https://${site.domain}/advertise` },
    ],
    safeSenderText: `Add newsletters@${site.domain.replace(/^www\./, '')} to your address book so ${seed.name} reaches your inbox.`,
    deployment: {
      days: DAYS_BY_INDEX[index % DAYS_BY_INDEX.length],
      time: index === 0 ? '06:00' : '07:30',
      senderName: site.name,
      senderEmail: `newsletters@${site.domain.replace(/^www\./, '')}`,
      replyTo: `editors@${site.domain.replace(/^www\./, '')}`,
      subjectPattern: index === 0 ? '[name]: [title]' : '[name] – [date]',
      productId,
    },
    defaultTesters: [`newsletters@${site.domain.replace(/^www\./, '')}`],
    grid: {
      rows: [
        row('1', [[block('content_list', { title: 'Top stories', numberOfItems: 3, teaserLength: 220, imagePosition: 'left', showSection: true })]]),
        row('1', [[block('native_ad', { position: 1 })]]),
        row('1_1', [
          [block('content_list', { title: 'More news', numberOfItems: 2, teaserLength: 120, showImage: false })],
          [block('content_list', { title: 'Editor’s pick', populationMode: 'manual', numberOfItems: 1, teaserLength: 150, imagePosition: 'top' })],
        ]),
        row('1', [[block('native_ad', { position: 2, placements: ['rectangle', 'leaderboard', 'billboard', 'logo', 'sponsored_link'] })]], { verticalPadding: 8 }),
        row('1', [[block('content_list', { title: 'Also this week', numberOfItems: 4, showTeaser: false, imagePosition: 'none', showDate: true })]]),
        ...(site.contactIds.length ? [row('1', [[block('contacts', { title: 'Contact the newsroom', contactIds: site.contactIds.slice(0, 2) })]], { backgroundColor: '#f8f9fa' })] : []),
        row('1', [[block('html', { html: `<p>Have a story idea or a question? <strong>Reply to this e-mail</strong> or write to <a href="mailto:editors@${site.domain.replace(/^www\./, '')}">our editors</a>.</p>` })]]),
      ],
    },
  });
}

/** Issue dates (YYYY-MM-DD, Central) of the last `days` days on the given weekdays, oldest first. */
function pastIssueDates(now: Date, days: number, weekdays: readonly Weekday[]): string[] {
  const dates: string[] = [];
  for (let back = days; back >= 1; back -= 1) {
    const date = centralToday(new Date(now.getTime() - back * DAY_MS));
    const weekday = WEEKDAYS[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7]!;
    if (weekdays.includes(weekday)) dates.push(date);
  }
  return dates;
}

function nextIssueDate(after: string, weekdays: readonly Weekday[]): string {
  for (let ahead = 1; ahead <= 14; ahead += 1) {
    const date = new Date(new Date(`${after}T12:00:00Z`).getTime() + ahead * DAY_MS).toISOString().slice(0, 10);
    const weekday = WEEKDAYS[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7]!;
    if (weekdays.length === 0 || weekdays.includes(weekday)) return date;
  }
  return after;
}

interface AdSeed {
  title: string;
  placement: 'sponsored_content' | 'sponsored_link' | 'job_opening' | 'product_showcase' | 'rectangle' | 'leaderboard' | 'billboard' | 'logo';
  priority: 10 | 5 | 1;
  body: string;
  cta: string;
  position: number;
  /** Days from today the schedule starts and ends. */
  from: number;
  to: number;
}

const ADS: AdSeed[] = [
  { title: 'Cut design time in half with our new reference platform', placement: 'sponsored_content', priority: 10, body: 'A complete reference design with schematics, layout files and firmware, free to download.', cta: 'Get the design', position: 1, from: -20, to: 20 },
  { title: 'Free guide: choosing the right partner', placement: 'product_showcase', priority: 5, body: 'Fifteen questions to ask before you sign. A practical checklist from our editors.', cta: 'Download the guide', position: 1, from: -40, to: 40 },
  { title: 'Subscribe to the print magazine', placement: 'sponsored_content', priority: 1, body: 'Every issue in print and digital, free for qualified professionals.', cta: 'Subscribe free', position: 1, from: -60, to: 60 },
  { title: 'Trade show 2027: register now and save 30%', placement: 'sponsored_link', priority: 10, body: 'Three days of sessions, labs and the show floor.', cta: '', position: 2, from: -10, to: 25 },
  { title: 'Webinar series: ask the experts', placement: 'sponsored_link', priority: 1, body: 'Live every month, on demand after.', cta: '', position: 2, from: -60, to: 60 },
];

export async function seedNewsletters(db: Db, now: Date): Promise<{ campaigns: number; subscribers: number; ads: number }> {
  let totals = { campaigns: 0, subscribers: 0, ads: 0 };
  for (const key of SITES) {
    const [tenant] = await db.select().from(tenants).where(eq(tenants.tenantKey, key));
    if (!tenant) continue;
    const [hasCampaign] = await db.select({ id: newsletterCampaigns.id }).from(newsletterCampaigns).where(eq(newsletterCampaigns.tenantId, tenant.id)).limit(1);
    if (hasCampaign) continue;
    const added = await db.transaction((tx) => seedSite(tx, tenant, now));
    totals = { campaigns: totals.campaigns + added.campaigns, subscribers: totals.subscribers + added.subscribers, ads: totals.ads + added.ads };
  }
  return totals;
}

async function seedSite(db: Db, tenant: typeof tenants.$inferSelect, now: Date) {
  const tenantId = tenant.id;
  const [settingsRow] = await db.select().from(tenantSettings).where(and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.key, SETTINGS_KEYS.newsletters)));
  const enabled = ((settingsRow?.payload as { enabledNewsletters?: { productId: number | null; title: string }[] } | undefined)?.enabledNewsletters ?? []).filter((n) => n.productId !== null);
  const [siteRow] = await db.select().from(tenantSettings).where(and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.key, SETTINGS_KEYS.site)));
  const general = (siteRow?.payload as { general?: { siteName?: string; rootDomain?: string } } | undefined)?.general;
  const site = { name: general?.siteName || tenant.name, domain: general?.rootDomain || `www.${tenant.tenantKey}.example`, contactIds: [] as number[] };
  site.contactIds = (await db.select({ id: content.id }).from(content).where(and(eq(content.tenantId, tenantId), eq(content.type, 'Contact'), eq(content.status, 1))).orderBy(asc(content.id)).limit(2)).map((r) => r.id);

  // Templates: the active ones get their documents and lists.
  const templates = await db.select().from(newsletterTemplates).where(eq(newsletterTemplates.tenantId, tenantId)).orderBy(asc(newsletterTemplates.id));
  const documents = new Map<number, NewsletterTemplateDocument>();
  for (const [index, template] of templates.entries()) {
    const payload = template.payload as unknown as Record<string, unknown>;
    const product = enabled.find((n) => n.title === payload.name)?.productId ?? null;
    const document = demoTemplateDocument(
      {
        name: String(payload.name),
        description: String(payload.description ?? ''),
        width: ([700, 750, 800].includes(Number(payload.width)) ? Number(payload.width) : 750) as 700 | 750 | 800,
        preheader: String(payload.preheader ?? payload.preheaderBlurb ?? ''),
        headerStyle: (['logo-left', 'logo-center', 'banner'].includes(String((payload.header as { style?: string } | undefined)?.style)) ? (payload.header as { style: string }).style : 'logo-left') as 'logo-left',
        legacyNewsletterId: typeof payload.legacyNewsletterId === 'string' ? payload.legacyNewsletterId : null,
      },
      site,
      index,
      template.status === 1 ? product : null,
    );
    await db.update(newsletterTemplates).set({ payload: document }).where(eq(newsletterTemplates.id, template.id));
    if (template.status === 1) documents.set(template.id, document);
  }

  // Subscribers: the demo readers hold every newsletter; anonymous customers hold one or two.
  const readers = await db.select().from(siteUsers).where(and(eq(siteUsers.tenantId, tenantId), eq(siteUsers.status, 1))).orderBy(asc(siteUsers.id));
  const anonymous = await db
    .insert(siteUsers)
    .values(
      Array.from({ length: ANONYMOUS_SUBSCRIBERS }, (_, i) => ({
        tenantId,
        username: `list${i + 1}@${tenant.tenantKey}-audience.example`,
        emails: [`list${i + 1}@${tenant.tenantKey}-audience.example`],
        hashedId: `${tenant.tenantKey}-nl-${i + 1}-${tenantId}`.padEnd(24, '0').slice(0, 24),
        countryCode: i % 10 === 0 ? 'CAN' : 'USA',
        region: i % 10 === 0 ? 'ON' : 'IL',
        status: 0 as const,
        createdAt: new Date(now.getTime() - (ANONYMOUS_SUBSCRIBERS - i) * 3_600_000 * 11),
      })),
    )
    .returning();
  const holdings: { userId: number; productId: number; email: string; country: string | null; region: string | null; source: 'Account' | 'NlWidgetUnauthenticated'; at: Date }[] = [];
  for (const reader of readers) for (const n of enabled) holdings.push({ userId: reader.id, productId: n.productId!, email: reader.username.toLowerCase(), country: reader.countryCode, region: reader.region, source: 'Account', at: reader.createdAt });
  anonymous.forEach((user, i) => {
    const picks = enabled.filter((_, n) => n === i % enabled.length || (i % 3 === 0 && n === (i + 1) % enabled.length));
    for (const n of picks) holdings.push({ userId: user.id, productId: n.productId!, email: user.username, country: user.countryCode, region: user.region, source: 'NlWidgetUnauthenticated', at: user.createdAt });
  });
  for (const part of chunks(holdings, 400)) {
    await db.insert(siteUserProducts).values(part.map((h) => ({ userId: h.userId, productId: h.productId, amount: '0.00', source: h.source, createdAt: h.at }))).onConflictDoNothing();
    await db.insert(newsletterSubscriptions).values(
      part.map((h) => ({
        tenantId,
        email: h.email,
        siteUserId: h.userId,
        productId: h.productId,
        action: 'OptIn' as const,
        source: h.source,
        consent: newsletterConsent({ country: newsletterCountryOf(h.country), region: h.region, given: true }, h.at),
        createdAt: h.at,
      })),
    );
  }

  // Content for the issues: recent live stories, a different slice per issue.
  const stories = await db
    .select({ id: content.id, name: content.name, published: content.published })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), inArray(content.type, ['Article', 'News', 'Blog', 'Webinar', 'Podcast', 'Video']), eq(content.status, 1), lte(content.published, now)))
    .orderBy(desc(content.published))
    .limit(120);
  let campaigns = 0;
  let templateIndex = 0;
  for (const [templateId, document] of documents) {
    const dates = pastIssueDates(now, 30, document.deployment.days);
    const subscribers = holdings.filter((h) => h.productId === document.deployment.productId).length;
    const upcoming = nextIssueDate(centralToday(now), document.deployment.days);
    for (const [issueIndex, date] of [...dates, upcoming].entries()) {
      const offset = (issueIndex * 5 + templateIndex * 3) % Math.max(1, stories.length - 10);
      const picked = stories.slice(offset, offset + 10);
      if (picked.length === 0) continue;
      const manualBlock = document.grid.rows[2]?.columns[1]?.blocks[0]?.id ?? null;
      await db
        .insert(newsletterContentSchedules)
        .values(picked.map((story, position) => ({ tenantId, templateId, contentId: story.id, issueDate: date, position, blockId: position === 9 ? manualBlock : null })))
        .onConflictDoNothing();
      const sent = date < centralToday(now);
      const subject = fillSubject(document.deployment.subjectPattern, { date, name: document.name, title: picked[0]!.name });
      const sendAt = new Date(`${date}T${document.deployment.time}:00-06:00`);
      await db.insert(newsletterCampaigns).values({
        tenantId,
        templateId,
        issueDate: date,
        subject,
        preheader: '',
        status: sent ? 'sent' : 'draft',
        hideOnWeb: false,
        sendAt: sent ? sendAt : null,
        sendingStartedAt: sent ? sendAt : null,
        sentAt: sent ? new Date(sendAt.getTime() + 4 * 60_000) : null,
        // Rendered on first view for the address the demo is reached at (the seed cannot know it).
        origin: null,
        recipientCount: sent ? subscribers : 0,
        sentCount: sent ? subscribers : 0,
        createdAt: new Date(sendAt.getTime() - 2 * DAY_MS),
        updatedAt: sent ? new Date(sendAt.getTime() + 4 * 60_000) : new Date(sendAt.getTime() - DAY_MS),
      });
      campaigns += 1;
    }
    templateIndex += 1;
  }

  // Ads: companies of the site advertise; every template carries each ad at its position.
  const companies = await db.select({ id: content.id, name: content.name }).from(content).where(and(eq(content.tenantId, tenantId), eq(content.type, 'Company'), eq(content.status, 1))).orderBy(asc(content.id)).limit(ADS.length);
  let ads = 0;
  if (companies.length > 0) {
    for (const [i, ad] of ADS.entries()) {
      const company = companies[i % companies.length]!;
      const house = ad.priority === 1;
      const [row] = await db
        .insert(newsletterAds)
        .values({
          tenantId,
          title: ad.title,
          campaignName: house ? 'House promotions' : `${company.name} Q4`,
          companyId: company.id,
          logoUrl: '',
          imageUrl: '',
          placement: ad.placement,
          label: house ? '' : 'Sponsored',
          url: `https://${site.domain}/promo/${i + 1}`,
          body: ad.body,
          adCategory: house ? 'House' : 'Display',
          ctaLabel: ad.cta,
          priority: ad.priority,
        })
        .returning({ id: newsletterAds.id });
      if (!row) continue;
      await db.insert(newsletterAdSchedules).values(
        [...documents.keys()].map((templateId, n) => ({
          tenantId,
          adId: row.id,
          templateId,
          startDate: endOfBusinessDay(new Date(now.getTime() + ad.from * DAY_MS)),
          endDate: endOfBusinessDay(new Date(now.getTime() + ad.to * DAY_MS)),
          position: ad.position,
          orderId: house ? '' : `ORD-${tenant.tenantKey.toUpperCase()}-${100 + i}`,
          lineItemId: house ? '' : `LI-${200 + i * 10 + n}`,
        })),
      );
      ads += 1;
    }
  }
  return { campaigns, subscribers: new Set(holdings.map((h) => h.userId)).size, ads };
}
