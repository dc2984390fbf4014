import type { SqlRunner } from '../../db/client.js';
import { CONTENT_ROW } from '../content/graph.js';
import type { ContentRow } from '../content/repo.js';
import { TEASER_IMAGE, type ListedRow, type TeaserImage } from '../pages/listSql.js';

/**
 * A contact (a Contact content item) with its photo: what getContacts answers and the
 * company_contacts block shows. It is also a listed row (it has a teaser's fields), so the site's
 * list cache holds it like the page lists.
 */
export interface ContactRow extends ContentRow {
  image: TeaserImage | null;
  companyName: string | null;
}

export const isContactRow = (row: ListedRow): row is ContactRow => row.type === 'Contact' && 'details' in row;

// Each id by primary key (the site and the rules checked on the row found); the photo as a JSON column.
const STATEMENT = {
  name: 'live_contacts_by_ids',
  text: `select ${CONTENT_ROW.select('c')},
    (select case when a.tenant_id = c.tenant_id then ${TEASER_IMAGE.json('a')} end from assets a where a.id = c.primary_image_id) as "@image"
  from content c
  where c.id = any($3::int[]) and c.tenant_id = $1 and c.type = 'Contact'
    and c.status = 1 and c.published <= $2 and (c.unpublished is null or c.unpublished > $2)`,
} as const;

/** The live Contact items of a site among `ids` (any order), in one statement. */
export async function findLiveContacts(sql: SqlRunner, tenantId: number, now: Date, ids: readonly number[]): Promise<ContactRow[]> {
  if (!ids.length) return [];
  const records = await sql.query<Record<string, unknown>>(STATEMENT.text, [tenantId, now, [...ids]], STATEMENT.name);
  return records.map((record) => {
    const image = record['@image'];
    return Object.assign(CONTENT_ROW.map(record), {
      image: image && typeof image === 'object' ? TEASER_IMAGE.map(image as Record<string, unknown>) : null,
      companyName: null,
    });
  });
}
