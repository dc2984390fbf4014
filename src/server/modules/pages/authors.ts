import { authorPath } from '../../../shared/authors.js';
import type { AuthorProfile } from '../../../site/blocks/types.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { loadAssetsByIds, type AssetRow } from '../assets/repo.js';
import { hasAuthoredContent, loadPersonsByIds, type PersonRow } from '../persons/repo.js';
import { listResults, listStatement, type ListSpec } from './listSql.js';
import { imageRefOf } from './teasers.js';

/**
 * Authors on public pages (issue 13 item 1): the author page's person and the about_author block's
 * people, with their photos, through the site's cache (slots.authors: dropped by person and asset
 * saves), so a warm node reads no table for them; the request's person and asset loaders get the
 * rows, so the page's GraphQL fields (pageData.person.image) read none either.
 */
export interface AuthorCard {
  person: PersonRow;
  /** The person's photo when it is an image of the site's library. */
  photo: AssetRow | null;
}

/** Persons of this site by id, in the order asked; null for an id the site has no person for. */
export async function authorCards(ctx: GraphQLContext, personIds: readonly number[]): Promise<(AuthorCard | null)[]> {
  if (personIds.length === 0) return [];
  const cards = await ctx.services.slots.authors.getMany(
    ctx.tenant.id,
    personIds.map(String),
    async (missing) => {
      const ids = missing.map(Number);
      const persons = new Map((await loadPersonsByIds(ctx.db, ctx.tenant.id, ids)).map((row) => [row.id, row]));
      const imageIds = [...persons.values()].flatMap((row) => (row.imageId ? [row.imageId] : []));
      const assets = new Map((await loadAssetsByIds(ctx.db, ctx.tenant.id, imageIds)).map((row) => [row.id, row]));
      return ids.map((id) => {
        const person = persons.get(id);
        if (!person) return null;
        const asset = person.imageId ? assets.get(person.imageId) : undefined;
        // Shared by every request of the site: frozen, so nothing can change it for the others.
        return Object.freeze({ person: Object.freeze(person), photo: asset?.kind === 'image' ? Object.freeze(asset) : null });
      });
    },
  );
  for (const card of cards) {
    if (!card) continue;
    ctx.loaders.person.prime(card.person.id, card.person);
    if (card.person.imageId !== null) ctx.loaders.asset.prime(card.person.imageId, card.photo);
  }
  return cards;
}

/** BlockDataApi.authorProfiles: the persons asked for, as the author blocks show them; unknown ids left out. */
export async function authorProfiles(ctx: GraphQLContext, { personIds, photoWidth }: { personIds: number[]; photoWidth: number }): Promise<AuthorProfile[]> {
  const cards = await authorCards(ctx, personIds);
  return cards.flatMap((card) => {
    if (!card) return [];
    const { person, photo } = card;
    return [
      {
        id: person.id,
        name: person.fullName,
        path: authorPath({ id: person.id, name: person.fullName }),
        title: person.title?.trim() || null,
        bio: person.bio?.trim() || null,
        photo: imageRefOf(photo, { maxWidth: photoWidth, fallbackAlt: person.fullName }),
        email: person.email,
      },
    ];
  });
}

/**
 * Whether a person has an author page: they authored an item a visitor may see (live). One row of
 * the page-list statement, kept in the site's list cache like the pages' lists (dropped by content
 * changes and after 60 s), so a warm node asks nothing. A CMS user's preview also counts items not
 * yet live (not deleted), uncached.
 */
export async function hasAuthorPage(ctx: GraphQLContext, personId: number, { preview }: { preview: boolean }): Promise<boolean> {
  if (preview) return hasAuthoredContent(ctx.db, ctx.tenant.id, personId, { now: ctx.now, preview: true });
  const spec: ListSpec = {
    kind: 'list',
    filter: { authorId: personId, excludeTypes: [], excludeIds: [], sectionIds: null, scheduleOption: null, requiresImage: false },
    sort: { field: 'published', order: 'desc' },
    limit: 1,
    offset: 0,
  };
  const [rows] = await ctx.services.slots.lists.getMany(ctx.tenant.id, [JSON.stringify(spec)], async () => {
    const { text, values, name } = listStatement(ctx.tenant.id, ctx.now, [spec]);
    return listResults(await ctx.services.sql.query(text, values, name), 1);
  });
  return (rows?.length ?? 0) > 0;
}
