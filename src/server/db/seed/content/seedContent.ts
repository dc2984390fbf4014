import { eq } from 'drizzle-orm';
import { canonicalPathOf, contentAlias, slugify } from '../../../../shared/aliases.js';
import { CONTENT_STATUS } from '../../../../shared/contentStatus.js';
import type { ContentType } from '../../../../shared/contentTypes.js';
import type { Db } from '../../client.js';
import {
  content,
  contentAuthors,
  contentImages,
  contentTaxonomy,
  contentWebsiteSchedules,
  type ContentDetails,
} from '../../schema/index.js';
import { HEADSHOTS } from '../assets.js';
import type { SeededPerson } from '../persons.js';
import type { SeededSection } from '../sections.js';
import type { ContentSeed, TermRef } from '../types.js';
import { bodyHtml, chunks, daysFrom, minutesAfter, required } from '../util.js';
import { HOME_ALIAS, planSchedules } from './schedules.js';

export const TEASER_MAX_LENGTH = 175;

/** Types whose items carry authors (content_authors). */
export const AUTHORED_TYPES: ReadonlySet<ContentType> = new Set([
  'Article',
  'Blog',
  'News',
  'Whitepaper',
  'Video',
  'Podcast',
]);

export interface ContentLookups {
  tenantId: number;
  tenantKey: string;
  now: Date;
  sections: ReadonlyMap<string, SeededSection>;
  /** Asset ids by storage key. */
  assetIds: ReadonlyMap<string, number>;
  persons: ReadonlyMap<string, SeededPerson>;
  terms: ReadonlyMap<TermRef, number>;
  memberships: ReadonlyMap<string, number>;
  imagesBySection: Readonly<Record<string, string[]>>;
}

export interface ContentSeedSummary {
  content: number;
  schedules: number;
  taxonomy: number;
  authors: number;
  images: number;
}

type ContentInsert = typeof content.$inferInsert;

/** The storage key of the generated PDF of a document or white paper. */
export const pdfKeyOf = (tenantKey: string, name: string) => `seed/${tenantKey}/files/${slugify(name)}.pdf`;
export const imageKeyOf = (tenantKey: string, fileName: string) => `seed/${tenantKey}/${fileName}`;

/** Published dates spread over the last ~120 days, at varied times of day. */
function spreadPublished(now: Date, index: number): Date {
  return daysFrom(now, -(((index * 47) % 117) + 1), 6 + ((index * 5) % 12), (index * 13) % 60);
}

function eventDates(seed: ContentSeed, now: Date): { startDate: Date | null; endDate: Date | null } {
  const when = seed.when;
  if (!when) return { startDate: null, endDate: null };
  if (seed.type === 'Webinar') {
    const startDate = daysFrom(now, when.startInDays, when.startHourUtc ?? 15);
    return { startDate, endDate: minutesAfter(startDate, when.durationMinutes ?? 60) };
  }
  const startHour = when.startHourUtc ?? 9;
  const startDate = daysFrom(now, when.startInDays, startHour);
  // Each event day lasts eight hours; the end is the end of the last day.
  const lastDay = daysFrom(now, when.startInDays + (when.durationDays ?? 1) - 1, startHour);
  return { startDate, endDate: minutesAfter(lastDay, 8 * 60) };
}

