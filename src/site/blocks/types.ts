import type { z } from 'zod';
import type { ContentType } from '../../shared/contentTypes';
import type { UsStateCode } from '../../shared/usStates';
import type { CommonBlockSettings, RowSettings, ColumnSettings } from '../../shared/layouts/grid';
import type { BlockType } from './blockTypes';

/**
 * The contract between the layout editor, the page assembly (getWebsiteLayoutPage) and the public
 * renderers. Each block type lives in src/site/blocks/<Type>/ with:
 *   settings.ts  its own settings schema (zod, each field with .meta({ title, description })) — shared
 *                with the layout editor, which generates the block's settings form from it;
 *   load.ts      its server data loader (no React, no server imports: it talks to BlockDataApi);
 *   Block.tsx    its renderer (server-rendered HTML; interactive bits use data-* hooks and the
 *                site's small client script, no React on the client);
 *   <Type>.test.ts(x) its tests.
 */

// ---------------------------------------------------------------------------------------------
// Definitions (client-safe: the admin bundle imports these)

export interface BlockDefinition<S extends z.ZodObject = z.ZodObject> {
  type: BlockType;
  /** Shown in the editor's block picker, e.g. 'Content list'. */
  label: string;
  /** One line for the picker. */
  description: string;
  /** The type's own settings (every field with a default, so `settings.parse({})` is valid). */
  settings: S;
  /**
   * How many content items the block may take from the page's pool of content lists at most
   * (content_list: its limit). The assembler over-fetches by the sum of earlier blocks' counts so
   * every list loads in parallel and is still de-duplicated in page order (usedContentIds).
   * Method syntax on purpose: its parameter is checked bivariantly, so a definition typed with its
   * own settings still fits the registry's `BlockDefinition` (a property would be contravariant).
   */
  contentCount?(settings: z.output<S>): number;
  /** Only on pages of these kinds (e.g. content_body: 'content'); elsewhere the block is dropped. */
  pageKinds?: readonly PageKind[];
}

// ---------------------------------------------------------------------------------------------
// What a loader sees

/**
 * 'author': a person's author page (/author/{slug}-{id}, src/shared/authors.ts). 'issue': a magazine
 * issue's page (/magazine/{publication}/{issue}); 'magazine': the magazine page (/magazine) or a
 * publication's (/magazine/{publication}) — docs/magazines.md.
 */
export type PageKind = 'home' | 'section' | 'content' | 'page' | 'author' | 'issue' | 'magazine';

export interface ImageRef {
  /** Sized URL from the image route (/images/{id}/{version}/{name}?w=…). */
  src: string;
  /** srcset for responsive widths. */
  srcSet: string;
  alt: string;
  width: number | null;
  height: number | null;
  caption: string | null;
  credit: string | null;
}

export interface SectionLink {
  id: number;
  name: string;
  /** '/power/batteries' */
  path: string;
}

/** A content item as a list shows it (teaser, card, lead). */
export interface TeaserItem {
  id: number;
  type: ContentType;
  name: string;
  /** Plain text cut at a word boundary (default max 175, 002 §9); null when none. */
  teaser: string | null;
  /** The canonical path, '/power/gan-chargers-shrink'. */
  path: string;
  image: ImageRef | null;
  section: SectionLink | null;
  /** ISO date-time. */
  published: string | null;
  /** Display date ('March 5, 2026'). */
  publishedDate: string | null;
  eventDateRange: string | null;
  labels: string[];
  companyName: string | null;
  /**
   * Content that needs a membership or registration, shown with a lock beside its title: only while
   * the site's membership settings have showTitleLocks on and the membership system is active.
   */
  gated: boolean;
}

