import { STREAM_LIMITS } from '../../../shared/constants.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import { findLiveContacts, isContactRow, type ContactRow } from './repo.js';

export interface GetContactsArgs {
  ids: readonly number[];
  limit?: number | null;
}

/** 002 §9 "Contacts limit 100": at most this many ids asked for and contacts answered. */
export const CONTACTS_LIMIT = STREAM_LIMITS.contacts;

/**
 * getContacts (002 §7 "getContacts (ids, limit 100)"): the live Contact items of the current site
 * among `ids`, in the order of `ids` (a repeated id once), at most `limit`. Ids of other sites, of
 * other types or of items that are not live are left out, not refused: a company's contact list
 * may name a contact that was unpublished since. The rows are kept in the site's list cache
 * (slots.lists: dropped by any content change and after 60 s), so a warm company page reads none.
 */
export async function getContacts(ctx: GraphQLContext, args: GetContactsArgs): Promise<ContactRow[]> {
  if (args.ids.length > CONTACTS_LIMIT) {
    throw badInput(`ids may hold at most ${CONTACTS_LIMIT} contact ids (it holds ${args.ids.length}).`, { ids: `At most ${CONTACTS_LIMIT} ids` });
  }
  const limit = args.limit ?? CONTACTS_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > CONTACTS_LIMIT) {
    throw badInput(`limit must be between 1 and ${CONTACTS_LIMIT}.`, { limit: `Must be between 1 and ${CONTACTS_LIMIT}` });
  }
  const ids = [...new Set(args.ids)];
  if (!ids.length) return [];
  const sorted = [...ids].sort((a, b) => a - b);
  const cached = await ctx.services.slots.lists.get(ctx.tenant.id, JSON.stringify({ kind: 'contacts', ids: sorted }), () =>
    findLiveContacts(ctx.services.sql, ctx.tenant.id, ctx.now, sorted),
  );
  const byId = new Map(cached.filter(isContactRow).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []).slice(0, limit);
}
