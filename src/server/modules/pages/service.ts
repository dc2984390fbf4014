import { pageBodyFor } from '../gating/access.js';
import { cmsUserHere } from '../cmsAuth/access.js';
import { licensedCompanyOf } from '../gating/licence.js';
import { registerButtonLabelOf, type MeteringTextKey } from '../../../shared/settings/membership.js';
import type { MeterStatus } from '../../../shared/meter.js';

/** The membership settings' text of each meter status. */
const METER_TEXT_KEY: Record<MeterStatus, MeteringTextKey> = {
  'passed-metered-more': 'passedMeteredMore',
  'passed-metered-out': 'passedMeteredOut',
  'failed-metered': 'failedMetered',
};
import { MAX_PAGE_PATH_LENGTH } from '../../../shared/aliases.js';
import type { StoredGrid, StoredSecondaryGrid } from '../../../shared/layouts/grid.js';
import type { TokenValues } from '../../../shared/layouts/tokens.js';
import { allowPagingAfterGrid, loadMoreModeOf, maxScrollsOf } from '../../../shared/loadMore.js';
import type { SiteSettings } from '../../../shared/settings/index.js';
import type { PersonRow } from '../persons/repo.js';
import { LAYOUT_EXCLUDE_AD_FLAGS, type NO_EXCLUDED_ADS } from '../../../shared/layouts/layout.js';
import { MAX_SECONDARY_GRIDS } from '../../../shared/layouts/grid.js';
import type { BlockPage, BlockPageContent, PageGrid } from '../../../site/blocks/types.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import type { ContentRow } from '../content/repo.js';
import type { SectionNode, SectionTree } from '../sections/repo.js';
import { contentDateRange, formatDisplayDate, formatDuration } from '../../../shared/dates.js';
import { assembleGrids } from './assemble.js';
import { DEFAULT_AUTHOR_GRID, DEFAULT_CONTENT_GRID, DEFAULT_SECTION_GRID } from './defaults.js';
import { ISSUE_LAYOUT_KEY, MAGAZINE_LAYOUT_KEY } from '../../../shared/magazines.js';
import { magazinePageOf, type MagazinePage } from './magazines.js';
import { AUTHOR_LAYOUT_KEY, authorPath } from '../../../shared/authors.js';
import type { WebLayoutRow } from '../layouts/repo.js';
import { layoutDraftOf } from '../layouts/preview.js';
import { chooseLayout, type PageTarget } from './precedence.js';
import { resolvePageTarget, type PageTargetRow } from './resolveTarget.js';
import { imageRefOf, sectionLinkOf } from './teasers.js';
import { contentSidebarsOf } from '../../../shared/contentSidebars.js';
import { BLUECONIC_IN_ARTICLE } from '../../../shared/constants.js';
import { addressLines } from './company.js';

export interface GetWebsiteLayoutPageArgs {
  alias: string;
  useCache?: boolean | null;
  preview?: boolean | null;
  cacheKey?: string | null;
}


/** The section aliases from a section up to the root: the chain layouts are matched along. */
function sectionChain(tree: SectionTree, section: SectionNode | null | undefined): string[] {
  if (!section) return [];
  return [...section.hierarchyIds].reverse().flatMap((id) => {
    const node = tree.byId.get(id);
    return node ? [node.alias] : [];
  });
}

function precedenceTarget(target: PageTargetRow, tree: SectionTree, path: string): PageTarget {
  switch (target.kind) {
    case 'home':
      return { kind: 'section', path: '', sectionChain: [''] };
    case 'section':
      return { kind: 'section', path, sectionChain: sectionChain(tree, target.section) };
    case 'content': {
      const primary = target.content.primarySectionId ? tree.byId.get(target.content.primarySectionId) : undefined;
      return { kind: 'content', path, contentAlias: target.content.alias, contentType: target.content.type, sectionChain: sectionChain(tree, primary) };
    }
    case 'page':
      return { kind: 'page', path, key: target.layout.key };
    // Author pages are a module page: a url-override naming the path, else the 'author' module layout.
    case 'author':
      return { kind: 'page', path, key: AUTHOR_LAYOUT_KEY };
    // Magazine pages likewise: the 'issue' module layout, and the 'magazine' one for /magazine and publications.
    case 'issue':
      return { kind: 'page', path, key: ISSUE_LAYOUT_KEY };
    case 'magazine':
      return { kind: 'page', path, key: MAGAZINE_LAYOUT_KEY };
  }
}

