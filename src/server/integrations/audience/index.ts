import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { demographicQuestions, demographicValues, siteUserDemographics, siteUserProducts } from '../../db/schema/index.js';

/**
 * The audience platform (spec: Omeda — customers, products, demographics) behind one interface.
 * The local default keeps everything in this database; an outside platform would implement the
 * same methods. Nothing here calls the network.
 */
export interface HeldProduct {
  productId: number;
  version: string | null;
  expiresAt: Date | null;
  amount: number | null;
}

export interface DemographicAnswer {
  questionId: number;
  answerIds: number[];
  answerText: string | null;
}

export interface DemographicQuestion {
  id: number;
  /** 1 single select, 2 multi select, 3 text, 5 checkbox, 6 date, 7 and 8 number; unknown means text. */
  demographicType: number;
  omedaWebformText: string;
  description: string | null;
  demographicValues: Array<{ id: number; description: string }>;
}

export interface AudiencePlatform {
  /** Products the customer holds now (not expired at `now`). */
  productsOf(userId: number, now: Date): Promise<HeldProduct[]>;
  /** Adds or replaces products of the customer (setOmedaCustomer, registration, subscriptions). */
  setProducts(userId: number, products: HeldProduct[], source: string): Promise<void>;
  removeProducts(userId: number, productIds: number[]): Promise<void>;
  demographicsOf(userId: number): Promise<DemographicAnswer[]>;
  /** Replaces the answers to the questions named (answers to other questions stay). */
  saveDemographics(userId: number, answers: DemographicAnswer[]): Promise<void>;
  /** The site's demographic questions with their values (limit 10 per call, as the spec's stream). */
  questions(tenantId: number, ids: number[] | null, limit: number): Promise<DemographicQuestion[]>;
}

export function createLocalAudience(db: Db): AudiencePlatform {
  return {
    async productsOf(userId, now) {
      const rows = await db
        .select()
        .from(siteUserProducts)
        .where(and(eq(siteUserProducts.userId, userId), or(isNull(siteUserProducts.expiresAt), gt(siteUserProducts.expiresAt, now))));
      return rows.map((row) => ({ productId: row.productId, version: row.productVersion, expiresAt: row.expiresAt, amount: row.amount === null ? null : Number(row.amount) }));
    },
    async setProducts(userId, products, source) {
      if (products.length === 0) return;
      await db
        .insert(siteUserProducts)
        .values(products.map((p) => ({ userId, productId: p.productId, productVersion: p.version, expiresAt: p.expiresAt, amount: p.amount === null ? null : p.amount.toFixed(2), source })))
        .onConflictDoUpdate({
          target: [siteUserProducts.userId, siteUserProducts.productId],
          set: {
            productVersion: sql`excluded.product_version`,
            expiresAt: sql`excluded.expires_at`,
            amount: sql`excluded.amount`,
            source: sql`excluded.source`,
            updatedAt: sql`now()`,
          },
        });
    },
    async removeProducts(userId, productIds) {
      if (productIds.length === 0) return;
      await db.delete(siteUserProducts).where(and(eq(siteUserProducts.userId, userId), inArray(siteUserProducts.productId, productIds)));
    },
    async demographicsOf(userId) {
      const rows = await db.select().from(siteUserDemographics).where(eq(siteUserDemographics.userId, userId)).orderBy(siteUserDemographics.questionId);
      return rows.map((row) => ({ questionId: row.questionId, answerIds: row.answerIds, answerText: row.answerText }));
    },
    async saveDemographics(userId, answers) {
      if (answers.length === 0) return;
      await db
        .insert(siteUserDemographics)
        .values(answers.map((a) => ({ userId, questionId: a.questionId, answerIds: a.answerIds, answerText: a.answerText })))
        .onConflictDoUpdate({
          target: [siteUserDemographics.userId, siteUserDemographics.questionId],
          set: { answerIds: sql`excluded.answer_ids`, answerText: sql`excluded.answer_text`, updatedAt: sql`now()` },
        });
    },
    async questions(tenantId, ids, limit) {
      if (ids && ids.length === 0) return [];
      const questions = await db
        .select()
        .from(demographicQuestions)
        .where(and(eq(demographicQuestions.tenantId, tenantId), eq(demographicQuestions.status, 1), ids ? inArray(demographicQuestions.id, ids) : undefined))
        .orderBy(demographicQuestions.id)
        .limit(limit);
      if (questions.length === 0) return [];
      const values = await db
        .select()
        .from(demographicValues)
        .where(inArray(demographicValues.questionId, questions.map((q) => q.id)))
        .orderBy(demographicValues.questionId, demographicValues.position, demographicValues.id);
      return questions.map((q) => ({
        id: q.id,
        demographicType: q.demographicType,
        omedaWebformText: q.omedaWebformText,
        description: q.description,
        demographicValues: values.filter((v) => v.questionId === q.id).map((v) => ({ id: v.id, description: v.description })),
      }));
    },
  };
}
