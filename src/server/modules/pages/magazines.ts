import { MAGAZINE_ROOT, magazineSignupUrl, parseMagazinePath } from '../../../shared/magazines.js';
import { formatDisplayDate } from '../../../shared/dates.js';
import type { StoredGrid } from '../../../shared/layouts/grid.js';
import type { BlockDataApi, IssueCard, IssueDetail, PageIssue, PagePublication, PublicationCard } from '../../../site/blocks/types.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { isActivePublication, isShownIssue, issuePathOf, magazineIndexOf, magazineModuleOn, publicationPathOf, shownIssues, type MagazineIndex } from '../magazines/index.js';
import type { IssueRow, PublicationRow } from '../magazines/repo.js';
import type { ListedRow, ListSpec } from './listSql.js';
import { buildTeasers, imageRefOf } from './teasers.js';
import { DEFAULT_ISSUE_GRID, DEFAULT_MAGAZINE_GRID } from './defaults.js';
import type { PageTargetRow } from './resolveTarget.js';

/** The widest a cover or logo is shown (the featured issue's cover), in CSS pixels. */
const COVER_WIDTH = 480;
const LOGO_WIDTH = 320;
/** A bound on an issue's table of contents (one list of the page's statement). */
export const MAX_ISSUE_CONTENTS = 200;

export function publicationCardOf(index: MagazineIndex, row: PublicationRow): PublicationCard {
  return {
    id: row.id,
    name: row.name,
    path: publicationPathOf(row),
    description: row.description,
    logo: row.logoId ? imageRefOf(index.images.get(row.logoId), { maxWidth: LOGO_WIDTH, fallbackAlt: row.name }) : null,
    subscribeUrl: row.subscribeUrl,
    renewUrl: row.renewUrl,
  };
}

export function issueCardOf(index: MagazineIndex, row: IssueRow): IssueCard {
  const publication = index.publicationById.get(row.publicationId)!;
  return {
    id: row.id,
    name: row.name,
    path: issuePathOf(index, row),
    mailingDate: row.mailingDate,
    mailingDateLabel: formatDisplayDate(row.mailingDate),
    description: row.description,
    cover: row.coverImageId ? imageRefOf(index.images.get(row.coverImageId), { maxWidth: COVER_WIDTH, fallbackAlt: `Cover of ${publication.name}, ${row.name}` }) : null,
    digitalEditionUrl: row.digitalEditionUrl,
    publication: publicationCardOf(index, publication),
  };
}

type MagazineApi = Pick<BlockDataApi, 'magazineIssues' | 'magazineIssue' | 'digitalEdition'>;

/**
 * The magazine part of a page's data pool (dataApi.ts): the issues the page shows are handed out
 * in page order like content (002 §3 "usedIssueIds"): the page's own issue first, then each block's
 * in its turn, so a "back issues" block under an issue never repeats it. Publications and issues
 * come from the site's magazine slot (no statement on a warm node); an issue's contents are one
 * list of the page's list statement (`loadList`), in the issue's order.
 */
