import type { z } from 'zod';
import { commonBlockSettingsSchema, type CommonBlockSettings } from '../../shared/layouts/grid';
import type { AuthorProfile, BlockDataApi, BlockPage, ContentListQuery, FileRef, ImageRef, PageBlock, SectionOverview, TeaserItem, UsStateContent } from './types';
import { takeInOrder } from './takeInOrder';
import type { ExternalFeed } from './types';
import type { CompanyContentQuery, CompanyProfile, ContactCard, NewsletterIssue, SubscribeOffer } from './types';
import type { LeadersData, PartsDirectKind, PlaylistVideoRef, PodcastData } from './types';
import type { IssueCard, IssueDetail } from './types';

/** Test data for the block tests: pages, teasers, a recording fake of BlockDataApi, parsed settings. */

export const image = (over: Partial<ImageRef> = {}): ImageRef => ({
  src: '/images/9/1/circuit-board.jpg?w=1280',
  srcSet: '/images/9/1/circuit-board.jpg?w=640 640w, /images/9/1/circuit-board.jpg?w=1280 1280w',
  alt: 'A circuit board',
  width: 1280,
  height: 720,
  caption: 'The new board',
  credit: 'Photo: EDR',
  ...over,
});

export const teaser = (id: number, over: Partial<TeaserItem> = {}): TeaserItem => ({
  id,
  type: 'Article',
  name: `Story ${id}`,
  teaser: `Teaser of story ${id}.`,
  path: `/power/story-${id}`,
  image: image({ alt: `Image of story ${id}` }),
  section: { id: 3, name: 'Power', path: '/power' },
  published: '2026-03-05T10:00:00.000Z',
  publishedDate: 'March 5, 2026',
  eventDateRange: null,
  labels: [],
  companyName: null,
  gated: false,
  ...over,
});

export const sectionPage: BlockPage = {
  kind: 'section',
  path: '/power',
  url: 'https://www.edr.example/power',
  name: 'Power',
  siteName: 'Electronic Design Review',
  section: { id: 3, name: 'Power', path: '/power' },
  content: null,
  author: null,
  useNewDesign: false,
  siteUserLoggedIn: false,
};

export const homePage: BlockPage = { ...sectionPage, kind: 'home', path: '/', url: 'https://www.edr.example/', name: 'Home', section: null };

export const contentPage: BlockPage = {
  ...sectionPage,
  kind: 'content',
  path: '/power/gan-chargers',
  url: 'https://www.edr.example/power/gan-chargers',
  name: 'GaN chargers & more',
  content: {
    id: 10000001,
    type: 'Article',
    name: 'GaN chargers & more',
    body: '<p>First paragraph.</p><p>Second paragraph.</p>',
    teaser: 'Smaller, cooler chargers.',
    primaryImage: image(),
    primaryImageIsLogo: false,
    publishedDate: 'March 5, 2026',
    authors: [
      { id: 1, name: 'Ada Lovelace', path: '/authors/ada' },
      { id: 2, name: 'Alan Turing', path: null },
    ],
    scheduledSections: [
      { id: 3, name: 'Power', path: '/power' },
      { id: 4, name: 'Batteries', path: '/power/batteries' },
    ],
    labels: ['Sponsored'],
    companyName: 'Acme Power',
    companyId: 10000050,
    embedCode: null,
    linkUrl: null,
    fileAssetId: null,
    sidebars: [],
    event: null,
    audio: null,
    gating: { isGated: false, gated: false, memberships: [], hiddenBlocks: [], joinLabel: 'Join Now', licensedBy: null, meter: null },
  },
};

/** A Company's own page (the company blocks). */
export const companyPage: BlockPage = {
  ...contentPage,
  path: '/companies/acme-power',
  url: 'https://www.edr.example/companies/acme-power',
  name: 'Acme Power',
  section: { id: 9, name: 'Companies', path: '/companies' },
  content: { ...contentPage.content!, id: 10000050, type: 'Company', name: 'Acme Power', authors: [], labels: [], companyName: null, companyId: null },
};

/** An author page (about_author, author_profile, content_list's current author). */
export const authorPage: BlockPage = {
  ...sectionPage,
  kind: 'author',
  path: '/author/ada-lovelace-1',
  url: 'https://www.edr.example/author/ada-lovelace-1',
  name: 'Ada Lovelace',
  section: null,
  author: { id: 1, name: 'Ada Lovelace', path: '/author/ada-lovelace-1' },
};

export const authorProfile = (id: number, over: Partial<AuthorProfile> = {}): AuthorProfile => ({
  id,
  name: `Author ${id}`,
  path: `/author/author-${id}-${id}`,
  title: 'Senior Editor',
  bio: `Author ${id} has covered power electronics for <b>ten</b> years & writes about converters, batteries and the chips inside them.`,
  photo: image({ alt: `Author ${id}`, src: `/images/${id}/1/headshot.jpg?w=240`, srcSet: `/images/${id}/1/headshot.jpg?w=240 240w` }),
  email: `author${id}@edr.example`,
  ...over,
});