async function pageContentOf(ctx: GraphQLContext, row: ContentRow, tree: SectionTree): Promise<BlockPageContent> {
  const audioAssetId = row.type === 'Podcast' && typeof row.details.audioAssetId === 'number' ? row.details.audioAssetId : null;
  const [image, company, authors, schedules, body, audioAsset] = await Promise.all([
    row.primaryImageId ? ctx.loaders.asset.load(row.primaryImageId) : null,
    row.companyId ? ctx.loaders.content.load(row.companyId) : null,
    ctx.loaders.authorsByContent.load(row.id),
    ctx.loaders.schedulesByContent.load(row.id),
    pageBodyFor(ctx, row),
    audioAssetId ? ctx.loaders.asset.load(audioAssetId) : null,
  ]);
  const scheduled = [...new Set(schedules.map((schedule) => schedule.sectionId))];
  const { membership: membershipSettings } = await ctx.services.slots.settings.get(ctx.tenant.id);
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    body: body.html,
    teaser: row.teaser,
    primaryImage: imageRefOf(image, { maxWidth: 860, fallbackAlt: row.name }),
    primaryImageIsLogo: image !== null && company !== null && company.primaryImageId === image.id,
    publishedDate: row.published ? formatDisplayDate(row.published) : null,
    // Bylines link to the author pages (each author has one: this item is theirs).
    authors: authors.map((person) => ({ id: person.id, name: person.fullName, path: authorPath({ id: person.id, name: person.fullName }) })),
    scheduledSections: scheduled.flatMap((id) => {
      const link = sectionLinkOf(tree, id);
      return link ? [link] : [];
    }),
    labels: row.labels,
    companyName: company?.name ?? null,
    companyId: company?.id ?? null,
    embedCode: row.embedCode,
    linkUrl: row.linkUrl,
    fileAssetId: typeof row.details.fileAssetId === 'number' ? row.details.fileAssetId : null,
    sidebars: contentSidebarsOf(row.details),
    event: eventDetailsOf(row),
    audio: audioOf(row, audioAsset),
    gating: {
      isGated: body.info.isGated,
      gated: body.gated,
      memberships: body.info.memberships,
      hiddenBlocks: body.info.hiddenBlocks,
      joinLabel: registerButtonLabelOf(membershipSettings),
      // Read in full because the reader's address belongs to a site-licence company (IP gating).
      licensedBy: body.info.reason === 'licence' ? ((await licensedCompanyOf(ctx))?.companyName ?? null) : null,
      // The same for every reader in the meter's state (the page is that state's variant).
      meter: body.info.meter ? { status: body.info.meter.status, template: membershipSettings.contentMetering.texts[METER_TEXT_KEY[body.info.meter.status]] } : null,
    },
  };
}

/** A podcast's episode: its uploaded audio file, else its audio address. */
function audioOf(row: ContentRow, asset: { kind: string; src: string; mimeType: string } | null): BlockPageContent['audio'] {
  if (row.type !== 'Podcast') return null;
  const url = asset?.kind === 'file' && asset.mimeType.startsWith('audio/') ? asset.src : typeof row.details.audioUrl === 'string' && row.details.audioUrl ? row.details.audioUrl : null;
  if (!url) return null;
  const seconds = typeof row.details.durationSeconds === 'number' && row.details.durationSeconds > 0 ? row.details.durationSeconds : null;
  return { url, mimeType: asset?.kind === 'file' ? asset.mimeType : null, duration: seconds ? formatDuration(seconds) : null };
}