/** The page a block is loaded for. */
export interface BlockPage {
  kind: PageKind;
  /** The requested path, '/power/batteries'. */
  path: string;
  /** Absolute canonical URL of the page. */
  url: string;
  /** The page name (content or section name, or the named page's name). */
  name: string;
  siteName: string;
  section: SectionLink | null;
  content: BlockPageContent | null;
  /** On an author page: the person it is about; else null. */
  author: PageAuthor | null;
  useNewDesign: boolean;
  /** A site user (member) is logged in. */
  siteUserLoggedIn: boolean;
  /**
   * An editor's preview (?preview-mode=true with a CMS user; never stored in the page cache):
   * blocks may show notes meant for editors (external_rss: why its feed could not be read).
   */
  preview?: boolean;
  /**
   * The site shows recommendations inside article bodies (its BlueConic recommendations are on) and
   * this page's item is of a type that gets them (002 §9: Article, News, Blog); else absent.
   */
  recommendationsInBody?: boolean;
  /** On an issue page: the issue (the magazine blocks and zmag_embed read it); else absent or null. */
  issue?: PageIssue | null;
  /** On an issue page its publication, on a publication page that publication; else absent or null. */
  publication?: PagePublication | null;
}

/** A magazine publication as pages name it. */
export interface PagePublication {
  id: number;
  name: string;
  /** '/magazine/edr-magazine' */
  path: string;
}

/** A magazine issue as its page names it. */
export interface PageIssue {
  id: number;
  name: string;
  /** '/magazine/edr-magazine/march-2026' */
  path: string;
  publicationId: number;
  /** 'YYYY-MM-DD' */
  mailingDate: string;
  /** Its digital edition (a Zmags viewer address), or null. */
  digitalEditionUrl: string | null;
}

/** A person as pages name them: bylines, the author page. */
export interface PageAuthor {
  id: number;
  name: string;
  /** Their author page, '/author/jenna-ruiz-12'. */
  path: string;
}

export interface BlockPageContent {
  id: number;
  type: ContentType;
  name: string;
  /** Sanitised HTML. */
  body: string | null;
  teaser: string | null;
  primaryImage: ImageRef | null;
  /** Whether the primary image is the company's logo (002 §5: a logo is not shown as primary image). */
  primaryImageIsLogo: boolean;
  publishedDate: string | null;
  /** The item's authors in byline order; `path` is their author page (null only where a page has none). */
  authors: { id: number; name: string; path: string | null }[];
  /** Sections the item is scheduled to (content_schedules block). */
  scheduledSections: SectionLink[];
  labels: string[];
  companyName: string | null;
  /** The company the item names (companyId, when it is an item of this site), or null. */
  companyId: number | null;
  /** The editor's embed code (videos: a YouTube or Vimeo player; the video_player block reads it). */
  embedCode: string | null;
  /** The item's link (a webinar's registration, a digital edition's viewer address). */
  linkUrl: string | null;
  /** The downloadable file of documents and white papers (media library id), or null. */
  fileAssetId: number | null;
  /** Panels of extra text beside the body (the content_sidebars block), sanitised HTML. */
  sidebars: ContentSidebar[];
  /** Events and webinars: when, where and how to register (content_title shows them); else null. */
  event: EventDetails | null;
  /** Podcasts: the episode's audio (an uploaded file or its address), played above the body; else null. */
  audio: { url: string; mimeType: string | null; duration: string | null } | null;
  /**
   * Gating of the item for this request (spec 002 §4): when `gated`, `body` holds only the ungated
   * paragraphs (the rest never left the server) and the body block shows the gating form.
   */
  gating: {
    isGated: boolean;
    gated: boolean;
    memberships: number[];
    hiddenBlocks: string[];
    /** The register button's label (the membership settings' override, else 'Join Now'). */
    joinLabel: string;
    /** The site-licence company whose addresses gave this reader the whole item (IP gating), or null. */
    licensedBy: string | null;
    /**
     * The content meter's status and the site's message for it, placeholders unfilled: the page is
     * the variant of every reader in that state; the browser fills the numbers from the cookie.
     */
    meter: { status: 'passed-metered-more' | 'passed-metered-out' | 'failed-metered'; template: string } | null;
  };
}

export interface EventDetails {
  /** The date helper's range ('March 5–7, 2026'; a webinar with its times). */
  dateRange: string;
  /** ISO start and end, for <time>. */
  start: string;
  end: string | null;
  /** The venue's name and address (events), one line each; empty for webinars and unknown places. */
  place: string[];
  /** The registration or webinar link, or null. */
  link: { url: string; label: string } | null;
}

export interface ContentSidebar {
  title: string | null;
  /** Sanitised HTML. */
  body: string;
}

