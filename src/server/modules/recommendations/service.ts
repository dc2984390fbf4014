import { CONTENT_ID_PATTERN } from '../../../shared/constants.js';
import type { ContentType } from '../../../shared/contentTypes.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, notFound } from '../../graphql/errors.js';
import type { Recommendation } from '../../integrations/blueconic/index.js';
import { teaserOf } from '../content/service.js';
import { listResults, listStatement, type ListedRow } from '../pages/listSql.js';
import { imageRefOf } from '../pages/teasers.js';

export interface GetBlueConicRecommendationsArgs {
  contentId?: number | null;
  sectionId?: number | null;
  limit?: number | null;
  profileId?: string | null;
}

/** 002 §9 "BlueConic in article body: 4 items": the default; a page's blocks together ask for at most 100. */
export const RECOMMENDATIONS_LIMIT = { default: 4, max: 100 } as const;
/** Pages and directory entries are not recommended reading. */
export const NOT_RECOMMENDED: readonly ContentType[] = ['Page', 'Company', 'Contact'];
const DAY_MS = 86_400_000;

export interface RecommendedRow {
  row: ListedRow;
  trackingUrl: string | null;
}

/**
 * The recommended live items of the site, best first, at most `limit`, through the
 * recommendations adapter (integrations/blueconic): it names content ids, and the items are read
 * here, so only live items of this site are ever shown. The window is the site's BlueConic
 * settings' start and end days ago (001 §5 "0-3650") counted from the start of the day (UTC), so
 * the local default's answer is the same all day and is kept in the site's list cache (dropped by
 * any content change and after 60 s).
 */
export async function recommendedRows(
  ctx: GraphQLContext,
  { contentId, sectionId, limit, profileId }: { contentId: number | null; sectionId: number | null; limit: number; profileId: string | null },
): Promise<RecommendedRow[]> {
  const [tree, { site }] = await Promise.all([ctx.loaders.sectionTree(), ctx.services.slots.settings.get(ctx.tenant.id)]);
  const sectionIds = sectionId != null && tree.byId.has(sectionId) ? tree.withDescendants(sectionId) : [];
  const today = Math.floor(ctx.now.getTime() / DAY_MS) * DAY_MS;
  const { startDaysAgo, endDaysAgo } = site.blueConic;
  const publishedAfter = new Date(today - startDaysAgo * DAY_MS);
  // An end of 0 days ago is "up to now": no upper bound beyond the live rule.
  const publishedBefore = endDaysAgo > 0 ? new Date(today - (endDaysAgo - 1) * DAY_MS) : null;
  const read = async (): Promise<RecommendedRow[]> => {
    const recommended = await ctx.services.recommendations.recommend({
      tenantId: ctx.tenant.id,
      now: ctx.now,
      contentId,
      sectionIds,
      limit,
      publishedAfter,
      publishedBefore,
      excludeTypes: NOT_RECOMMENDED,
      profileId,
    });
    return withRows(ctx, recommended);
  };
  // A personalised answer (a profile) is the visitor's own; the local one is the same for everyone.
  if (profileId || ctx.services.recommendations.kind !== 'local') return read();
  const key = JSON.stringify({ kind: 'recommendations', contentId, sectionIds, limit, after: publishedAfter.toISOString(), before: publishedBefore?.toISOString() ?? null });
  const rows = await ctx.services.slots.lists.get(ctx.tenant.id, key, async () => (await read()).map(({ row }) => row));
  return rows.map((row) => ({ row, trackingUrl: null }));
}

/** The live items of this site among the recommended ids, in the service's order (one statement, with images). */
async function withRows(ctx: GraphQLContext, recommended: readonly Recommendation[]): Promise<RecommendedRow[]> {
  const ids = [...new Set(recommended.map((r) => r.contentId))];
  if (!ids.length) return [];
  const { text, values, name } = listStatement(ctx.tenant.id, ctx.now, [
    {
      kind: 'list',
      filter: { includeIds: ids, excludeIds: [], types: null, excludeTypes: NOT_RECOMMENDED, sectionIds: null, scheduleOption: null, requiresImage: false },
      sort: { field: 'published', order: 'desc' },
      limit: ids.length,
      offset: 0,
    },
  ]);
  const [rows = []] = listResults(await ctx.services.sql.query(text, values, name), 1);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const tracking = new Map(recommended.map((r) => [r.contentId, r.trackingUrl]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ row, trackingUrl: tracking.get(id) ?? null }] : [];
  });
}

export interface BlueConicRecommendationNode {
  id: number;
  name: string;
  teaser: string | null;
  image: string | null;
  published: Date | null;
  url: string;
  trackingUrl: string | null;
}

/**
 * getBlueConicRecommendations (002 §7; §3 "Recommendation item"): public. Bad bounds are
 * BAD_USER_INPUT; a section that is not one of this site's is NOT_FOUND (as getContentStream); an
 * unknown item simply leads nowhere (the section and the newest items still answer).
 */
export async function getBlueConicRecommendations(ctx: GraphQLContext, args: GetBlueConicRecommendationsArgs): Promise<BlueConicRecommendationNode[]> {
  const limit = args.limit ?? RECOMMENDATIONS_LIMIT.default;
  if (!Number.isInteger(limit) || limit < 1 || limit > RECOMMENDATIONS_LIMIT.max) {
    throw badInput(`limit must be between 1 and ${RECOMMENDATIONS_LIMIT.max}.`, { limit: `Must be between 1 and ${RECOMMENDATIONS_LIMIT.max}` });
  }
  if (args.contentId != null && !CONTENT_ID_PATTERN.test(String(args.contentId))) {
    throw badInput('contentId must be an 8-digit content id.', { contentId: 'Must be exactly 8 digits' });
  }
  const profileId = args.profileId?.trim() || null;
  if (profileId && profileId.length > 200) throw badInput('profileId may be at most 200 characters.', { profileId: 'At most 200 characters' });
  if (args.sectionId != null && !(await ctx.loaders.sectionTree()).byId.has(args.sectionId)) {
    throw notFound(`No section with id ${args.sectionId} was found on this site.`);
  }
  const rows = await recommendedRows(ctx, { contentId: args.contentId ?? null, sectionId: args.sectionId ?? null, limit, profileId });
  return rows.map(({ row, trackingUrl }) => ({
    id: row.id,
    name: row.name,
    teaser: teaserOf(row, { maxLength: 175, fallback: true }),
    image: imageRefOf(row.image, { maxWidth: 640, fallbackAlt: row.name })?.src ?? null,
    published: row.published,
    url: new URL(row.canonicalPath, ctx.origin).href,
    trackingUrl,
  }));
}
