import { and, count, desc, eq, notExists, sql, type SQL } from 'drizzle-orm';
import { sanitizeRichText } from '../../html/sanitize.js';
import { MESSAGES } from '../../../shared/messages.js';
import { NEWS_LIMITS, newsDescriptionError } from '../../../shared/aspireNews.js';
import { aspireNews, aspireNewsReads } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, conflict, notFound } from '../../graphql/errors.js';
import { requireLogin, requirePermission } from '../cmsAuth/access.js';
import { recordHistory } from '../history/repo.js';

export type NewsRow = typeof aspireNews.$inferSelect & { hasRead: boolean };

const hasReadColumn = (userId: number) =>
  sql<boolean>`exists (select 1 from ${aspireNewsReads} where ${aspireNewsReads.newsId} = ${aspireNews.id} and ${aspireNewsReads.userId} = ${userId})`;

/** News for CMS users. Managers (manage_modules) also see drafts; everyone else published items. */
export async function getAspireNewsStream(
  ctx: GraphQLContext,
  args: { skip?: number | null; limit?: number | null; hideRead?: boolean | null; status?: number | null },
): Promise<{ items: NewsRow[]; totalCount: number }> {
  const viewer = requireLogin(ctx);
  const limit = args.limit ?? 10;
  const skip = args.skip ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw badInput('limit must be between 1 and 100.', { limit: 'Must be between 1 and 100' });
  if (!Number.isInteger(skip) || skip < 0) throw badInput('skip must be 0 or more.', { skip: 'Must be 0 or more' });
  if (args.status != null && args.status !== 1 && args.status !== 2) throw badInput('status must be 1 (published) or 2 (draft).', { status: 'Must be 1 or 2' });
  const manager = viewer.permissions.has('manage_modules');
  const status = manager ? args.status : 1;
  const where: SQL | undefined = and(
    status != null ? eq(aspireNews.status, status) : undefined,
    args.hideRead
      ? notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(aspireNewsReads)
            .where(and(eq(aspireNewsReads.newsId, aspireNews.id), eq(aspireNewsReads.userId, viewer.id))),
        )
      : undefined,
  );
  const [items, [total]] = await Promise.all([
    ctx.db
      .select({ news: aspireNews, hasRead: hasReadColumn(viewer.id) })
      .from(aspireNews)
      .where(where)
      .orderBy(desc(aspireNews.date), desc(aspireNews.id))
      .limit(limit)
      .offset(skip),
    ctx.db.select({ n: count() }).from(aspireNews).where(where),
  ]);
  return { items: items.map((r) => ({ ...r.news, hasRead: r.hasRead })), totalCount: total?.n ?? 0 };
}

async function findNews(ctx: GraphQLContext, id: number, userId: number): Promise<NewsRow | undefined> {
  const [row] = await ctx.db
    .select({ news: aspireNews, hasRead: hasReadColumn(userId) })
    .from(aspireNews)
    .where(eq(aspireNews.id, id));
  return row ? { ...row.news, hasRead: row.hasRead } : undefined;
}

/** Opening the expand area of a published unread item marks it read (spec 001 §2 "News flyout"). */
export async function markAspireNewsRead(ctx: GraphQLContext, id: number): Promise<NewsRow> {
  const viewer = requireLogin(ctx);
  const item = await findNews(ctx, id, viewer.id);
  if (!item || item.status !== 1) throw notFound(`No published news item with id ${id} was found.`);
  try {
    await ctx.db.insert(aspireNewsReads).values({ newsId: id, userId: viewer.id }).onConflictDoNothing();
  } catch {
    // Deleted between the read above and this insert (foreign key): the item is gone.
    throw notFound(`No published news item with id ${id} was found.`);
  }
  return { ...item, hasRead: true };
}

export async function deleteAspireNews(ctx: GraphQLContext, id: number): Promise<boolean> {
  requirePermission(ctx, 'manage_modules');
  const [deleted] = await ctx.db.delete(aspireNews).where(eq(aspireNews.id, id)).returning();
  if (!deleted) throw notFound(`No news item with id ${id} was found.`);
  await recordHistory(ctx.db, ctx, { entityType: 'AspireNews', entityId: id, action: 'delete', before: deleted, after: null, tenantId: null });
  return true;
}

export interface NewsInput {
  id?: number | null;
  version?: number | null;
  title: string;
  description: string;
  date: Date | string;
  status: number;
  alert: boolean;
}

/** setAspireNews: writes or edits a news item (manage_modules); the description is sanitised HTML. */
export async function setAspireNews(ctx: GraphQLContext, input: NewsInput): Promise<NewsRow> {
  const viewer = requirePermission(ctx, 'manage_modules');
  const errors: Record<string, string> = {};
  const title = input.title.trim();
  // Measured before sanitising: a megabyte of HTML is refused, not parsed.
  const tooLong = newsDescriptionError(input.description);
  const description = tooLong ? '' : sanitizeRichText(input.description);
  if (!title) errors.title = MESSAGES.fieldRequired;
  else if (title.length > NEWS_LIMITS.title) errors.title = `At most ${NEWS_LIMITS.title} characters.`;
  if (tooLong) errors.description = tooLong;
  else if (!description.replace(/<[^>]*>/g, '').trim()) errors.description = MESSAGES.fieldRequired;
  if (input.status !== 1 && input.status !== 2) errors.status = 'Must be 1 (published) or 2 (draft)';
  if (Object.keys(errors).length) throw badInput('Please correct the highlighted fields.', errors);
  const values = { title, description, date: new Date(input.date), status: input.status, alert: input.alert };
  if (input.id == null) {
    const [row] = await ctx.db.insert(aspireNews).values({ ...values, createdBy: viewer.id }).returning();
    if (!row) throw new Error('news not created');
    await recordHistory(ctx.db, ctx, { entityType: 'AspireNews', entityId: row.id, action: 'create', before: null, after: row, tenantId: null });
    return { ...row, hasRead: false };
  }
  if (input.version == null) throw badInput('version is required when updating.', { version: MESSAGES.fieldRequired });
  const previous = await findNews(ctx, input.id, viewer.id);
  const [row] = await ctx.db
    .update(aspireNews)
    .set({ ...values, version: sql`${aspireNews.version} + 1`, updatedAt: ctx.now })
    .where(and(eq(aspireNews.id, input.id), eq(aspireNews.version, input.version)))
    .returning();
  if (!row) {
    if (!(await findNews(ctx, input.id, viewer.id))) throw notFound(`No news item with id ${input.id} was found.`);
    throw conflict('This news item was changed by someone else since you opened it. Reload to see their changes.');
  }
  await recordHistory(ctx.db, ctx, { entityType: 'AspireNews', entityId: row.id, action: 'update', before: previous ?? null, after: row, tenantId: null, omit: ['hasRead'] });
  return (await findNews(ctx, row.id, viewer.id)) ?? { ...row, hasRead: false };
}