/** A downloadable file of the media library (document download block). */
export interface FileRef {
  /** Public address of the file (/files/…). */
  url: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
}

/** A query for a content list (a subset of getContentStream's options, 002 §7 "Streams"). */
export interface ContentListQuery {
  /** Section to list; null: the whole site. */
  sectionId: number | null;
  sectionBubbling: boolean;
  scheduleOption: string | null;
  includeContentTypes: ContentType[];
  excludeContentTypes: ContentType[];
  requiresImage: boolean;
  sortField: 'published' | 'name' | 'startDate' | 'updated';
  sortOrder: 'asc' | 'desc';
  limit: number;
  skip: number;
  teaserMaxLength: number;
  /** Items not to show; the page's used ids are excluded anyway. */
  excludeContentIds?: number[];
  /** Only items starting at or after this instant (events, webinars); see the webinars block. */
  startDateAfter?: Date | null;
  /** Only items starting before this instant. */
  startDateBefore?: Date | null;
  /** Only items this person authored (getContentStream's author id). */
  authorId?: number | null;
}

/** A person as about_author and author_profile show them (persons, spec 000 §3.2). */
export interface AuthorProfile {
  id: number;
  name: string;
  /** Their author page, '/author/jenna-ruiz-12'. */
  path: string;
  /** Job title, e.g. 'Senior Technical Editor, Power'. */
  title: string | null;
  /** The whole bio as plain text, or null. */
  bio: string | null;
  photo: ImageRef | null;
  /** The person's e-mail address, or null (shown only where the block's settings allow). */
  email: string | null;
}

/** A company as company_profile shows it (a Company content item). */
export interface CompanyProfile {
  id: number;
  name: string;
  /** The company's page, '/companies/voltaic-semiconductor'. */
  path: string;
  /** The teaser as plain text, or null. */
  description: string | null;
  /** The primary image, which for a company is its logo. */
  logo: ImageRef | null;
  /** An http(s) address, or null. */
  website: string | null;
  phone: string | null;
  email: string | null;
  /** Street lines, the town with its region and postal code, the country; empty when none. */
  address: string[];
}

/** A contact of a company (a Contact content item), as company_contacts shows it. */
export interface ContactCard {
  id: number;
  name: string;
  /** The contact's own page. */
  path: string;
  jobTitle: string | null;
  email: string | null;
  phone: string | null;
  photo: ImageRef | null;
}

/** Live items naming a company (company_videos, company_content), newest first. */
export interface CompanyContentQuery {
  companyId: number;
  /** Empty: every type but those excluded. */
  includeContentTypes: ContentType[];
  excludeContentTypes: ContentType[];
  limit: number;
  teaserMaxLength: number;
}

/**
 * What the server offers loaders. Calls are batched and cached per page: lists run in parallel
 * and are de-duplicated in page order, teaser relations load in one query each.
 */
