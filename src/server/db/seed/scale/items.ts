import { CONTENT_STATUS } from '../../../../shared/contentStatus.js';
import type { ContentType } from '../../../../shared/contentTypes.js';
import type { ScheduleOption } from '../../../../shared/schedules.js';
import type { content, ContentDetails } from '../../schema/index.js';
import { AUTHORED_TYPES } from '../content/seedContent.js';
import { bodyHtml, daysFrom, minutesAfter, youtubeEmbed } from '../util.js';
import type { Random } from './random.js';
import { bodyOf, headline, personName, teaserOf, type ItemTheme } from './text.js';
import { CITIES, COMPANY_STEMS, companyName, JOB_TITLES, MARKETS, PROMOTION_LABELS, VENUE_KINDS, YOUTUBE_IDS } from './words.js';

/**
 * Share of each of the 16 types in a large catalogue: mostly articles and news, a long tail of
 * the rest (a business-media site's archive, not the demo's one-of-each).
 */
export const TYPE_WEIGHTS: Readonly<Record<ContentType, number>> = {
  Article: 30,
  News: 25,
  PressRelease: 7,
  Blog: 6,
  Video: 5,
  Product: 4,
  Podcast: 3,
  Event: 3,
  Webinar: 3,
  Whitepaper: 3,
  Document: 2,
  Company: 2,
  Contact: 2,
  MediaGallery: 2,
  Promotion: 1.5,
  Page: 0.5,
};

export interface ScaleSection {
  id: number;
  alias: string;
  name: string;
  parentId: number | null;
}

export interface ScaleCompany {
  id: number;
  name: string;
}

/** What the tenant already holds, read once before the first batch. */
export interface ScaleContext {
  tenantId: number;
  now: Date;
  home: ScaleSection | null;
  /** Primary-section candidates per type; an empty list means the type's items have no section. */
  sectionsByType: ReadonlyMap<ContentType, readonly ScaleSection[]>;
  sectionsById: ReadonlyMap<number, ScaleSection>;
  /** Tag and section names: what items are about. */
  topics: readonly string[];
  terms: readonly { id: number; name: string }[];
  /** Active persons. */
  authors: readonly number[];
  images: readonly number[];
  headshots: readonly number[];
  files: readonly number[];
  /** Grows as the run adds companies, so later press releases and products can point at them. */
  companies: ScaleCompany[];
}

export type ScaleContentRow = Omit<typeof content.$inferInsert, 'id' | 'alias' | 'canonicalPath' | 'searchVector'>;

export interface PlannedSchedule {
  sectionId: number;
  option: ScheduleOption;
  startDate: Date;
  endDate: Date | null;
}

export interface PlannedItem {
  row: ScaleContentRow;
  sectionAlias: string | null;
  schedules: PlannedSchedule[];
  termIds: number[];
  authorIds: number[];
  /** content_images in order; the primary image first. */
  imageIds: number[];
}

const DAY = 86_400_000;
/** Published dates reach this far back. */
const ARCHIVE_DAYS = 5 * 365;

/** Status and dates: ~3% drafts, ~1% deleted, ~0.5% scheduled to go live later, ~0.5% expired. */
function lifecycle(r: Random, now: Date): Pick<ScaleContentRow, 'status' | 'published' | 'unpublished' | 'createdAt' | 'updatedAt'> {
  const roll = r.next();
  const past = daysFrom(now, -r.next() * ARCHIVE_DAYS);
  if (roll < 0.03) {
    const created = daysFrom(now, -r.int(0, 120));
    return { status: CONTENT_STATUS.DRAFT, published: null, unpublished: null, createdAt: created, updatedAt: created };
  }
  const status = roll < 0.04 ? CONTENT_STATUS.DELETED : CONTENT_STATUS.PUBLISHED;
  const published = roll >= 0.04 && roll < 0.045 ? daysFrom(now, r.int(1, 30), r.int(6, 18)) : past;
  const unpublished = roll >= 0.045 && roll < 0.05 ? new Date(Math.min(now.getTime() - DAY, published.getTime() + r.int(7, 365) * DAY)) : null;
  const createdAt = new Date(published.getTime() - r.int(0, 72) * 3_600_000);
  // One item in five was edited again later.
  const updatedAt = r.chance(0.2) ? new Date(Math.min(now.getTime(), published.getTime() + r.int(1, 60) * DAY)) : published;
  return { status, published, unpublished, createdAt, updatedAt };
}

