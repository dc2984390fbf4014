import { badInput } from './errors.js';

export interface PageRequest {
  limit: number;
  offset: number;
}

export interface PaginationArgs {
  limit?: number | null;
  skip?: number | null;
  after?: string | null;
}

const encodeCursor = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');

function decodeCursor(cursor: string): number {
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1]) throw badInput('The "after" cursor is not valid; use pageInfo.endCursor from a previous page.', { after: 'Invalid cursor' });
  return Number(match[1]);
}

/** Validates limit/skip/after against the stream's bounds and turns them into limit and offset. */
export function parsePagination(
  args: PaginationArgs | null | undefined,
  { defaultLimit, maxLimit }: { defaultLimit: number; maxLimit: number },
): PageRequest {
  const limit = args?.limit ?? defaultLimit;
  if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit) {
    throw badInput(`limit must be between 1 and ${maxLimit}.`, { limit: `Must be between 1 and ${maxLimit}` });
  }
  const skip = args?.skip ?? 0;
  if (!Number.isInteger(skip) || skip < 0) throw badInput('skip must be 0 or more.', { skip: 'Must be 0 or more' });
  const offset = args?.after ? decodeCursor(args.after) + 1 : skip;
  return { limit, offset };
}

export interface Connection<T> {
  totalCount: number | (() => Promise<number>);
  edges: { node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
}

/**
 * Builds a connection from `limit + 1` fetched rows (the extra row tells whether a next page
 * exists). totalCount is a function so that graphql-js runs the count query only when selected.
 */
export function toConnection<T>(rows: T[], page: PageRequest, count: () => Promise<number>): Connection<T> {
  const hasNextPage = rows.length > page.limit;
  const nodes = hasNextPage ? rows.slice(0, page.limit) : rows;
  return {
    totalCount: count,
    edges: nodes.map((node) => ({ node })),
    pageInfo: {
      hasNextPage,
      hasPreviousPage: page.offset > 0,
      endCursor: nodes.length ? encodeCursor(page.offset + nodes.length - 1) : null,
    },
  };
}

/** A connection over a list already held in memory (small, fully loaded sets). */
export function listConnection<T>(items: T[]): Connection<T> {
  return toConnection(items, { limit: Math.max(items.length, 1), offset: 0 }, async () => items.length);
}

/** Id lists are bounded so that a hostile variable cannot build a huge SQL statement. */
export function assertIdList(name: string, ids: readonly number[] | null | undefined, max = 1000): void {
  if (ids && ids.length > max) throw badInput(`${name} may hold at most ${max} ids.`, { [name]: `At most ${max} ids` });
}