export interface BlockDataApi {
  /** A content list, de-duplicated against every earlier block of the page (usedContentIds). */
  contentList(query: ContentListQuery): Promise<TeaserItem[]>;
  /**
   * Several lists read as one (webinars: upcoming, then past): the first list's items, then the
   * next list's to fill up to `limit` (takeInOrder.ts), de-duplicated like contentList. One
   * allocation in the block's turn, so the block takes exactly what it shows; all lists load in
   * the page's one list statement. Each query's `limit` is the most it may give.
   */
  contentListsInOrder(queries: ContentListQuery[], limit: number): Promise<TeaserItem[][]>;
  /**
   * A section and its child sections (tree order) with each child's newest `itemsPerSection` live
   * items (the child and the sections below it); children without items are left out. Null when the
   * section does not exist. All children's lists load in the page's one list statement; not
   * de-duplicated against the page's lists (an overview is a way in, not a list).
   */
  sectionOverview(args: { sectionId: number; itemsPerSection: number; teaserMaxLength: number }): Promise<SectionOverview | null>;
  /**
   * Persons of the site by id (a content item's authors, an author page's person), in the order
   * asked; unknown ids are left out. `photoWidth`: the widest the photo is shown, in CSS pixels.
   */
  authorProfiles(args: { personIds: number[]; photoWidth: number }): Promise<AuthorProfile[]>;
  /** Items related to a content item (same taxonomy, then same section), newest first. */
  relatedContent(args: { contentId: number; limit: number; teaserMaxLength: number }): Promise<TeaserItem[]>;
  /** The site's social links from site settings (002 §3 "socialLinks"), only those filled in. */
  socialLinks(): Promise<{ network: string; url: string }[]>;
  /** A content item's own images besides its primary image, in the editor's order (image gallery). */
  contentImages(args: { contentId: number; maxWidth: number }): Promise<ImageRef[]>;
  /** A file of the site's media library, or null when it is gone or not a file. */
  file(assetId: number): Promise<FileRef | null>;
  /**
   * Live content tagged with Location terms named after US states (us_map block): per state that
   * has any, its count and newest `limitPerState` items; `sectionId` also takes its child sections.
   * Not de-duplicated against the page's lists (the map is a way in, not a list).
   */
  contentByUsState(args: { includeContentTypes: ContentType[]; sectionId: number | null; limitPerState: number; teaserMaxLength: number }): Promise<UsStateContent[]>;
  /** A live Company item of the site (the page's own item in any status, for previews), or null. */
  company(companyId: number): Promise<CompanyProfile | null>;
  /** The company's contacts (its details.contactIds through getContacts): live Contact items in the editor's order, at most `limit` (≤ 100). */
  companyContacts(args: { companyId: number; limit: number }): Promise<ContactCard[]>;
  /** Live items naming the company (companyId), newest first; de-duplicated against earlier blocks like contentList. */
  companyContent(query: CompanyContentQuery): Promise<TeaserItem[]>;
  /**
   * A newsletter's issues on the web (getNewsletterCampaignStream, 002 §9): only Sent or Sending
   * campaigns of the template that are not hidden on the web, newest issue first, at most `limit`.
   */
  newsletterCampaigns(args: { templateId: number; limit: number }): Promise<NewsletterIssue[]>;
  /**
   * What the subscribe block offers (newsletter settings, from the site's settings cache): the
   * enabled newsletters shown in the subscribe block and its texts. Null while the site's
   * newsletters module is off.
   */
  subscribeOffer(): Promise<SubscribeOffer | null>;
  /**
   * Which of the site's public forms take messages (site settings, from the site's settings cache):
   * `inquiry` while inquiryForm.enableRmi is on and names a recipient, `contact` while contactUs
   * names one (the inquiry_form and contact_form blocks are dropped otherwise).
   */
  siteForms(): Promise<SiteForms>;
  /**
   * An external RSS or Atom feed's first `limit` items (external_rss; getRSSFeedContentStream's
   * reader: timeout, size cap, public hosts only, 15 minutes in memory per address). Never throws:
   * a feed that cannot be read answers no items and the reason.
   */
  externalFeed(args: { url: string; limit: number }): Promise<ExternalFeed>;
  /**
   * The podcasts block: the podcast of the site's podcasts settings whose address or title is
   * `podcast` (001 §3 "Per podcast: url, title, image, description, links to podcast services"),
   * with its newest live Podcast items (of `sectionId` and below it, else of the whole site),
   * de-duplicated like contentList. Null when no podcast of the settings matches.
   */
  podcast(args: { podcast: string; sectionId: number | null; limit: number; teaserMaxLength: number }): Promise<PodcastData | null>;
  /**
   * The Parts Direct embed of the site settings (parts_search, data_sheets): null while it is off
   * or has no embed key; `frameUrl` is the configured embed's address for this block, or null when
   * the server has none configured (the blocks then search the site's own products and documents).
   */
  partsDirect(args: { kind: PartsDirectKind }): Promise<{ frameUrl: string | null } | null>;
  /** A YouTube playlist's first videos (getYoutubePlaylistVideos: the YouTube Data API with a key, else the site's own videos). */
  youtubePlaylist(args: { playlistId: string; maxResults: number }): Promise<PlaylistVideoRef[]>;
  /**
   * This block's share of the page's recommendations (getBlueConicRecommendations): every
   * recommendation block of the page asks within the same turn, the page reads one list for all of
   * them and hands it out by their counts in page order, wrapping to the start when short (002 §4).
   */
  recommendations(args: { contentId: number | null; sectionId: number | null; count: number; teaserMaxLength: number }): Promise<TeaserItem[]>;
  /**
   * Issues of a publication (or of every publication), newest mailing date first — the issues
   * block (getIssues; 002 §9 "1 issue for single layout, 12 for grid, 13 otherwise"): at most
   * `limit`, leaving out the issues earlier blocks of the page show and the page's own issue
   * (usedIssueIds, 002 §3). Null while the magazine module is off or the publication is not shown.
   */
  magazineIssues(args: { publicationId: number | null; limit: number }): Promise<MagazineIssues | null>;
  /**
   * One issue with its contents (the live items scheduled to it, grouped by magazine section in
   * the publication's order): `issueId`, else the page's issue, else the newest issue of
   * `publicationId` (or of the site). It counts as shown (usedIssueIds). Null when there is none,
   * or the magazine module is off.
   */
  magazineIssue(args: { issueId: number | null; publicationId: number | null; contents: boolean; teaserMaxLength: number }): Promise<IssueDetail | null>;
  /**
   * The digital edition to frame (zmag_embed): the page's issue's, else the newest issue of
   * `publicationId` (or of the site) that has one. Does not count as showing the issue.
   */
  digitalEdition(args: { publicationId: number | null }): Promise<{ url: string; title: string } | null>;
  /**
   * The leaders program (getContentStreamForLeaders / …WithSchedules): its title and leader
   * companies by name — of `sectionId` and below it, or all of them — each with the sections it is
   * listed under when `withSections`. Null while the leaders module or the program is off.
   */
  leaders(args: { sectionId: number | null; limit: number; withSections: boolean }): Promise<LeadersData | null>;
}