export function createMagazinePool(
  ctx: GraphQLContext,
  {
    pageIssueId,
    excludeIssueIds = [],
    turn,
    loadList,
  }: {
    pageIssueId: number | null;
    excludeIssueIds?: readonly number[];
    /** Resolves when every earlier block of the page has taken what it shows. */
    turn: (index: number) => Promise<unknown>;
    loadList: (spec: ListSpec) => Promise<ListedRow[]>;
  },
) {
  const used = new Set<number>(pageIssueId ? [pageIssueId] : []);
  for (const id of excludeIssueIds) used.add(id);
  // Only what this page (or grid) shows itself is reported: the ids sent in are the caller's.
  const shown = new Set<number>(pageIssueId ? [pageIssueId] : []);
  const take = (issue: IssueRow) => {
    used.add(issue.id);
    shown.add(issue.id);
  };

  /** The page's issue (on an issue page), else the newest shown issue of the publication (or of the site). */
  const issueFor = (index: MagazineIndex, publicationId: number | null): IssueRow | null => {
    const own = pageIssueId ? index.issueById.get(pageIssueId) : undefined;
    if (own && (publicationId === null || own.publicationId === publicationId)) return own;
    return shownIssues(index, { publicationId })[0] ?? null;
  };

  const signupUrl = async () => magazineSignupUrl((await ctx.loaders.siteSettings()).magazine);

  async function contentsOf(index: MagazineIndex, issue: IssueRow, teaserMaxLength: number): Promise<IssueDetail['contents']> {
    const scheduled = index.schedulesByIssue.get(issue.id) ?? [];
    if (scheduled.length === 0) return [];
    const rows = await loadList({
      kind: 'list',
      filter: { types: null, excludeTypes: [], excludeIds: [], sectionIds: null, scheduleOption: null, requiresImage: false, issueId: issue.id },
      sort: { field: 'published', order: 'desc' },
      limit: MAX_ISSUE_CONTENTS,
      offset: 0,
    });
    const live = new Map(rows.map((row) => [row.id, row]));
    const ordered = scheduled.filter((entry) => live.has(entry.contentId));
    const teasers = new Map((await buildTeasers(ctx, ordered.map((entry) => live.get(entry.contentId)!), { teaserMaxLength })).map((item) => [item.id, item]));
    // The publication's sections in their order, then the items filed under none.
    const sections = index.sections.filter((section) => section.publicationId === issue.publicationId);
    const groups: IssueDetail['contents'] = [];
    for (const section of [...sections, null]) {
      const items = ordered.filter((entry) => (section ? entry.sectionId === section.id : entry.sectionId === null || !sections.some((s) => s.id === entry.sectionId)));
      if (items.length) groups.push({ section: section ? { id: section.id, name: section.name } : null, items: items.map((entry) => teasers.get(entry.contentId)!) });
    }
    return groups;
  }

  return {
    forBlock(index: number): MagazineApi {
      return {
        magazineIssues: async ({ publicationId, limit }) => {
          if (!(await magazineModuleOn(ctx))) return null;
          const magazines = await magazineIndexOf(ctx);
          const publication = publicationId === null ? null : magazines.publicationById.get(publicationId);
          if (publicationId !== null && !isActivePublication(publication)) return null;
          const [url] = await Promise.all([signupUrl(), turn(index)]);
          const issues = shownIssues(magazines, { publicationId })
            .filter((issue) => !used.has(issue.id))
            .slice(0, Math.max(0, limit));
          issues.forEach(take);
          return { publication: publication ? publicationCardOf(magazines, publication) : null, issues: issues.map((issue) => issueCardOf(magazines, issue)), signupUrl: url };
        },
        magazineIssue: async ({ issueId, publicationId, contents, teaserMaxLength }) => {
          if (!(await magazineModuleOn(ctx))) return null;
          const magazines = await magazineIndexOf(ctx);
          const issue = issueId !== null ? (magazines.issueById.get(issueId) ?? null) : issueFor(magazines, publicationId);
          // The page's own issue may be one only editors see (a preview); any other must be shown.
          if (!issue || (issue.id !== pageIssueId && !isShownIssue(magazines, issue))) return null;
          await turn(index);
          take(issue);
          const [detail, url] = await Promise.all([contents ? contentsOf(magazines, issue, teaserMaxLength) : [], signupUrl()]);
          return { issue: issueCardOf(magazines, issue), contents: detail, signupUrl: url };
        },
        digitalEdition: async ({ publicationId }) => {
          if (!(await magazineModuleOn(ctx))) return null;
          const magazines = await magazineIndexOf(ctx);
          const own = pageIssueId ? magazines.issueById.get(pageIssueId) : undefined;
          const issue = own?.digitalEditionUrl ? own : shownIssues(magazines, { publicationId }).find((candidate) => candidate.digitalEditionUrl);
          if (!issue?.digitalEditionUrl) return null;
          const publication = magazines.publicationById.get(issue.publicationId);
          return { url: issue.digitalEditionUrl, title: publication ? `${publication.name}, ${issue.name}` : issue.name };
        },
      };
    },
    /** The issues this page (or grid) shows, its own first (002 §3 "usedIssueIds"). */
    usedIssueIds(): number[] {
      return [...shown];
    },
  };
}

/** A magazine page a path names (resolveTarget.ts): the magazine page, a publication's or an issue's, with the canonical path to redirect to when the path differs. */
export type MagazineTarget =
  | { target: { kind: 'magazine'; publication: PublicationRow | null }; redirectTo: string | null }
  | { target: { kind: 'issue'; issue: IssueRow; publication: PublicationRow }; redirectTo: string | null };