/** Lines of a place: the venue's name and address (events), else the item's own address — as the company profile writes them. */
function placeOf(row: ContentRow): string[] {
  const venue = row.venue;
  if (!venue || !Object.values(venue).some((value) => typeof value === 'string' && value.trim())) return addressLines(row);
  const lines = addressLines({
    address1: venue.address1 ?? null,
    address2: venue.address2 ?? null,
    city: venue.city ?? null,
    state: venue.region ?? null,
    postalCode: venue.postalCode ?? null,
    country: venue.country ?? null,
  });
  return venue.name?.trim() ? [venue.name.trim(), ...lines] : lines;
}

/** 002 §5 and the date helper: an event's or webinar's dates, place and link, as the title block shows them. */
function eventDetailsOf(row: ContentRow): BlockPageContent['event'] {
  if ((row.type !== 'Event' && row.type !== 'Webinar') || !row.startDate) return null;
  const webinar = row.type === 'Webinar';
  const label = typeof row.details.linkLabel === 'string' && row.details.linkLabel.trim() ? row.details.linkLabel.trim() : webinar ? 'Register for the webinar' : 'Register';
  return {
    // Webinars happen at an hour (shown in Chicago time, said so), as in their teasers; events by the day.
    dateRange: contentDateRange(row.type, row.startDate, row.endDate),
    start: row.startDate.toISOString(),
    end: row.endDate ? row.endDate.toISOString() : null,
    place: webinar ? [] : placeOf(row),
    link: row.linkUrl ? { url: row.linkUrl, label } : null,
  };
}

/** A path resolved to its page: what it shows, the layout that applies, and the facts its blocks read. */
export interface ResolvedPage {
  target: PageTargetRow;
  redirectTo: string | null;
  chosen: WebLayoutRow | null;
  content: ContentRow | null;
  section: SectionNode | null;
  person: PersonRow | null;
  author: BlockPage['author'];
  /** A magazine page's facts (pages/magazines.ts); null on other pages. */
  magazine: MagazinePage | null;
  name: string;
  path: string;
  canonicalPath: string;
  page: BlockPage;
  tokens: TokenValues;
  settings: SiteSettings;
}

/**
 * Resolves the alias to the home page, a named page, a content item, a section or an author page
 * and chooses its layout (precedence.ts); the page's own item is read with its gating decision (a
 * reader who may not read it gets the ungated part only). null: nothing lives at the alias.
 */
export async function resolvePage(ctx: GraphQLContext, { alias, preview }: { alias: string; preview: boolean }): Promise<ResolvedPage | null> {
  const [stored, tree, settings] = await Promise.all([ctx.services.slots.layouts.get(ctx.tenant.id), ctx.loaders.sectionTree(), ctx.loaders.siteSettings()]);
  // The layout editor's preview (layouts/preview.ts): its unsaved layout stands in for the stored one and builds the page.
  const draft = layoutDraftOf(ctx);
  const layouts = draft ? [draft, ...stored.filter((layout) => layout.id !== draft.id)] : stored;
  const resolution = await resolvePageTarget(ctx, { requested: alias, preview, layouts });
  if (!resolution) return null;
  const { target } = resolution;
  const path = alias.split('?')[0]!.replace(/^\/+|\/+$/g, '');
  const chosen: WebLayoutRow | null =
    draft ?? (target.kind === 'page' ? (chooseLayout(layouts, precedenceTarget(target, tree, path)) ?? target.layout) : chooseLayout(layouts, precedenceTarget(target, tree, path)));

  const siteName = settings.general.siteName || ctx.tenant.name;
  const content = target.kind === 'content' ? target.content : null;
  const section: SectionNode | null =
    target.kind === 'section' || target.kind === 'home'
      ? target.section
      : content?.primarySectionId
        ? (tree.byId.get(content.primarySectionId) ?? null)
        : null;
  const person = target.kind === 'author' ? target.person : null;
  const magazine = await magazinePageOf(ctx, target);
  const name = content?.name ?? person?.fullName ?? magazine?.name ?? (target.kind === 'section' ? target.section.name : target.kind === 'page' ? target.layout.name : siteName);
  const author = person ? { id: person.id, name: person.fullName, path: authorPath({ id: person.id, name: person.fullName }) } : null;
  const canonicalPath = content?.canonicalPath ?? author?.path ?? magazine?.canonicalPath ?? (target.kind === 'section' ? target.section.canonicalPath : `/${path}`);

  const page: BlockPage = {
    kind: target.kind,
    path: `/${path}`,
    url: `${ctx.origin}${canonicalPath}`,
    name,
    siteName,
    section: section ? { id: section.id, name: section.name, path: section.canonicalPath } : null,
    content: content ? await pageContentOf(ctx, content, tree) : null,
    author,
    useNewDesign: settings.general.newDesign,
    siteUserLoggedIn: false,
    // Only on previews (never cached): blocks may show editors' notes (external_rss's failed feed).
    ...(preview ? { preview: true } : {}),
    // content_body puts 4 recommendations after the third long paragraph (002 §9; ContentBody/inArticle.ts).
    ...(content && settings.thirdParty.blueConicRecommendations.enabled && (BLUECONIC_IN_ARTICLE.contentTypes as readonly string[]).includes(content.type) ? { recommendationsInBody: true } : {}),
    ...(magazine ? { issue: magazine.issue, publication: magazine.publication } : {}),
  };
  const tokens: TokenValues = { sectionName: section?.name ?? null, pageName: name, issueName: magazine?.issueName ?? null, sectionLink: section?.canonicalPath ?? null };
  return { target, redirectTo: resolution.redirectTo, chosen, content, section, person, author, magazine, name, path, canonicalPath, page, tokens, settings };
}

