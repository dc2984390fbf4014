import { isHttpUrl } from '../../../shared/contentFields.js';
import { formatDuration } from '../../../shared/dates.js';
import { PODCAST_SERVICE_LABELS } from '../../../shared/settings/podcasts.js';
import { findPodcast } from '../../../site/blocks/Podcasts/match.js';
import type { LeadersData, PartsDirectKind, PlaylistVideoRef, PodcastEpisode, PodcastShow, TeaserItem } from '../../../site/blocks/types.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { distributeRecommendations } from '../../integrations/blueconic/index.js';
import { leaderSections, leadersProgram, LEADERS_LIMIT } from '../leaders/service.js';
import { RECOMMENDATIONS_LIMIT, recommendedRows } from '../recommendations/service.js';
import { siteVideos } from '../youtube/service.js';
import { playlistIdOf, PLAYLIST_DEFAULTS } from '../../integrations/youtube/index.js';
import type { ListedRow, ListFilter, ListSpec } from './listSql.js';
import { buildTeasers, imageRefOf, sectionLinkOf } from './teasers.js';

/**
 * The data of the blocks of issue 13's last batch (podcasts, parts_search, data_sheets,
 * blueconic_recommendations, leaders, the video player's playlist), for the page's data API
 * (dataApi.ts). Each reads the site's settings from the site cache and its rows through the same
 * services as its public operation.
 */

/** A podcast of the site's podcasts settings (by address or title), as the podcasts block shows it; null when none matches. */
export async function podcastShow(ctx: GraphQLContext, wanted: string): Promise<PodcastShow | null> {
  const { podcasts } = await ctx.services.slots.settings.get(ctx.tenant.id);
  const podcast = findPodcast(podcasts.podcasts, wanted);
  if (!podcast) return null;
  const asset = podcast.image === null ? null : await ctx.loaders.asset.load(podcast.image);
  return {
    title: podcast.title,
    // Checked when saved; checked again here, as the page links them.
    url: isHttpUrl(podcast.url) ? podcast.url : null,
    description: podcast.description.trim() || null,
    image: asset && asset.tenantId === ctx.tenant.id ? imageRefOf(asset, { maxWidth: 320, fallbackAlt: podcast.title }) : null,
    links: podcast.links.filter((link) => isHttpUrl(link.url)).map((link) => ({ service: link.service, label: PODCAST_SERVICE_LABELS[link.service] ?? link.service, url: link.url })),
  };
}

/** Episodes' lengths: the items were listed (teasers); their details come in one batch from the request's content loader. */
export async function withDurations(ctx: GraphQLContext, items: TeaserItem[]): Promise<PodcastEpisode[]> {
  const rows = await ctx.loaders.content.loadMany(items.map((item) => item.id));
  return items.map((item, i) => {
    const row = rows[i];
    const seconds = row && !(row instanceof Error) ? row.details.durationSeconds : null;
    return { ...item, duration: typeof seconds === 'number' && seconds > 0 ? formatDuration(seconds) : null };
  });
}

/** The Parts Direct embed of the site (parts_search, data_sheets): null while off or without a key. */
export async function partsDirectEmbed(ctx: GraphQLContext, kind: PartsDirectKind): Promise<{ frameUrl: string | null } | null> {
  const { site } = await ctx.services.slots.settings.get(ctx.tenant.id);
  const { enabled, embedKey } = site.partsDirect;
  if (!enabled || !embedKey.trim()) return null;
  const template = ctx.config.partsDirectEmbedUrl;
  return { frameUrl: template ? template.replaceAll('{kind}', kind).replaceAll('{key}', encodeURIComponent(embedKey.trim())) : null };
}

/** The video player's playlist mode: the playlist's first videos (the YouTube Data API with a key, else the site's videos). */
export async function playlistVideos(ctx: GraphQLContext, { playlistId, maxResults }: { playlistId: string; maxResults: number }): Promise<PlaylistVideoRef[]> {
  const id = playlistIdOf(playlistId);
  if (!id) return [];
  const { videos } = await ctx.services.youtube.playlistVideos({
    playlistId: id,
    maxResults,
    cacheForSeconds: PLAYLIST_DEFAULTS.cacheForSeconds,
    siteVideos: (limit) => siteVideos(ctx, limit),
  });
  return videos.map((video) => ({ provider: video.provider, videoId: video.videoId, title: video.title, embedUrl: video.embedUrl }));
}