/**
 * /magazine (while the site has an active publication), /magazine/{publication} and
 * /magazine/{publication}/{issue} — "resolved like sections" (docs/magazines.md): by alias,
 * while the magazine module is on, active publications and issues only (in preview, any). Another
 * letter case or a trailing slash answers the canonical path.
 */
export async function resolveMagazinePath(ctx: GraphQLContext, { alias, requested, preview }: { alias: string; requested: string; preview: boolean }): Promise<MagazineTarget | null> {
  const parsed = parseMagazinePath(alias);
  if (!parsed || !(await magazineModuleOn(ctx))) return null;
  const index = await magazineIndexOf(ctx);
  const trailingSlash = /\/$/.test(requested.split(/[?#]/, 1)[0]!);
  const redirectFor = (canonical: string) => (canonical === `/${alias}` && !trailingSlash ? null : canonical);
  const visiblePublication = (row: PublicationRow | undefined): row is PublicationRow => row !== undefined && (preview || isActivePublication(row));
  if (parsed.publication === null) {
    if (!index.publications.some((row) => isActivePublication(row))) return null;
    return { target: { kind: 'magazine', publication: null }, redirectTo: redirectFor(`/${MAGAZINE_ROOT}`) };
  }
  const publication = index.publicationByAlias.get(parsed.publication.toLowerCase());
  if (!visiblePublication(publication)) return null;
  if (parsed.issue === null) return { target: { kind: 'magazine', publication }, redirectTo: redirectFor(publicationPathOf(publication)) };
  const wanted = parsed.issue.toLowerCase();
  const issue = index.issues.find((row) => row.publicationId === publication.id && row.alias.toLowerCase() === wanted);
  if (!issue || !(preview || isShownIssue(index, issue))) return null;
  return { target: { kind: 'issue', issue, publication }, redirectTo: redirectFor(issuePathOf(index, issue)) };
}

/** What a magazine page is about, for its page facts (service.ts resolvePage and assemblePage). */
export interface MagazinePage {
  name: string;
  canonicalPath: string;
  issue: PageIssue | null;
  publication: PagePublication | null;
  /** [issuename]: the issue's; on a publication page its newest issue's; on the magazine page the site's newest. */
  issueName: string | null;
  /** PageData: 'issue-{id}', 'publication-{id}' or 'page-magazine'; type 'issue' or 'magazine'. */
  pageDataId: string;
  pageDataType: 'issue' | 'magazine';
  teaser: string | null;
  issueRow: IssueRow | null;
  publicationRow: PublicationRow | null;
  defaultGrid: StoredGrid;
}

export async function magazinePageOf(ctx: GraphQLContext, target: PageTargetRow): Promise<MagazinePage | null> {
  if (target.kind !== 'issue' && target.kind !== 'magazine') return null;
  const index = await magazineIndexOf(ctx);
  const publicationRow = target.publication;
  const publication = publicationRow ? { id: publicationRow.id, name: publicationRow.name, path: publicationPathOf(publicationRow) } : null;
  if (target.kind === 'issue') {
    const { issue } = target;
    return {
      name: `${target.publication.name}: ${issue.name}`,
      canonicalPath: issuePathOf(index, issue),
      issue: { id: issue.id, name: issue.name, path: issuePathOf(index, issue), publicationId: issue.publicationId, mailingDate: issue.mailingDate, digitalEditionUrl: issue.digitalEditionUrl },
      publication,
      issueName: issue.name,
      pageDataId: `issue-${issue.id}`,
      pageDataType: 'issue',
      teaser: issue.description ?? target.publication.description,
      issueRow: issue,
      publicationRow,
      defaultGrid: DEFAULT_ISSUE_GRID,
    };
  }
  const newest = shownIssues(index, { publicationId: publicationRow?.id ?? null })[0] ?? null;
  return {
    name: publicationRow?.name ?? MAGAZINE_PAGE_NAME,
    canonicalPath: publicationRow ? publicationPathOf(publicationRow) : `/${MAGAZINE_ROOT}`,
    issue: null,
    publication,
    issueName: newest?.name ?? null,
    pageDataId: publicationRow ? `publication-${publicationRow.id}` : `page-${MAGAZINE_ROOT}`,
    pageDataType: 'magazine',
    teaser: publicationRow?.description ?? null,
    issueRow: null,
    publicationRow,
    defaultGrid: DEFAULT_MAGAZINE_GRID,
  };
}

/** The name of /magazine (its page title: 'Magazine | {site}'). */
export const MAGAZINE_PAGE_NAME = 'Magazine';
