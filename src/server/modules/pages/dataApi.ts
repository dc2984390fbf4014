import DataLoader from 'dataloader';
import { filledSocialLinks } from '../../../shared/settings/lookAndFeel.js';
import { SOCIAL_NETWORKS } from '../../../shared/socialNetworks.js';
import type { BlockDataApi, CompanyContentQuery, ContentListQuery, TeaserItem } from '../../../site/blocks/types.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { listResults, listStatement, type ListedRow, type ListSpec } from './listSql.js';
import { buildTeasers, imageRefOf } from './teasers.js';
import { contentByUsState } from './usStateContent.js';
import { sectionOverview } from './sectionOverview.js';
import { takeInOrder } from '../../../site/blocks/takeInOrder.js';
import { companyContacts, companyProfile } from './company.js';
import { getCampaignStream } from '../newsletters/campaigns.js';
import { newsletterRules } from '../newsletterSubscriptions/rules.js';
import { authorProfiles } from './authors.js';
import { createRecommendationBatch, leadersData, partsDirectEmbed, playlistVideos, podcastShow, withDurations } from './moreBlocks.js';
import { createMagazinePool } from './magazines.js';

/** 002 §9 "Body-block content stream limit 1000": no list query reads more rows than this. */
const MAX_ROWS = 1000;

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
}
const deferred = (): Deferred => {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

/**
 * The data API of one page's blocks. Every list block starts its query at once (in parallel) and
 * over-fetches by what the blocks before it may take; items are then handed out strictly in page
 * order, each block skipping what an earlier block already shows — the same result as running the
 * lists one after another with growing exclude lists (usedContentIds), in the time of one query.
 */
export function createPageDataPool(
  ctx: GraphQLContext,
  {
    reserves,
    pageContentId,
    excludeContentIds = [],
    pageIssueId = null,
    excludeIssueIds = [],
  }: {
    reserves: readonly number[];
    pageContentId: number | null;
    excludeContentIds?: readonly number[];
    /** The issue of an issue page, and the issues shown above already (load more): usedIssueIds, as content. */
    pageIssueId?: number | null;
    excludeIssueIds?: readonly number[];
  },
) {
  const used = new Set<number>(pageContentId ? [pageContentId] : []);
  // What the page above already shows (load more: getNextSecondaryGrid's excludeContentIds): left
  // out by the queries themselves, so the lists need no larger over-fetch for them.
  const excluded = [...new Set(excludeContentIds)].filter((id) => id !== pageContentId).sort((a, b) => a - b);
  for (const id of excluded) used.add(id);
  const withExcluded = (ids: readonly number[]): number[] => (excluded.length ? [...new Set([...ids, ...excluded])] : [...ids]);
  const settled = reserves.map(() => deferred());

  /** Waits until every earlier block has taken its items (or finished without a list). */
  const turn = (index: number) => Promise.all(settled.slice(0, index).map((d) => d.promise));

  // Every list of the page in one statement: the blocks ask within the same turn of the event loop
  // (their loaders run at once), so one batch gathers them all. Lists already read on this node
  // (for any page of the site, within LIST_TTL_MS and since the last content change) are not read again.
  const lists = new DataLoader<ListSpec, ListedRow[]>(
    async (specs) => {
      const byKey = new Map(specs.map((spec) => [JSON.stringify(spec), spec]));
      return ctx.services.slots.lists.getMany(ctx.tenant.id, [...specs.map((spec) => JSON.stringify(spec))], async (missing) => {
        const wanted = missing.map((key) => byKey.get(key)!);
        const { text, values, name } = listStatement(ctx.tenant.id, ctx.now, wanted);
        return listResults(await ctx.services.sql.query(text, values, name), wanted.length);
      });
    },
    { cache: false, batchScheduleFn: (run) => setImmediate(run) },
  );

  const allocate = async (index: number, fetched: Promise<ListedRow[]>, limit: number, teaserMaxLength: number): Promise<TeaserItem[]> => {
    try {
      const [rows] = await Promise.all([fetched, turn(index)]);
      const [taken] = takeInOrder([rows], limit, used);
      // Later blocks may take their turn now; the teasers load meanwhile.
      settled[index]!.resolve();
      return await buildTeasers(ctx, taken!, { teaserMaxLength });
    } finally {
      settled[index]!.resolve();
    }
  };

  /**
   * Several lists of one block (contentListsInOrder): all fetched in the same batch, then taken in
   * one allocation — the first list's items, then the next's to fill the limit — so the block
   * marks as used exactly what it shows and later blocks wait for all of it.
   */
  const allocateInOrder = async (index: number, fetched: Promise<ListedRow[]>[], limit: number, teaserMaxLengths: number[]): Promise<TeaserItem[][]> => {
    try {
      const [lists] = await Promise.all([Promise.all(fetched), turn(index)]);
      const taken = takeInOrder(lists, limit, used);
      settled[index]!.resolve();
      return await Promise.all(taken.map((rows, i) => buildTeasers(ctx, rows, { teaserMaxLength: teaserMaxLengths[i]! })));
    } finally {
      settled[index]!.resolve();
    }
  };

  const listRows = async (query: ContentListQuery, reserve: number): Promise<ListedRow[]> => {
    let sectionIds: number[] | null = null;
    if (query.sectionId != null) {
      const tree = await ctx.loaders.sectionTree();
      // A section that no longer exists lists nothing (the block is dropped), it does not fail the page.
      if (!tree.byId.has(query.sectionId)) return [];
      sectionIds = query.sectionBubbling ? tree.withDescendants(query.sectionId) : [query.sectionId];
    }
    // The page's own item is skipped when the items are handed out (it is among the used ones), so
    // the query is the same on every page of the site and its answer serves them all: one more row.
    return lists.load({
      kind: 'list',
      filter: {
        types: query.includeContentTypes.length ? query.includeContentTypes : null,
        excludeTypes: query.excludeContentTypes,
        excludeIds: withExcluded(query.excludeContentIds ?? []),
        sectionIds,
        scheduleOption: query.scheduleOption,
        requiresImage: query.requiresImage,
        // Set only when asked, so other lists keep their cache keys. A loader passes a rounded
        // instant (the webinars block: the minute), so the list is shared until it changes.
        ...(query.startDateAfter ? { startDateAfter: query.startDateAfter } : {}),
        ...(query.startDateBefore ? { startDateBefore: query.startDateBefore } : {}),
        ...(query.authorId ? { authorId: query.authorId } : {}),
      },
      sort: { field: query.sortField, order: query.sortOrder },
      limit: Math.min(MAX_ROWS, query.limit + reserve + (pageContentId ? 1 : 0)),
      offset: query.skip,
    });
  };

  const relatedRows = async (contentId: number, limit: number): Promise<ListedRow[]> => {
    const base = (await ctx.loaders.content.load(contentId)) ?? null;
    if (!base) return [];
    // The page's own item: its terms were read with it (content/graph.ts), so no query here.
    const terms = await ctx.loaders.taxonomyByContent.load(contentId);
    return lists.load({
      kind: 'related',
      contentId,
      termIds: terms.map((term) => term.id),
      sectionId: base.primarySectionId,
      limit: Math.min(MAX_ROWS, limit),
      excludeIds: withExcluded(pageContentId && pageContentId !== contentId ? [pageContentId] : []),
    });
  };

  // A company's own items: a branch of the page's list statement like any content list.
  const companyRows = (query: CompanyContentQuery, reserve: number): Promise<ListedRow[]> =>
    lists.load({
      kind: 'list',
      filter: {
        companyId: query.companyId,
        types: query.includeContentTypes.length ? query.includeContentTypes : null,
        excludeTypes: query.excludeContentTypes,
        excludeIds: withExcluded([]),
        sectionIds: null,
        scheduleOption: null,
        requiresImage: false,
      },
      sort: { field: 'published', order: 'desc' },
      limit: Math.min(MAX_ROWS, query.limit + reserve + (pageContentId ? 1 : 0)),
      offset: 0,
    });

  // The page's recommendation blocks read one list together and share it (moreBlocks.ts).
  const recommendations = createRecommendationBatch(ctx);

  // The magazine blocks: issues handed out in page order like content (usedIssueIds; magazines.ts).
  const magazines = createMagazinePool(ctx, { pageIssueId, excludeIssueIds, turn, loadList: (spec) => lists.load(spec) });

  return {
    /** The API handed to the loader of block `index` (in page order). */
    forBlock(index: number): BlockDataApi {
      const reserve = reserves.slice(0, index).reduce((sum, n) => sum + n, 0);
      return {
        contentList: (query) => allocate(index, listRows(query, reserve), query.limit, query.teaserMaxLength),
        contentListsInOrder: (queries, limit) =>
          allocateInOrder(
            index,
            queries.map((query) => listRows(query, reserve)),
            limit,
            queries.map((query) => query.teaserMaxLength),
          ),
        // Its children's lists join the page's list statement; it takes nothing from the pool.
        sectionOverview: (args) => sectionOverview(ctx, (spec) => lists.load(spec), args),
        // The item's authors were read with it (content/graph.ts primes the person loader too); photos in one batch.
        authorProfiles: (args) => authorProfiles(ctx, args),
        relatedContent: ({ contentId, limit, teaserMaxLength }) => allocate(index, relatedRows(contentId, limit + reserve), limit, teaserMaxLength),
        // Settings keys are lower case; blocks name networks as 002 §3 does (Facebook, Linkedin, …).
        socialLinks: async () =>
          filledSocialLinks((await ctx.loaders.siteSettings()).socialLinks).map(({ key, url }) => ({
            network: SOCIAL_NETWORKS.find((name) => name.toLowerCase() === key) ?? key,
            url,
          })),
        contentImages: async ({ contentId, maxWidth }) => {
          const [item, assets] = await Promise.all([ctx.loaders.content.load(contentId), ctx.loaders.imagesByContent.load(contentId)]);
          const fallbackAlt = item?.name ?? '';
          return assets.flatMap((asset) => {
            if (asset.id === item?.primaryImageId) return [];
            const ref = imageRefOf(asset, { maxWidth, fallbackAlt });
            return ref ? [ref] : [];
          });
        },
        file: async (assetId) => {
          const asset = await ctx.loaders.asset.load(assetId);
          if (!asset || asset.kind !== 'file') return null;
          return { url: asset.src, fileName: asset.fileName, mimeType: asset.mimeType, sizeBytes: asset.sizeBytes };
        },
        // Its own statement (state counts and the newest items per state), kept in the list cache.
        contentByUsState: (args) => contentByUsState(ctx, args),
        // The company blocks: the company row is the page's (primed), its contacts one cached statement.
        company: (companyId) => companyProfile(ctx, companyId, { pageContentId }),
        companyContacts: ({ companyId, limit }) => companyContacts(ctx, { companyId, limit, pageContentId }),
        companyContent: (query) => allocate(index, companyRows(query, reserve), query.limit, query.teaserMaxLength),
        // The newsletter blocks (docs/newsletters.md "Public newsletter blocks and the flyout").
        newsletterCampaigns: async ({ templateId, limit }) => {
          const { edges } = await getCampaignStream(ctx, { templateId, limit });
          return edges.map(({ node }) => ({ id: node.id, subject: node.subject, issueDate: node.issueDate, path: `/newsletter/${node.id}` }));
        },
        // From the site's settings cache (no statement): the footer sign-up's rule, with the block's texts.
        subscribeOffer: async () => {
          const [{ offered }, modules, settings] = await Promise.all([newsletterRules(ctx), ctx.services.slots.modules.get(ctx.tenant.id), ctx.services.slots.settings.get(ctx.tenant.id)]);
          if (!modules.newsletters) return null;
          const { title, description, buttonLabel } = settings.newsletters.subscribeBlockSettings;
          const newsletters = [...offered.values()].filter((n) => n.showInSubscribeBlock).map((n) => ({ id: n.productId, title: n.title, description: n.description }));
          return { newsletters, title, description, buttonLabel };
        },
        // The inquiry and contact forms: from the site's settings cache (no statement).
        siteForms: async () => {
          const { site } = await ctx.services.slots.settings.get(ctx.tenant.id);
          return { inquiry: site.inquiryForm.enableRmi && site.inquiryForm.sendTo.length > 0, contact: site.contactUs.sendTo.length > 0 };
        },
        // external_rss: the process's feed reader (integrations/feeds), which caches each address
        // 15 minutes (a failure 1 minute) and never throws. Dates go into the page's JSON as ISO text.
        externalFeed: async ({ url, limit }) => {
          const { items, error } = await ctx.services.feeds.read(url, limit);
          return { items: items.map((item) => ({ ...item, published: item.published ? item.published.toISOString() : null })), error };
        },
        // The podcasts block: the show from the settings cache; its episodes a list of the page's
        // statement, de-duplicated like content_list (the block declares contentCount).
        podcast: async ({ podcast, sectionId, limit, teaserMaxLength }) => {
          const query: ContentListQuery = {
            sectionId,
            sectionBubbling: true,
            scheduleOption: null,
            includeContentTypes: ['Podcast'],
            excludeContentTypes: [],
            requiresImage: false,
            sortField: 'published',
            sortOrder: 'desc',
            limit,
            skip: 0,
            teaserMaxLength,
          };
          // The episodes' list joins the page's statement at once, while the show is looked up.
          const rows = limit > 0 ? listRows(query, reserve) : Promise.resolve([]);
          rows.catch(() => undefined);
          const show = await podcastShow(ctx, podcast);
          if (!show) return null;
          const items = limit > 0 ? await allocate(index, rows, limit, teaserMaxLength) : [];
          return { show, episodes: await withDurations(ctx, items) };
        },
        partsDirect: ({ kind }) => partsDirectEmbed(ctx, kind),
        youtubePlaylist: (args) => playlistVideos(ctx, args),
        recommendations: (args) => recommendations.take(index, args),
        // The leaders' rows are lists of the page's statement (cached like them).
        leaders: (args) => leadersData(ctx, (spec) => lists.load(spec), args),
        ...magazines.forBlock(index),
      };
    },
    /** Block `index` finished loading (list or not): later blocks may take their turn. */
    done(index: number) {
      settled[index]?.resolve();
    },
    /** Every content id the page shows, its own item first (002 §3 "usedContentIds"). */
    usedContentIds(): number[] {
      return [...used];
    },
    /** Every issue the page shows, its own first (002 §3 "usedIssueIds"). */
    usedIssueIds(): number[] {
      return magazines.usedIssueIds();
    },
  };
}