function schedulesOf(r: Random, ctx: ScaleContext, section: ScaleSection, published: Date, sponsored: boolean): PlannedSchedule[] {
  const plan: PlannedSchedule[] = [{ sectionId: section.id, option: 'Standard', startDate: published, endDate: null }];
  const add = (target: ScaleSection | null | undefined, option: ScheduleOption, endDate: Date | null = null) => {
    if (!target || plan.some((p) => p.sectionId === target.id && p.option === option)) return;
    plan.push({ sectionId: target.id, option, startDate: published, endDate });
  };
  const parent = section.parentId ? ctx.sectionsById.get(section.parentId) : undefined;
  if (sponsored) add(ctx.home, 'Sponsored');
  const roll = r.next();
  if (roll < 0.08) add(ctx.home, 'Featured');
  else if (roll < 0.14) add(parent ?? ctx.home, 'Recommended');
  else if (roll < 0.16) add(ctx.home, 'Pinned');
  // Featured for a while, long over: the schedule has an end.
  else if (roll < 0.18) add(ctx.home, 'Featured', new Date(published.getTime() + r.int(2, 14) * DAY));
  return plan;
}

function typeFields(r: Random, type: ContentType, theme: ItemTheme, published: Date | null, ctx: ScaleContext, name: string): Partial<ScaleContentRow> {
  const base = published ?? ctx.now;
  const slug = theme.company.toLowerCase();
  switch (type) {
    case 'Event': {
      const [city, region, country] = r.pick(CITIES);
      const startDate = daysFrom(base, r.int(20, 150), 9);
      const lastDay = daysFrom(startDate, r.int(0, 2), 9);
      return {
        startDate,
        endDate: minutesAfter(lastDay, 8 * 60),
        venue: { name: `${city} ${r.pick(VENUE_KINDS)}`, city, region, country },
        linkUrl: `https://events.${slug}.example/register`,
      };
    }
    case 'Webinar': {
      const startDate = daysFrom(base, r.int(7, 45), r.pick([14, 15, 16, 17]));
      return { startDate, endDate: minutesAfter(startDate, r.pick([30, 45, 60, 90])), linkUrl: `https://webinars.${slug}.example/live/${r.int(1000, 9999)}` };
    }
    case 'Company': {
      const [city, state, country] = r.pick(CITIES);
      const details: ContentDetails = { website: `https://www.${slug}.example`, phone: `+1 555 ${r.int(100, 999)} ${r.int(1000, 9999)}`, email: `info@${slug}.example` };
      return { address1: `${r.int(1, 9999)} ${r.pick(['Industrial', 'Innovation', 'Harbor', 'Market', 'Science Park'])} Way`, city, state, country, postalCode: String(r.int(10000, 99999)), details };
    }
    case 'Contact': {
      const [city, state, country] = r.pick(CITIES);
      const [firstName = '', lastName = ''] = name.split(' ');
      return { city, state, country, details: { firstName, lastName, jobTitle: r.pick(JOB_TITLES), email: `${firstName}.${lastName}@${slug}.example`.toLowerCase() } };
    }
    case 'Document':
    case 'Whitepaper':
      return { details: ctx.files.length ? { fileAssetId: r.pick(ctx.files) } : {}, userRegistrationRequired: type === 'Whitepaper' && r.chance(0.3) };
    case 'Podcast':
      return { details: { audioUrl: `https://media.${slug}.example/podcast/${r.int(1, 99999)}.mp3`, durationSeconds: r.int(900, 4200) } };
    case 'Product':
      return { linkUrl: `https://www.${slug}.example/products/${r.int(100, 9999)}`, details: { productModel: `${theme.company.slice(0, 2).toUpperCase()}-${r.int(100, 9999)}` } };
    case 'Promotion':
      return { linkUrl: `https://offers.${slug}.example/${r.int(100, 9999)}`, details: { linkLabel: r.pick(PROMOTION_LABELS) } };
    case 'Video':
      return { embedCode: youtubeEmbed(r.pick(YOUTUBE_IDS), name) };
    default:
      return {};
  }
}