/** The largest list a leaders block reads (002 §9 "1000 for leaders"). */
const leadersSpec = (filter: ListFilter, limit: number): ListSpec => ({
  kind: 'list',
  filter: { excludeTypes: [], excludeIds: [], scheduleOption: null, requiresImage: false, ...filter, types: ['Company'] },
  sort: { field: 'name', order: 'asc' },
  limit: Math.min(limit, LEADERS_LIMIT),
  offset: 0,
});

/**
 * The leaders block's data: the program's title and its companies by name (with their sections
 * when asked); null while off. The companies are lists of the page's one list statement (their
 * logos come with them) and so sit in the site's list cache: a warm node reads them from memory.
 * A section outside the leaders section takes two steps: the leaders, then those of them there.
 */
export async function leadersData(
  ctx: GraphQLContext,
  loadList: (spec: ListSpec) => Promise<ListedRow[]>,
  { sectionId, limit, withSections }: { sectionId: number | null; limit: number; withSections: boolean },
): Promise<LeadersData | null> {
  const program = await leadersProgram(ctx);
  if (!program) return null;
  const tree = await ctx.loaders.sectionTree();
  // A section that no longer exists lists nothing (the block is dropped), it does not fail the page.
  if (sectionId !== null && !tree.byId.has(sectionId)) return { title: program.title, companies: [] };
  const leadersTree = tree.withDescendants(program.sectionId);
  let rows: ListedRow[];
  if (sectionId === null || leadersTree.includes(sectionId)) {
    rows = await loadList(leadersSpec({ sectionIds: sectionId === null ? leadersTree : tree.withDescendants(sectionId) }, limit));
  } else {
    const leaders = await loadList(leadersSpec({ sectionIds: leadersTree }, LEADERS_LIMIT));
    rows = leaders.length ? await loadList(leadersSpec({ includeIds: leaders.map((row) => row.id).sort((a, b) => a - b), sectionIds: tree.withDescendants(sectionId) }, limit)) : [];
  }
  rows = rows.slice(0, limit);
  const sections = withSections ? await leaderSections(ctx, program, rows.map((row) => row.id)) : null;
  return {
    title: program.title,
    companies: rows.map((row) => ({
      id: row.id,
      name: row.name,
      path: row.canonicalPath,
      logo: imageRefOf(row.image, { maxWidth: 240, fallbackAlt: `${row.name} logo` }),
      sections: (sections?.get(row.id) ?? []).flatMap((section) => sectionLinkOf(tree, section.id) ?? []),
    })),
  };
}

/**
 * The page's recommendation blocks share one read (002 §4 "Recommendation blocks distribute items
 * across registered blocks by count, wrapping to the start when short"): every block asks in the
 * same turn of the event loop (the loaders start together), the batch reads as many items as the
 * blocks' counts add up to (at most 100) once, and hands them out in page order.
 */
export function createRecommendationBatch(ctx: GraphQLContext) {
  type Ask = { index: number; count: number; contentId: number | null; sectionId: number | null; resolve: (rows: ListedRow[]) => void; reject: (error: unknown) => void };
  let asks: Ask[] = [];
  const run = async (batch: Ask[]) => {
    try {
      const ordered = [...batch].sort((a, b) => a.index - b.index);
      const first = ordered[0]!;
      const total = Math.min(RECOMMENDATIONS_LIMIT.max, ordered.reduce((sum, ask) => sum + ask.count, 0));
      const rows = (await recommendedRows(ctx, { contentId: first.contentId, sectionId: first.sectionId, limit: total, profileId: null })).map(({ row }) => row);
      const shares = distributeRecommendations(rows, ordered.map((ask) => ask.count));
      ordered.forEach((ask, i) => ask.resolve(shares[i]!));
    } catch (error) {
      for (const ask of batch) ask.reject(error);
    }
  };
  return {
    async take(index: number, { contentId, sectionId, count, teaserMaxLength }: { contentId: number | null; sectionId: number | null; count: number; teaserMaxLength: number }): Promise<TeaserItem[]> {
      const rows = await new Promise<ListedRow[]>((resolve, reject) => {
        asks.push({ index, count, contentId, sectionId, resolve, reject });
        if (asks.length === 1) {
          setImmediate(() => {
            const batch = asks;
            asks = [];
            void run(batch);
          });
        }
      });
      return buildTeasers(ctx, rows, { teaserMaxLength });
    },
  };
}
