import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import { slugify } from '../../../shared/aliases.js';
import { MONTH_NAMES } from '../../../shared/dates.js';
import type { Db } from '../client.js';
import { content, contentIssueSchedules, magazineIssues, magazinePublications, magazineSections } from '../schema/index.js';
import { imageKeyOf } from './content/seedContent.js';
import type { PublicationSeed } from './types.js';

export interface MagazineSeedSummary {
  issues: number;
  magazineSections: number;
  issueSchedules: number;
}

/** How many of the site's newest articles go into each of a publication's newest issues. */
const ITEMS_PER_ISSUE = [4, 3];

/** 'YYYY-MM-01' of the month `monthsAgo` before `now`'s month (UTC). */
function firstOfMonth(now: Date, monthsAgo: number): { date: string; name: string } {
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
  return { date: month.toISOString().slice(0, 10), name: `${MONTH_NAMES[month.getUTCMonth()]} ${month.getUTCFullYear()}` };
}

/** A made-up Zmags publication id, the same on every run (the demo's editions do not exist at Zmags). */
const zmagsIdOf = (key: string) => createHash('sha1').update(key).digest('hex').slice(0, 8);

/**
 * The demo's magazines (docs/magazines.md "Demo data"): for each publication of the tenant's seed
 * with `issues`, its magazine sections and its issues over the last year — this month's the newest,
 * every `everyMonths` months back, covers taken from the tenant's illustrations, each with a digital
 * edition — plus next month's issue as an inactive draft for the main magazine; the site's newest
 * articles and blogs are scheduled to the newest issues, spread over the sections.
 */
export async function insertMagazines(
  db: Db,
  input: { tenantId: number; tenantKey: string; now: Date; publications: readonly PublicationSeed[]; images: readonly string[]; assetIds: ReadonlyMap<string, number> },
): Promise<MagazineSeedSummary> {
  const summary: MagazineSeedSummary = { issues: 0, magazineSections: 0, issueSchedules: 0 };
  const { tenantId, now } = input;
  const covers = input.images.map((file) => input.assetIds.get(imageKeyOf(input.tenantKey, file))).filter((id): id is number => id !== undefined);
  const rows = await db.select().from(magazinePublications).where(eq(magazinePublications.tenantId, tenantId));
  const stories = await db
    .select({ id: content.id })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), eq(content.status, 1), inArray(content.type, ['Article', 'Blog']), lte(content.published, now)))
    .orderBy(desc(content.published), desc(content.id));
  let nextStory = 0;

  for (const [p, seed] of input.publications.entries()) {
    const publication = rows.find((row) => row.name === seed.name);
    if (!publication || !seed.issues) continue;
    const sections = seed.sections?.length
      ? await db
          .insert(magazineSections)
          .values(seed.sections.map((name, i) => ({ tenantId, publicationId: publication.id, name, sequence: (i + 1) * 10 })))
          .returning({ id: magazineSections.id })
      : [];
    summary.magazineSections += sections.length;

    const planned = Array.from({ length: seed.issues.count }, (_, k) => ({ ...firstOfMonth(now, k * seed.issues!.everyMonths), status: 1 }));
    // The main magazine's next issue, in preparation: editors see it, readers do not yet.
    if (p === 0) planned.unshift({ ...firstOfMonth(now, -1), status: 0 });
    const issues = await db
      .insert(magazineIssues)
      .values(
        planned.map((issue, k) => ({
          tenantId,
          publicationId: publication.id,
          name: issue.name,
          alias: slugify(issue.name),
          mailingDate: issue.date,
          description: `The ${issue.name} issue of ${publication.name}.`,
          coverImageId: covers.length ? covers[(k + p) % covers.length]! : null,
          digitalEditionUrl: `https://viewer.zmags.com/publication/${zmagsIdOf(`${input.tenantKey}/${publication.alias}/${issue.date}`)}`,
          status: issue.status,
        })),
      )
      .returning({ id: magazineIssues.id, status: magazineIssues.status });
    summary.issues += issues.length;

    const live = issues.filter((issue) => issue.status === 1);
    for (const [k, count] of ITEMS_PER_ISSUE.entries()) {
      const issue = live[k];
      if (!issue || stories.length === 0) continue;
      const picked = Array.from({ length: Math.min(count, stories.length) }, () => stories[nextStory++ % stories.length]!.id);
      const entries = [...new Set(picked)].map((contentId, i) => ({
        tenantId,
        issueId: issue.id,
        contentId,
        sectionId: sections.length ? sections[i % sections.length]!.id : null,
        sequence: i,
      }));
      await db.insert(contentIssueSchedules).values(entries);
      summary.issueSchedules += entries.length;
    }
  }
  return summary;
}
