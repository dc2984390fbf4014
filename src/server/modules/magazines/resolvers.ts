import type {
  IssueContentScheduleResolvers,
  MagazineIssueResolvers,
  MagazineSectionResolvers,
  MutationResolvers,
  PublicationResolvers,
  QueryResolvers,
} from '../../../gql/resolvers-types.js';
import { MAGAZINE_MESSAGES } from '../../../shared/magazines.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { batchedCount } from './common.js';
import { issuePathOf, magazineIndexOf, publicationPathOf, shownIssues } from './index.js';
import { deleteMagazineIssue, getIssue, getIssues, saveMagazineIssue } from './issues.js';
import { deleteMagazinePublication, getMagazinePublication, getPublicationStream, saveMagazinePublication } from './publications.js';
import { countContentByIssue, countContentBySection, countIssuesByPublication, findIssue, findMagazineSection, findPublication, type IssueRow, type PublicationRow } from './repo.js';
import { getIssueSchedulesForContent, removeIssueContentSchedule, scheduleContentToIssue } from './schedules.js';
import { deleteMagazineSection, getMagazineSection, getMagazineSectionStream, saveMagazineSection } from './sections.js';

type MagazineQueries = 'getPublicationStream' | 'getMagazinePublication' | 'getIssue' | 'getIssues' | 'getMagazineSectionStream' | 'getMagazineSection' | 'getIssueSchedulesForContent';

export const magazineQueries: Pick<QueryResolvers, MagazineQueries> = {
  getPublicationStream: (_root, args, ctx) => getPublicationStream(ctx, args.input),
  getMagazinePublication: (_root, args, ctx) => getMagazinePublication(ctx, args.id),
  getIssue: (_root, args, ctx) => getIssue(ctx, args.id),
  getIssues: (_root, args, ctx) => getIssues(ctx, args),
  getMagazineSectionStream: (_root, args, ctx) => getMagazineSectionStream(ctx, args),
  getMagazineSection: (_root, args, ctx) => getMagazineSection(ctx, args.id),
  getIssueSchedulesForContent: (_root, args, ctx) => getIssueSchedulesForContent(ctx, args.contentId),
};

type MagazineMutations =
  | 'saveMagazinePublication'
  | 'deleteMagazinePublication'
  | 'saveMagazineIssue'
  | 'deleteMagazineIssue'
  | 'saveMagazineSection'
  | 'deleteMagazineSection'
  | 'scheduleContentToIssue'
  | 'removeIssueContentSchedule';

export const magazineMutations: Pick<MutationResolvers, MagazineMutations> = {
  saveMagazinePublication: (_root, args, ctx) => saveMagazinePublication(ctx, args.input),
  deleteMagazinePublication: (_root, args, ctx) => deleteMagazinePublication(ctx, args.id),
  saveMagazineIssue: (_root, args, ctx) => saveMagazineIssue(ctx, args.input),
  deleteMagazineIssue: (_root, args, ctx) => deleteMagazineIssue(ctx, args.id),
  saveMagazineSection: (_root, args, ctx) => saveMagazineSection(ctx, args.input),
  deleteMagazineSection: (_root, args, ctx) => deleteMagazineSection(ctx, args.id),
  scheduleContentToIssue: (_root, args, ctx) => scheduleContentToIssue(ctx, args.input),
  removeIssueContentSchedule: (_root, args, ctx) => removeIssueContentSchedule(ctx, args.id),
};

/** A publication of the site: from the site's magazine index, else (a row written in this request on another node's slot) the table. */
async function publicationOf(ctx: GraphQLContext, id: number): Promise<PublicationRow> {
  const row = (await magazineIndexOf(ctx)).publicationById.get(id) ?? (await findPublication(ctx.db, ctx.tenant.id, id));
  if (!row) throw new Error(`Publication ${id} of tenant ${ctx.tenant.id} vanished`);
  return row;
}

async function issueOf(ctx: GraphQLContext, id: number): Promise<IssueRow> {
  const row = (await magazineIndexOf(ctx)).issueById.get(id) ?? (await findIssue(ctx.db, ctx.tenant.id, id));
  if (!row) throw new Error(`Magazine issue ${id} of tenant ${ctx.tenant.id} vanished`);
  return row;
}

export const Publication: PublicationResolvers = {
  logo: (row, _args, ctx) => (row.logoId ? ctx.loaders.asset.load(row.logoId) : null),
  canonicalPath: (row) => publicationPathOf(row),
  latestIssue: async (row, _args, ctx) => shownIssues(await magazineIndexOf(ctx), { publicationId: row.id })[0] ?? null,
  issueCount: (row, _args, ctx) => batchedCount(ctx, 'issuesByPublication', row.id, (ids) => countIssuesByPublication(ctx.db, ctx.tenant.id, ids)),
};

export const MagazineIssue: MagazineIssueResolvers = {
  publication: (row, _args, ctx) => publicationOf(ctx, row.publicationId),
  coverImage: (row, _args, ctx) => (row.coverImageId ? ctx.loaders.asset.load(row.coverImageId) : null),
  canonicalPath: async (row, _args, ctx) => issuePathOf(await magazineIndexOf(ctx), row),
  contentCount: (row, _args, ctx) => batchedCount(ctx, 'contentByIssue', row.id, (ids) => countContentByIssue(ctx.db, ctx.tenant.id, ids)),
};

export const MagazineSection: MagazineSectionResolvers = {
  publication: (row, _args, ctx) => publicationOf(ctx, row.publicationId),
  contentCount: (row, _args, ctx) => batchedCount(ctx, 'contentBySection', row.id, (ids) => countContentBySection(ctx.db, ctx.tenant.id, ids)),
};

export const IssueContentSchedule: IssueContentScheduleResolvers = {
  content: async (row, _args, ctx) => {
    const item = await ctx.loaders.content.load(row.contentId);
    if (!item) throw new Error(MAGAZINE_MESSAGES.contentMissing(row.contentId));
    return item;
  },
  issue: (row, _args, ctx) => issueOf(ctx, row.issueId),
  section: async (row, _args, ctx) =>
    row.sectionId === null ? null : ((await magazineIndexOf(ctx)).sectionById.get(row.sectionId) ?? (await findMagazineSection(ctx.db, ctx.tenant.id, row.sectionId)) ?? null),
};