/** A magazine publication as the magazine blocks show it. */
export interface PublicationCard {
  id: number;
  name: string;
  /** '/magazine/edr-magazine' */
  path: string;
  description: string | null;
  logo: ImageRef | null;
  /** Where to subscribe and renew (http(s) addresses), or null. */
  subscribeUrl: string | null;
  renewUrl: string | null;
}

/** A magazine issue as the magazine blocks show it. */
export interface IssueCard {
  id: number;
  name: string;
  /** '/magazine/edr-magazine/march-2026' */
  path: string;
  /** 'YYYY-MM-DD' and 'March 1, 2026'. */
  mailingDate: string;
  mailingDateLabel: string;
  description: string | null;
  cover: ImageRef | null;
  digitalEditionUrl: string | null;
  publication: PublicationCard;
}

/** The issues block's data. */
export interface MagazineIssues {
  /** The publication asked for, or null for every publication. */
  publication: PublicationCard | null;
  issues: IssueCard[];
  /** The magazine settings' newsletter signup (site with query), or null when not set. */
  signupUrl: string | null;
}

/** One issue and its table of contents (issue_overview). */
export interface IssueDetail {
  issue: IssueCard;
  /** Empty unless asked for; items without a section come last under `section: null`. */
  contents: { section: { id: number; name: string } | null; items: TeaserItem[] }[];
  signupUrl: string | null;
}

/** A podcast of the site's podcasts settings with its newest episodes (the podcasts block). */
export interface PodcastData {
  show: PodcastShow;
  episodes: PodcastEpisode[];
}

export interface PodcastShow {
  title: string;
  /** The podcast's own address (http or https); null when the stored one is not. */
  url: string | null;
  description: string | null;
  image: ImageRef | null;
  /** Where to listen: each service's label and address, in the settings' order. */
  links: { service: string; label: string; url: string }[];
}

/** An episode: its teaser and, when known, its length ('42:10'). */
export interface PodcastEpisode extends TeaserItem {
  duration: string | null;
}

export type PartsDirectKind = 'parts-search' | 'data-sheets';

/** A playable video of a playlist. */
export interface PlaylistVideoRef {
  provider: 'youtube' | 'vimeo';
  videoId: string;
  title: string;
  /** The cookie-less player address. */
  embedUrl: string;
}

/** The leaders program as the leaders block shows it. */
export interface LeadersData {
  /** The program's name (site settings leaders.title). */
  title: string;
  companies: LeaderCard[];
}

