import { and, asc, count, eq, inArray, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { content, demographicQuestions, memberships, siteUserProducts, siteUsers } from '../../db/schema/index.js';
import type { MembershipRow } from '../commerce/repo.js';

export type { MembershipRow };

/** The stored columns a save writes (the rest are id, tenant, version and timestamps). */
export interface MembershipWrite {
  title: string;
  alias: string;
  description: string | null;
  status: number;
  isFree: boolean;
  omedaProduct: number;
  requiredUserCommonFields: string[];
  requiredUserDemographicFields: number[];
  additionalUserDemographicFields: number[];
}

export async function findMembership(db: Db, tenantId: number, id: number): Promise<MembershipRow | undefined> {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.id, id)));
  return row;
}

/** Another membership of the site with this alias (the unique index's own check, with the title for the message). */
export async function findOtherByAlias(db: Db, tenantId: number, alias: string, exceptId: number | null) {
  const [row] = await db
    .select({ id: memberships.id, title: memberships.title })
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.alias, alias), exceptId === null ? undefined : ne(memberships.id, exceptId)));
  return row;
}

/** Aliases of the site that start with `base` (the candidates a generated alias must avoid). */
export async function aliasesStartingWith(db: Db, tenantId: number, base: string, exceptId: number | null): Promise<Set<string>> {
  const rows = await db
    .select({ alias: memberships.alias })
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), like(memberships.alias, `${base}%`), exceptId === null ? undefined : ne(memberships.id, exceptId)));
  return new Set(rows.map((row) => row.alias));
}

export async function findOtherByProduct(db: Db, tenantId: number, product: number, exceptId: number | null) {
  const [row] = await db
    .select({ id: memberships.id, title: memberships.title })
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.omedaProduct, product), exceptId === null ? undefined : ne(memberships.id, exceptId)))
    .limit(1);
  return row;
}

/** The next product id of the audience store (sequence of migration 0007). */
export async function nextProductId(db: Db): Promise<number> {
  const result = await db.execute(sql`select nextval('audience_product_id_seq') as id`);
  return Number((result as unknown as { rows: { id: number | string }[] }).rows[0]!.id);
}

export async function insertMembership(db: Db, tenantId: number, values: MembershipWrite): Promise<MembershipRow> {
  const [row] = await db
    .insert(memberships)
    .values({ tenantId, ...values })
    .returning();
  return row!;
}

/** Updates from `version`; undefined when the row moved on (or is gone). */
export async function updateMembership(db: Db, tenantId: number, id: number, version: number, values: MembershipWrite, now: Date): Promise<MembershipRow | undefined> {
  const [row] = await db
    .update(memberships)
    .set({ ...values, version: sql`${memberships.version} + 1`, updatedAt: now })
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.id, id), eq(memberships.version, version)))
    .returning();
  return row;
}

export async function deleteMembershipRow(db: Db, tenantId: number, id: number): Promise<MembershipRow | undefined> {
  const [row] = await db
    .delete(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.id, id)))
    .returning();
  return row;
}

/** Site users of the site holding a product (expired holdings included: the record is theirs). */
export async function countProductHolders(db: Db, tenantId: number, productId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(siteUserProducts)
    .innerJoin(siteUsers, eq(siteUsers.id, siteUserProducts.userId))
    .where(and(eq(siteUsers.tenantId, tenantId), eq(siteUserProducts.productId, productId)));
  return row?.n ?? 0;
}

/** Content items of the site gated by the membership. */
export async function countGatedContent(db: Db, tenantId: number, membershipId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), sql`${content.membershipIds} @> array[${membershipId}]::int[]`));
  return row?.n ?? 0;
}

/** The site's demographic questions for the membership form (no API of their own yet). */
export function findDemographicQuestions(db: Db, tenantId: number) {
  return db
    .select({
      id: demographicQuestions.id,
      text: demographicQuestions.omedaWebformText,
      description: demographicQuestions.description,
      demographicType: demographicQuestions.demographicType,
      status: demographicQuestions.status,
    })
    .from(demographicQuestions)
    .where(eq(demographicQuestions.tenantId, tenantId))
    .orderBy(asc(demographicQuestions.omedaWebformText), asc(demographicQuestions.id));
}

/** Which of `ids` are questions of the site. */
export async function existingQuestionIds(db: Db, tenantId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: demographicQuestions.id })
    .from(demographicQuestions)
    .where(and(eq(demographicQuestions.tenantId, tenantId), inArray(demographicQuestions.id, ids)));
  return new Set(rows.map((row) => row.id));
}