export async function seedContent(db: Db, seeds: readonly ContentSeed[], ctx: ContentLookups): Promise<ContentSeedSummary> {
  const { tenantId, tenantKey, now, sections } = ctx;
  const aliases = new Set<string>();
  const uniqueAlias = (base: string) => {
    let alias = base;
    for (let n = 2; aliases.has(alias); n++) alias = `${base}-${n}`;
    aliases.add(alias);
    return alias;
  };
  const rotation = new Map<string, number>();
  const nextOf = (key: string, list: readonly string[]): string | undefined => {
    const n = rotation.get(key) ?? 0;
    rotation.set(key, n + 1);
    return list[n % list.length];
  };
  const imageOf = (seed: ContentSeed): string | null => {
    if (seed.image !== undefined) return seed.image;
    if (seed.type === 'Page') return null;
    if (seed.type === 'Contact') return nextOf('headshots', HEADSHOTS) ?? null;
    if (seed.type === 'Event' && ctx.assetIds.has(imageKeyOf(tenantKey, 'conference-stage.jpg'))) return 'conference-stage.jpg';
    if (seed.type === 'Webinar' && ctx.assetIds.has(imageKeyOf(tenantKey, 'webinar-screen.jpg'))) return 'webinar-screen.jpg';
    const top = seed.section?.split('/')[0] ?? '';
    const list = ctx.imagesBySection[top] ?? ctx.imagesBySection['*'] ?? [];
    return nextOf(top || '*', list) ?? null;
  };
  const imageId = (fileName: string) => required(ctx.assetIds, imageKeyOf(tenantKey, fileName), 'image');
  const activeAuthors = [...ctx.persons.values()].filter((p) => p.active);

  const planned = seeds.map((seed, index) => {
    if (seed.teaser.length > TEASER_MAX_LENGTH) throw new Error(`Teaser over ${TEASER_MAX_LENGTH} characters: ${seed.name}`);
    const section = seed.section === null ? null : required(sections, seed.section, 'section');
    const alias = uniqueAlias(contentAlias({ sectionAlias: section?.alias ?? null, name: seed.name }));
    const status = seed.status ?? CONTENT_STATUS.PUBLISHED;
    const dates = eventDates(seed, now);
    let published: Date | null = status === CONTENT_STATUS.DRAFT ? null : daysFrom(now, -(seed.daysAgo ?? 0));
    if (published && seed.daysAgo === undefined) published = spreadPublished(now, index);
    if (published && dates.startDate && published.getTime() > dates.startDate.getTime() - 14 * 86_400_000) {
      published = daysFrom(dates.startDate, -21);
    }
    const image = imageOf(seed);
    const details: ContentDetails = { ...(seed.details ?? {}) };
    if (seed.pdf) details.fileAssetId = required(ctx.assetIds, pdfKeyOf(tenantKey, seed.name), 'file');
    const row: ContentInsert = {
      tenantId,
      type: seed.type,
      status,
      name: seed.name,
      seoTitle: seed.seoTitle ?? null,
      teaser: seed.teaser,
      body: bodyHtml(seed.body),
      alias,
      canonicalPath: canonicalPathOf(alias),
      primarySectionId: section?.id ?? null,
      primaryImageId: image ? imageId(image) : null,
      published,
      startDate: dates.startDate,
      endDate: dates.endDate,
      venue: seed.venue ?? null,
      address1: seed.address?.address1 ?? null,
      city: seed.address?.city ?? null,
      postalCode: seed.address?.postalCode ?? null,
      state: seed.address?.state ?? null,
      country: seed.address?.country ?? null,
      linkUrl: seed.linkUrl ?? null,
      embedCode: seed.embedCode ?? null,
      labels: seed.labels ?? [],
      metadata: {
        description: seed.description ?? seed.teaser,
        keywords: seed.keywords ?? seed.tags.map((t) => t.toLowerCase()),
      },
      gatingSurveyType: seed.gatingSurveyType ?? null,
      membershipIds: (seed.memberships ?? []).map((m) => required(ctx.memberships, m, 'membership')),
      userRegistrationRequired: seed.registrationRequired ?? false,
      excludeAds: seed.excludeAds ?? {},
      details,
      createdAt: published ?? daysFrom(now, -(index % 9) - 1),
      updatedAt: published ?? daysFrom(now, -(index % 3)),
    };
    return { seed, index, row, section, image };
  });

  // Companies first, so that other items can point at them.
  const ids = new Map<string, number>();
  const companyIds = new Map<string, number>();
  const contactIds = new Map<string, number>();
  const insertRows = async (rows: ContentInsert[]) => {
    for (const batch of chunks(rows, 200)) {
      const inserted = await db.insert(content).values(batch).returning({ id: content.id, alias: content.alias, type: content.type, name: content.name });
      for (const r of inserted) {
        ids.set(r.alias, r.id);
        if (r.type === 'Company') companyIds.set(r.name, r.id);
        if (r.type === 'Contact') contactIds.set(r.name, r.id);
      }
    }
  };
  await insertRows(planned.filter((p) => p.seed.type === 'Company').map((p) => p.row));
  await insertRows(
    planned
      .filter((p) => p.seed.type !== 'Company')
      .map((p) => ({ ...p.row, companyId: p.seed.company ? required(companyIds, p.seed.company, 'company') : null })),
  );
  // A company's contacts exist only now: its details.contactIds are filled in afterwards.
  for (const { seed, row } of planned) {
    if (!seed.contacts?.length) continue;
    const contactIdsOfCompany = seed.contacts.map((name) => required(contactIds, name, 'contact'));
    await db
      .update(content)
      .set({ details: { ...row.details, contactIds: contactIdsOfCompany } })
      .where(eq(content.id, required(ids, row.alias, 'content alias')));
  }

  const schedules: (typeof contentWebsiteSchedules.$inferInsert)[] = [];
  const taxonomy: (typeof contentTaxonomy.$inferInsert)[] = [];
  const authors: (typeof contentAuthors.$inferInsert)[] = [];
  const images: (typeof contentImages.$inferInsert)[] = [];
  const home = sections.get(HOME_ALIAS);
  let scheduled = 0;
  for (const { seed, index, row, section, image } of planned) {
    const contentId = required(ids, row.alias, 'content alias');

    if (row.status === CONTENT_STATUS.PUBLISHED && row.published && section && seed.type !== 'Page') {
      const parent = section.parentAlias ? sections.get(section.parentAlias) : undefined;
      const plan = planSchedules({
        n: scheduled++,
        now,
        published: row.published,
        primary: section,
        home,
        parent,
        sponsored: (seed.labels ?? []).includes('Sponsored'),
      });
      for (const p of plan) schedules.push({ tenantId, contentId, ...p });
    }

    const refs = new Set<TermRef>([...seed.tags.map((t): TermRef => `Tag:${t}`), ...(seed.terms ?? [])]);
    const topSection = section ? sections.get(section.alias.split('/')[0] ?? '') : undefined;
    if (topSection && ctx.terms.has(`Bin:${topSection.name}`)) refs.add(`Bin:${topSection.name}`);
    for (const ref of refs) taxonomy.push({ contentId, termId: required(ctx.terms, ref, 'taxonomy term') });

    const authorNames =
      seed.authors ??
      (AUTHORED_TYPES.has(seed.type) && activeAuthors.length > 0
        ? [activeAuthors[index % activeAuthors.length], index % 4 === 0 ? activeAuthors[(index + 3) % activeAuthors.length] : undefined]
            .filter((p): p is SeededPerson => p !== undefined)
            .map((p) => p.fullName)
        : []);
    [...new Set(authorNames)].forEach((name, position) =>
      authors.push({ contentId, personId: required(ctx.persons, name, 'person').id, position }),
    );

    const imageFiles = [...new Set([...(image ? [image] : []), ...(seed.gallery ?? [])])];
    imageFiles.forEach((file, position) => images.push({ contentId, assetId: imageId(file), position }));
  }

  for (const batch of chunks(schedules)) await db.insert(contentWebsiteSchedules).values(batch);
  for (const batch of chunks(taxonomy)) await db.insert(contentTaxonomy).values(batch);
  for (const batch of chunks(authors)) await db.insert(contentAuthors).values(batch);
  for (const batch of chunks(images)) await db.insert(contentImages).values(batch);

  return { content: ids.size, schedules: schedules.length, taxonomy: taxonomy.length, authors: authors.length, images: images.length };
}
