import { WEBSITE_SECTION_FETCH_LIMITS } from '../../../shared/constants.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { notFound } from '../../graphql/errors.js';
import { listConnection, parsePagination, toConnection, type Connection, type PageRequest } from '../../graphql/pagination.js';
import { countContentStream, findContentStream, type ContentFilter, type ContentRow } from '../content/repo.js';
import type { SectionNode } from '../sections/repo.js';

/** 002 §9 "Website section fetch limit … 1000 for leaders": the most leaders a stream answers. */
export const LEADERS_LIMIT = WEBSITE_SECTION_FETCH_LIMITS.leaders;

export interface LeadersArgs {
  sectionId?: number | null;
  limit?: number | null;
  skip?: number | null;
}

export interface LeadersProgram {
  /** The program's name on the site (leaders.title, 'Leaders' by default). */
  title: string;
  /** The section that holds the leaders' company pages. */
  sectionId: number;
}

/**
 * The site's leaders program, or null while it is off: the leaders module (001 §3 "Modules") and
 * the site settings' leaders switch must both be on, and the leaders section must still exist.
 */
export async function leadersProgram(ctx: GraphQLContext): Promise<LeadersProgram | null> {
  const [modules, { site }, tree] = await Promise.all([ctx.services.slots.modules.get(ctx.tenant.id), ctx.services.slots.settings.get(ctx.tenant.id), ctx.loaders.sectionTree()]);
  const { enabled, title, sectionId } = site.leaders;
  if (!modules.leaders || !enabled || sectionId === null || !tree.byId.has(sectionId)) return null;
  return { title: title || 'Leaders', sectionId };
}

const BY_NAME = { field: 'name', order: 'asc' } as const;

/**
 * The filter of a program's leaders: live Company items scheduled to the leaders section or below
 * it; with `sectionId`, only those of them also scheduled to that section or below it (read in two
 * steps: the leaders' ids, then those among them in the section).
 */
async function leadersFilter(ctx: GraphQLContext, program: LeadersProgram, sectionId: number | null): Promise<ContentFilter> {
  const tree = await ctx.loaders.sectionTree();
  const leaders: ContentFilter = { types: ['Company'], sectionIds: tree.withDescendants(program.sectionId) };
  if (sectionId === null) return leaders;
  const all = await findContentStream(ctx.db, ctx.tenant.id, leaders, BY_NAME, { limit: LEADERS_LIMIT, offset: 0 }, ctx.now);
  return { types: ['Company'], includeIds: all.slice(0, LEADERS_LIMIT).map((row) => row.id), sectionIds: tree.withDescendants(sectionId) };
}

async function checkedArgs(ctx: GraphQLContext, args: LeadersArgs): Promise<{ page: PageRequest; sectionId: number | null }> {
  const page = parsePagination({ limit: args.limit, skip: args.skip }, { defaultLimit: LEADERS_LIMIT, maxLimit: LEADERS_LIMIT });
  const sectionId = args.sectionId ?? null;
  if (sectionId !== null && !(await ctx.loaders.sectionTree()).byId.has(sectionId)) throw notFound(`No section with id ${sectionId} was found on this site.`);
  return { page, sectionId };
}

/** The leader companies (by name) of the program, or of one section; empty while the program is off. */
export async function leaderCompanies(ctx: GraphQLContext, { page, sectionId }: { page: PageRequest; sectionId: number | null }): Promise<Connection<ContentRow>> {
  const program = await leadersProgram(ctx);
  if (!program) return listConnection<ContentRow>([]);
  const filter = await leadersFilter(ctx, program, sectionId);
  const rows = await findContentStream(ctx.db, ctx.tenant.id, filter, BY_NAME, page, ctx.now);
  return toConnection(rows, page, () => countContentStream(ctx.db, ctx.tenant.id, filter, ctx.now));
}

/**
 * The sections each company is scheduled to now (start passed, end not), in tree order, without
 * the leaders section itself and the home section: the categories a leader is listed under.
 */
export async function leaderSections(ctx: GraphQLContext, program: LeadersProgram, companyIds: readonly number[]): Promise<Map<number, SectionNode[]>> {
  const [tree, schedules] = await Promise.all([ctx.loaders.sectionTree(), ctx.loaders.schedulesByContent.loadMany([...companyIds])]);
  const order = new Map(tree.ordered.map((section, index) => [section.id, index]));
  const out = new Map<number, SectionNode[]>();
  companyIds.forEach((id, i) => {
    const rows = schedules[i];
    const ids = new Set(
      (Array.isArray(rows) ? rows : [])
        .filter((s) => s.startDate <= ctx.now && (s.endDate === null || s.endDate > ctx.now))
        .map((s) => s.sectionId)
        .filter((sectionId) => sectionId !== program.sectionId && tree.byId.get(sectionId)?.alias !== 'home'),
    );
    out.set(
      id,
      [...ids].flatMap((sectionId) => tree.byId.get(sectionId) ?? []).sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)),
    );
  });
  return out;
}

/** getContentStreamForLeaders (002 §7): public. */
export async function getContentStreamForLeaders(ctx: GraphQLContext, args: LeadersArgs): Promise<Connection<ContentRow>> {
  return leaderCompanies(ctx, await checkedArgs(ctx, args));
}

export interface LeaderCompanyConnection {
  totalCount: number;
  edges: { node: ContentRow; sections: SectionNode[] }[];
  pageInfo: Connection<ContentRow>['pageInfo'];
}

/** getContentStreamForLeadersWithSchedules (002 §7): the same companies with the sections each leads in. Public. */
export async function getContentStreamForLeadersWithSchedules(ctx: GraphQLContext, args: LeadersArgs): Promise<LeaderCompanyConnection> {
  const checked = await checkedArgs(ctx, args);
  const program = await leadersProgram(ctx);
  const connection = await leaderCompanies(ctx, checked);
  const ids = connection.edges.map(({ node }) => node.id);
  const sections = program ? await leaderSections(ctx, program, ids) : new Map<number, SectionNode[]>();
  const totalCount = typeof connection.totalCount === 'number' ? connection.totalCount : await connection.totalCount();
  return {
    totalCount,
    edges: connection.edges.map(({ node }) => ({ node, sections: sections.get(node.id) ?? [] })),
    pageInfo: connection.pageInfo,
  };
}
