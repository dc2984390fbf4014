import { STREAM_LIMITS } from '../../../shared/constants.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import { assertIdList, parsePagination, toConnection, type PaginationArgs } from '../../graphql/pagination.js';
import { countPersons, findPersons, type PersonFilter } from './repo.js';

export async function getPersonStream(
  ctx: GraphQLContext,
  input: (PersonFilter & { pagination?: PaginationArgs | null }) | null | undefined,
) {
  const page = parsePagination(input?.pagination, { defaultLimit: 100, maxLimit: STREAM_LIMITS.people });
  assertIdList('includeIds', input?.includeIds);
  if (input?.status?.some((s) => s !== 0 && s !== 1)) {
    throw badInput('status values must be 0 (inactive) or 1 (active).', { status: 'Must be 0 or 1' });
  }
  if (input?.phrase && input.phrase.length > 200) throw badInput('phrase may be at most 200 characters.', { phrase: 'At most 200 characters' });
  const filter: PersonFilter = { status: input?.status, phrase: input?.phrase?.trim(), includeIds: input?.includeIds };
  const rows = await findPersons(ctx.db, ctx.tenant.id, filter, page);
  return toConnection(rows, page, () => countPersons(ctx.db, ctx.tenant.id, filter));
}