export interface LeaderCard {
  id: number;
  name: string;
  /** The company's page. */
  path: string;
  logo: ImageRef | null;
  /** The sections it is listed under (asked for with `withSections`; else empty), in tree order. */
  sections: SectionLink[];
}

/** An entry of an external feed: plain text and absolute http(s) addresses only. */
export interface ExternalFeedItem {
  title: string;
  url: string;
  /** ISO date-time, or null. */
  published: string | null;
  summary: string | null;
  imageUrl: string | null;
}

export interface ExternalFeed {
  items: ExternalFeedItem[];
  /** Why the feed could not be read ('timed out', 'answered 404', …); null when it was. */
  error: string | null;
}

/** Whether the site takes inquiries (enableRmi with a recipient) and contact messages (a recipient). */
export interface SiteForms {
  inquiry: boolean;
  contact: boolean;
}

/** An issue of a newsletter as the newsletter_campaigns block lists it. */
export interface NewsletterIssue {
  /** The campaign's id. */
  id: number;
  subject: string;
  /** The issue's calendar day, 'YYYY-MM-DD'. */
  issueDate: string;
  /** Its web view, '/newsletter/{id}'. */
  path: string;
}

/** The subscribe block's newsletters (002 §3 "Newsletter"; `id` is the audience product id) and texts. */
export interface SubscribeOffer {
  newsletters: { id: number; title: string; description: string }[];
  /** subscribeBlockSettings.title / description / buttonLabel as stored ('' when not set). */
  title: string;
  description: string;
  buttonLabel: string;
}

/** A section as the section_overview block shows it. */
export interface OverviewSection extends SectionLink {
  description: string | null;
}

/** The section_overview block's data: the section, and its children that have live items. */
export interface SectionOverview {
  section: OverviewSection;
  children: { section: OverviewSection; items: TeaserItem[] }[];
}

/** One state of the us_map block: how many live items it has and the newest of them. */
export interface UsStateContent {
  code: UsStateCode;
  name: string;
  count: number;
  /** Newest first. */
  items: TeaserItem[];
}

export interface BlockLoadArgs<S> {
  settings: S & CommonBlockSettings;
  page: BlockPage;
  api: BlockDataApi;
}

/**
 * Loads a block's data on the server. null means "nothing to show" and drops the block (002 §5
 * "Blocks dropped when empty"); a thrown error leaves the block empty and flags the grid.
 * A list that returns fewer items than asked should say so with `underFilled`.
 */
export type BlockLoader<S = Record<string, unknown>, D = unknown> = (args: BlockLoadArgs<S>) => Promise<BlockLoadResult<D> | null>;

export interface BlockLoadResult<D> {
  data: D;
  underFilled?: boolean;
}

// ---------------------------------------------------------------------------------------------
// What getWebsiteLayoutPage returns (inside its JSON grids) and the renderers receive

export interface PageBlock<D = unknown, S = Record<string, unknown>> {
  id: string;
  type: string;
  /** Common and type settings, with title and link tokens already replaced. */
  settings: S & CommonBlockSettings;
  data: D | null;
  /** The loader failed: rendered empty (002 §2 "Page data errors are flagged and the block is left empty"). */
  hasError: boolean;
  underFilled: boolean;
}

export interface PageColumn {
  id: string;
  settings: ColumnSettings;
  blocks: PageBlock[];
}

export interface PageRow {
  id: string;
  settings: RowSettings;
  columns: PageColumn[];
  /** A block of the row keeps in view: the sticky row/column layout (002 §2). */
  sticky: boolean;
}

export interface PageGrid {
  id: string;
  rows: PageRow[];
  hasErrors: boolean;
  hasUnderFilledBlocks: boolean;
  /**
   * false: a secondary grid not fetched yet (002 §4 "added as unrendered, then fetched, then
   * rendered"): the layout loads it on "load more" (getNextSecondaryGrid), so it has no rows here.
   */
  render?: boolean;
}

/** What a renderer gets. */
export interface BlockRendererProps<D = unknown, S = Record<string, unknown>> {
  block: PageBlock<D, S> & { data: D };
  page: BlockPage;
}