/** One realistic content item of the given ordinal's random stream. */
export function planItem(r: Random, ctx: ScaleContext): PlannedItem {
  const type = r.weighted(TYPE_WEIGHTS);
  const company = type === 'Product' || type === 'PressRelease' ? (ctx.companies.length ? r.pickSkewed(ctx.companies) : null) : null;
  const theme: ItemTheme = {
    topic: r.pickSkewed(ctx.topics),
    company: company?.name.split(' ')[0] ?? r.pick(COMPANY_STEMS),
    other: r.pick(COMPANY_STEMS),
    market: r.pick(MARKETS),
    year: ctx.now.getUTCFullYear() - r.int(0, 4),
  };
  const person = type === 'Contact' ? personName(r) : null;
  const name = person ? `${person.firstName} ${person.lastName}` : type === 'Company' ? companyName(theme.company, r.int(0, 11)) : headline(r, type, theme);
  const life = lifecycle(r, ctx.now);
  const candidates = ctx.sectionsByType.get(type) ?? [];
  const section = candidates.length ? r.pick(candidates) : null;
  const labels = r.chance(0.03) ? ['Sponsored'] : type === 'Article' && r.chance(0.05) ? [r.pick(['Exclusive', 'Opinion'])] : [];
  const terms = ctx.terms.length ? r.sample(ctx.terms, r.int(1, 5), true) : [];
  const teaser = teaserOf(r, theme);

  const imageIds: number[] = [];
  const portraits = type === 'Contact' ? ctx.headshots : ctx.images;
  if (type !== 'Page' && portraits.length && r.chance(0.92)) imageIds.push(r.pick(portraits));
  if (type === 'MediaGallery') imageIds.push(...r.sample(ctx.images, r.int(4, 10)));
  else if (type !== 'Contact' && r.chance(0.12)) imageIds.push(...r.sample(ctx.images, r.int(1, 2)));

  const row: ScaleContentRow = {
    tenantId: ctx.tenantId,
    type,
    ...life,
    name,
    teaser,
    body: bodyHtml(bodyOf(r, theme)),
    manualAlias: null,
    primarySectionId: section?.id ?? null,
    primaryImageId: imageIds[0] ?? null,
    companyId: company?.id ?? null,
    labels,
    // Not null in the table: every row carries them (insertJson writes null for a missing key).
    details: {},
    userRegistrationRequired: false,
    metadata: { description: teaser, keywords: terms.map((t) => t.name.toLowerCase()) },
    ...typeFields(r, type, theme, life.published ?? null, ctx, name),
  };
  const live = row.status === CONTENT_STATUS.PUBLISHED && row.published;
  return {
    row,
    sectionAlias: section?.alias ?? null,
    schedules: live && section && type !== 'Page' ? schedulesOf(r, ctx, section, row.published as Date, labels.includes('Sponsored')) : [],
    termIds: terms.map((t) => t.id),
    authorIds: AUTHORED_TYPES.has(type) && ctx.authors.length ? r.sample(ctx.authors, r.chance(0.7) ? 1 : r.chance(0.75) ? 2 : 3, true) : [],
    imageIds: [...new Set(imageIds)],
  };
}