export const companyProfile = (over: Partial<CompanyProfile> = {}): CompanyProfile => ({
  id: 10000050,
  name: 'Acme Power',
  path: '/companies/acme-power',
  description: 'Power modules & converters.',
  logo: image({ alt: 'Acme Power logo', src: '/images/12/1/acme.png?w=480', srcSet: '/images/12/1/acme.png?w=480 480w' }),
  website: 'https://www.acme-power.example/en?ref=edr',
  phone: '+1 (512) 555-0100',
  email: 'info@acme-power.example',
  address: ['100 Main Street', 'Austin, TX 78701', 'United States'],
  ...over,
});

export const contactCard = (id: number, over: Partial<ContactCard> = {}): ContactCard => ({
  id,
  name: `Contact ${id}`,
  path: `/companies/contact-${id}`,
  jobTitle: 'Sales Manager',
  email: `contact${id}@acme-power.example`,
  phone: '+1 512 555 0101',
  photo: image({ alt: `Contact ${id}` }),
  ...over,
});

/** A fake data API that records list queries and answers with the given items. */
export function fakeApi(
  over: {
    list?: TeaserItem[];
    /** Answers each list query (contentList, contentListsInOrder) by itself; else `list`. */
    listFor?: (query: ContentListQuery) => TeaserItem[];
    related?: TeaserItem[];
    social?: { network: string; url: string }[];
    images?: ImageRef[];
    files?: Record<number, FileRef>;
    usStates?: UsStateContent[];
    overview?: SectionOverview | null;
    /** The company blocks: companies by id, contacts, and the items of company lists (each query sliced to its limit). */
    companies?: Record<number, CompanyProfile>;
    contacts?: ContactCard[];
    companyItems?: TeaserItem[];
    /** The newsletter blocks: issues (each call sliced to its limit) and the subscribe offer (null: module off). */
    issues?: NewsletterIssue[];
    subscribe?: SubscribeOffer | null;
    /** The inquiry and contact form blocks: which forms the site takes (default: both). */
    forms?: { inquiry: boolean; contact: boolean };
    /** external_rss: feeds by address (each call sliced to its limit); an unknown address has no items. */
    feeds?: Record<string, ExternalFeed>;
    /** The author blocks: persons by id (unknown ids are left out, as the server does). */
    authors?: Record<number, AuthorProfile>;
    /** The podcasts block: podcasts by the address or title a block names (episodes sliced to the limit). */
    podcasts?: Record<string, PodcastData>;
    /** parts_search, data_sheets: the site's Parts Direct embed (null: off), each kind's frame address (null: the local search). */
    partsDirect?: { frameUrl: (kind: PartsDirectKind) => string | null } | null;
    /** The video player's playlist mode: videos by playlist id (sliced to maxResults). */
    playlists?: Record<string, PlaylistVideoRef[]>;
    /** blueconic_recommendations: the block's share of the page's recommendations (sliced to its count). */
    recommended?: TeaserItem[];
    /** The leaders block: the program (null: off); its companies sliced to the limit, without sections unless asked. */
    leaders?: LeadersData | null;
    /**
     * The magazine blocks: the site's shown issues newest first (null or absent: the module is off),
     * each issue's contents by id, the newsletter signup address. Calls are answered without de-duplication.
     */
    magazine?: { issues: IssueCard[]; contents?: Record<number, IssueDetail['contents']>; signupUrl?: string | null } | null;
  } = {},
) {
  const listQueries: ContentListQuery[] = [];
  const relatedCalls: { contentId: number; limit: number; teaserMaxLength: number }[] = [];
  const usStateCalls: Parameters<BlockDataApi['contentByUsState']>[0][] = [];
  const overviewCalls: Parameters<BlockDataApi['sectionOverview']>[0][] = [];
  const companyQueries: CompanyContentQuery[] = [];
  const contactCalls: { companyId: number; limit: number }[] = [];
  const campaignCalls: { templateId: number; limit: number }[] = [];
  const feedCalls: { url: string; limit: number }[] = [];
  const authorCalls: Parameters<BlockDataApi['authorProfiles']>[0][] = [];
  const podcastCalls: Parameters<BlockDataApi['podcast']>[0][] = [];
  const playlistCalls: Parameters<BlockDataApi['youtubePlaylist']>[0][] = [];
  const recommendationCalls: Parameters<BlockDataApi['recommendations']>[0][] = [];
  const leaderCalls: Parameters<BlockDataApi['leaders']>[0][] = [];
  const magazineCalls: (Parameters<BlockDataApi['magazineIssues']>[0] | Parameters<BlockDataApi['magazineIssue']>[0] | Parameters<BlockDataApi['digitalEdition']>[0])[] = [];
  const shownOf = (publicationId: number | null) => (over.magazine?.issues ?? []).filter((issue) => publicationId === null || issue.publication.id === publicationId);
  const answer = (query: ContentListQuery) => (over.listFor ? over.listFor(query) : (over.list ?? [])).slice(0, query.limit);
  const api: BlockDataApi = {
    contentList: async (query) => {
      listQueries.push(query);
      return answer(query);
    },
    contentListsInOrder: async (queries, limit) => {
      listQueries.push(...queries);
      return takeInOrder(queries.map(answer), limit);
    },
    sectionOverview: async (args) => {
      overviewCalls.push(args);
      if (!over.overview) return null;
      const children = over.overview.children.map((child) => ({ ...child, items: child.items.slice(0, args.itemsPerSection) })).filter((child) => child.items.length > 0);
      return { ...over.overview, children };
    },
    authorProfiles: async (args) => {
      authorCalls.push(args);
      return args.personIds.flatMap((id) => (over.authors?.[id] ? [over.authors[id]] : []));
    },
    relatedContent: async (args) => {
      relatedCalls.push(args);
      return (over.related ?? []).slice(0, args.limit);
    },
    socialLinks: async () => over.social ?? [],
    contentImages: async () => over.images ?? [],
    file: async (assetId) => over.files?.[assetId] ?? null,
    contentByUsState: async (args) => {
      usStateCalls.push(args);
      return (over.usStates ?? []).map((state) => ({ ...state, items: state.items.slice(0, args.limitPerState) }));
    },
    company: async (companyId) => over.companies?.[companyId] ?? null,
    companyContacts: async (args) => {
      contactCalls.push(args);
      return over.companies?.[args.companyId] ? (over.contacts ?? []).slice(0, args.limit) : [];
    },
    companyContent: async (query) => {
      companyQueries.push(query);
      return (over.companyItems ?? []).slice(0, query.limit);
    },
    newsletterCampaigns: async (args) => {
      campaignCalls.push(args);
      return (over.issues ?? []).slice(0, args.limit);
    },
    subscribeOffer: async () => over.subscribe ?? null,
    siteForms: async () => over.forms ?? { inquiry: true, contact: true },
    externalFeed: async (args) => {
      feedCalls.push(args);
      const feed = over.feeds?.[args.url] ?? { items: [], error: null };
      return { items: feed.items.slice(0, args.limit), error: feed.error };
    },
    podcast: async (args) => {
      podcastCalls.push(args);
      const found = over.podcasts?.[args.podcast];
      return found ? { show: found.show, episodes: found.episodes.slice(0, args.limit) } : null;
    },
    partsDirect: async ({ kind }) => (over.partsDirect ? { frameUrl: over.partsDirect.frameUrl(kind) } : null),
    youtubePlaylist: async (args) => {
      playlistCalls.push(args);
      return (over.playlists?.[args.playlistId] ?? []).slice(0, args.maxResults);
    },
    recommendations: async (args) => {
      recommendationCalls.push(args);
      return (over.recommended ?? []).slice(0, args.count);
    },
    leaders: async (args) => {
      leaderCalls.push(args);
      if (!over.leaders) return null;
      return { title: over.leaders.title, companies: over.leaders.companies.slice(0, args.limit).map((c) => (args.withSections ? c : { ...c, sections: [] })) };
    },
    magazineIssues: async (args) => {
      magazineCalls.push(args);
      if (!over.magazine) return null;
      const issues = shownOf(args.publicationId);
      if (args.publicationId !== null && issues.length === 0) return null;
      return { publication: args.publicationId === null ? null : issues[0]!.publication, issues: issues.slice(0, args.limit), signupUrl: over.magazine.signupUrl ?? null };
    },
    magazineIssue: async (args) => {
      magazineCalls.push(args);
      if (!over.magazine) return null;
      const issue = args.issueId !== null ? over.magazine.issues.find((candidate) => candidate.id === args.issueId) : shownOf(args.publicationId)[0];
      if (!issue) return null;
      return { issue, contents: args.contents ? (over.magazine.contents?.[issue.id] ?? []) : [], signupUrl: over.magazine.signupUrl ?? null };
    },
    digitalEdition: async (args) => {
      magazineCalls.push(args);
      const issue = shownOf(args.publicationId).find((candidate) => candidate.digitalEditionUrl);
      return issue ? { url: issue.digitalEditionUrl!, title: `${issue.publication.name}, ${issue.name}` } : null;
    },
  };
  return { api, feedCalls, listQueries, relatedCalls, usStateCalls, overviewCalls, companyQueries, contactCalls, campaignCalls, authorCalls, podcastCalls, playlistCalls, recommendationCalls, leaderCalls, magazineCalls };
}

/** A block type's settings with the common ones, as the page assembly passes them to loaders. */
export function blockSettings<S extends z.ZodObject>(schema: S, input: Record<string, unknown> = {}): z.output<S> & CommonBlockSettings {
  return commonBlockSettingsSchema.extend(schema.shape).parse(input) as z.output<S> & CommonBlockSettings;
}

/** A loaded block as a renderer receives it. */
export function loadedBlock<D, S>(type: string, settings: S & CommonBlockSettings, data: D): PageBlock<D, S> & { data: D } {
  return { id: `${type}-1`, type, settings, data, hasError: false, underFilled: false };
}