/** The layout's secondary grids a reader may get: render flag on, at most 8 (002 §5). */
export function renderableSecondaryGrids(chosen: WebLayoutRow | null): StoredSecondaryGrid[] {
  return (chosen?.secondaryGrids ?? []).filter((grid) => grid.render).slice(0, MAX_SECONDARY_GRIDS);
}

/**
 * The answer of a resolved page (002 §3 "Page"). `level` 'top' is the page itself: its primary
 * grid, and its secondary grids — assembled with it, or, when the layout loads them one by one
 * (custom-click, custom-scroll), listed unrendered for getNextSecondaryGrid. 'secondary' is a page
 * appended below another (getNextSecondaryPage): its primary grid only.
 */
export async function assemblePage(ctx: GraphQLContext, resolved: ResolvedPage, { level }: { level: 'top' | 'secondary' }) {
  const { target, chosen, content, section, person, author, magazine, name, canonicalPath, page, tokens, settings, path } = resolved;
  const loadMoreType = chosen?.loadMoreType ?? 'none';
  const mode = loadMoreModeOf(loadMoreType);
  const primary: StoredGrid & { id: string } = {
    id: 'primary',
    ...(chosen ? chosen.primaryGrid : content ? DEFAULT_CONTENT_GRID : author ? DEFAULT_AUTHOR_GRID : (magazine?.defaultGrid ?? DEFAULT_SECTION_GRID)),
  };
  const secondary = level === 'secondary' ? [] : renderableSecondaryGrids(chosen);
  // Grid mode: the secondary grids are fetched one by one as the reader loads more (002 §4).
  const assembledNow = mode === 'grid' ? [] : secondary;
  const { grids, usedContentIds, usedIssueIds } = await assembleGrids(ctx, { grids: [primary, ...assembledNow], page, tokens, pageContentId: content?.id ?? null });
  const [primaryGrid, ...assembledSecondary] = grids as [PageGrid, ...PageGrid[]];
  const secondaryGrids: PageGrid[] =
    mode === 'grid' ? secondary.map((grid) => ({ id: grid.id, render: false, rows: [], hasErrors: false, hasUnderFilledBlocks: false })) : assembledSecondary;
  const maxScrolls = maxScrollsOf(settings.general.maxPageScrolls);
  // May the reader load more below this page? Grid mode: a grid left to fetch and the primary grid
  // filled (the first fetched grid); page mode: only a content item has a next article.
  const allowPaging =
    level === 'top' &&
    (mode === 'grid'
      ? allowPagingAfterGrid({ loaded: 0, available: secondary.length, maxScrolls, hasUnderFilledBlocks: primaryGrid.hasUnderFilledBlocks })
      : mode === 'page'
        ? content !== null && section !== null
        : false);
  const pageDataId = content
    ? `content-${content.id}`
    : target.kind === 'section'
      ? `section-${target.section.id}`
      : target.kind === 'page'
        ? `page-${target.layout.key}`
        : person
          ? `author-${person.id}`
          : (magazine?.pageDataId ?? 'page-home');

  return {
    id: chosen ? String(chosen.id) : 'default',
    layoutId: chosen?.id ?? null,
    name: chosen?.name ?? 'Default layout',
    layoutType: { type: chosen?.type ?? 'default' },
    loadMoreType: { type: loadMoreType, maxPageScrolls: maxScrolls, allowPaging },
    pageLevel: level,
    hideHeader: chosen?.hideHeader ?? false,
    hideFooter: chosen?.hideFooter ?? false,
    // An ad is left out when the layout or the content item says so.
    excludeAds: Object.fromEntries(
      LAYOUT_EXCLUDE_AD_FLAGS.map((flag) => [flag, chosen?.excludeAds[flag] === true || content?.excludeAds[flag] === true]),
    ) as typeof NO_EXCLUDED_ADS,
    pageData: {
      id: pageDataId,
      type: content?.type ?? (person ? 'author' : magazine ? magazine.pageDataType : target.kind === 'section' || (target.kind === 'home' && section) ? 'section' : 'Page'),
      contentId: content?.id ?? null,
      sectionId: section?.id ?? null,
      name,
      seoTitle: content?.seoTitle ?? null,
      // An author page is described by the person's bio (the page's meta description).
      teaser: content?.teaser ?? (target.kind === 'section' ? target.section.description : (person?.bio ?? magazine?.teaser ?? null)),
      alias: content?.alias ?? (target.kind === 'section' ? target.section.alias : author ? author.path.slice(1) : path),
      canonicalPath,
      siteContext: { path: canonicalPath, canonicalUrl: `${ctx.origin}${canonicalPath}` },
      content,
      section: target.kind === 'section' ? target.section : null,
      primarySection: section,
      // The author page's person: the page cache tags the page with it (Person:{id}), so a save of the person purges it.
      person,
      // Magazine pages (002 §3 tracking: issueId, publicationId): the page cache tags the page with them.
      issueId: magazine?.issueRow?.id ?? null,
      publicationId: magazine?.publicationRow?.id ?? null,
      issue: magazine?.issueRow ?? null,
      publication: magazine?.publicationRow ?? null,
    },
    primaryGrid,
    secondaryGrid: secondaryGrids,
    usedContentIds,
    usedIssueIds,
    hasErrors: grids.some((grid) => grid.hasErrors),
    hasUnderFilledBlocks: grids.some((grid) => grid.hasUnderFilledBlocks),
    blockPage: page,
    redirectTo: resolved.redirectTo,
  };
}

export type AssembledPage = Awaited<ReturnType<typeof assemblePage>>;

/**
 * getWebsiteLayoutPage (002 §7 "Page data"; issue 5 item 3): resolves the alias to the home page,
 * a named page, a content item or a section, chooses its layout (precedence.ts) and assembles the
 * primary grid and the secondary grids with every block's data in this one call.
 */
export async function getWebsiteLayoutPage(ctx: GraphQLContext, args: GetWebsiteLayoutPageArgs): Promise<AssembledPage | null> {
  checkAlias(args.alias);
  // Preview shows non-active content to CMS users only; for anyone else it is the normal page.
  const preview = args.preview === true && cmsUserHere(ctx) !== null;
  const resolved = await resolvePage(ctx, { alias: args.alias, preview });
  return resolved ? assemblePage(ctx, resolved, { level: 'top' }) : null;
}

export function checkAlias(alias: string): void {
  if (alias.length > MAX_PAGE_PATH_LENGTH) {
    throw badInput(`alias is too long (at most ${MAX_PAGE_PATH_LENGTH} characters).`, { alias: `At most ${MAX_PAGE_PATH_LENGTH} characters` });
  }
}
