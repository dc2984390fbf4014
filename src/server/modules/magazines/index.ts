import { issuePath, MAGAZINE_STATUS, publicationPath } from '../../../shared/magazines.js';
import type { Db } from '../../db/client.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { loadAssetsByIds, type AssetRow } from '../assets/repo.js';
import { loadMagazineRows, type IssueRow, type MagazineSectionRow, type PublicationRow } from './repo.js';

/**
 * The site's magazines as the public pages read them (the site cache's `magazines` slot; dropped
 * by every magazine save, issue schedule change and asset change): every publication, issue and
 * magazine section with the logos and covers they show, and what is scheduled to each issue. A site has tens of publications and hundreds of issues at most,
 * so a magazine page or block on a warm node reads no table for them.
 */
export interface MagazineIndex {
  /** By name. */
  publications: PublicationRow[];
  publicationById: Map<number, PublicationRow>;
  /** By alias, lower case (paths are compared without case, then redirected to the stored spelling). */
  publicationByAlias: Map<string, PublicationRow>;
  /** Newest mailing date first. */
  issues: IssueRow[];
  issueById: Map<number, IssueRow>;
  /** In order (sequence, then name). */
  sections: MagazineSectionRow[];
  sectionById: Map<number, MagazineSectionRow>;
  /** Logos and covers (images of the site only). */
  images: Map<number, AssetRow>;
  /** What is scheduled to each issue, in the issue's order (any status: the page lists keep the live ones). */
  schedulesByIssue: Map<number, { contentId: number; sectionId: number | null }[]>;
}

export async function loadMagazineIndex(db: Db, tenantId: number): Promise<MagazineIndex> {
  const { publications, issues, sections, schedules } = await loadMagazineRows(db, tenantId);
  const schedulesByIssue = new Map<number, { contentId: number; sectionId: number | null }[]>();
  for (const { issueId, contentId, sectionId } of schedules) {
    let list = schedulesByIssue.get(issueId);
    if (!list) schedulesByIssue.set(issueId, (list = []));
    list.push({ contentId, sectionId });
  }
  const imageIds = [...new Set([...publications.map((p) => p.logoId), ...issues.map((i) => i.coverImageId)].filter((id): id is number => id !== null))];
  const assets = await loadAssetsByIds(db, tenantId, imageIds);
  return {
    publications,
    publicationById: new Map(publications.map((p) => [p.id, p])),
    publicationByAlias: new Map(publications.map((p) => [p.alias.toLowerCase(), p])),
    issues,
    issueById: new Map(issues.map((i) => [i.id, i])),
    sections,
    sectionById: new Map(sections.map((s) => [s.id, s])),
    images: new Map(assets.filter((asset) => asset.kind === 'image').map((asset) => [asset.id, asset])),
    schedulesByIssue,
  };
}

/** The site's magazine index from the site cache. */
export const magazineIndexOf = (ctx: Pick<GraphQLContext, 'services' | 'tenant'>): Promise<MagazineIndex> => ctx.services.slots.magazines.get(ctx.tenant.id);

/** Whether the site's magazine module is on (001 §3 "Modules"): magazine pages and blocks exist only then. */
export async function magazineModuleOn(ctx: Pick<GraphQLContext, 'services' | 'tenant'>): Promise<boolean> {
  return (await ctx.services.slots.modules.get(ctx.tenant.id)).magazine;
}

export const isActivePublication = (publication: PublicationRow | undefined | null): publication is PublicationRow =>
  publication != null && publication.status === MAGAZINE_STATUS.active;

/** An issue visitors may see: active, of an active publication. */
export function isShownIssue(index: MagazineIndex, issue: IssueRow | undefined | null): issue is IssueRow {
  return issue != null && issue.status === MAGAZINE_STATUS.active && isActivePublication(index.publicationById.get(issue.publicationId));
}

/** The issues visitors may see, newest first: of one publication, or of every active one. */
export function shownIssues(index: MagazineIndex, { publicationId }: { publicationId?: number | null } = {}): IssueRow[] {
  return index.issues.filter((issue) => (publicationId == null || issue.publicationId === publicationId) && isShownIssue(index, issue));
}

/** The page of a publication: /magazine/{alias}. */
export const publicationPathOf = (publication: Pick<PublicationRow, 'alias'>): string => publicationPath(publication.alias);

/** The page of an issue: /magazine/{publication alias}/{alias} (the publication from the index). */
export function issuePathOf(index: MagazineIndex, issue: IssueRow): string {
  const publication = index.publicationById.get(issue.publicationId);
  return issuePath(publication?.alias ?? String(issue.publicationId), issue.alias);
}
