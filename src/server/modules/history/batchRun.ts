import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { ContentDocument } from '../../../shared/contentFields.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { contentInputOf, saveContent } from '../content/write.js';
import { findContentById } from '../content/repo.js';

export interface BatchResult {
  batchId: string;
  updated: number[];
  unchanged: number[];
  failed: { id: number; message: string }[];
}

export const newBatchId = (prefix: 'bulk' | 'restore' | 'undo'): string => `${prefix}-${randomUUID()}`;

/** The message an editor can act on; unexpected errors are logged and named as such. */
export function failureMessage(ctx: GraphQLContext, id: number, error: unknown): string {
  if (error instanceof GraphQLError) {
    const fieldErrors = error.extensions?.fieldErrors;
    const details =
      fieldErrors && typeof fieldErrors === 'object' && Object.keys(fieldErrors).length
        ? ` (${Object.entries(fieldErrors as Record<string, string>).map(([field, message]) => `${field}: ${message}`).join('; ')})`
        : '';
    return `${error.message}${details}`;
  }
  ctx.services.log.error({ err: error, contentId: id }, 'batch save failed');
  return 'The item could not be saved because of a server error.';
}

/**
 * The item's current document and the version it was read at. The version is read FIRST: if the
 * item changes in between, the document is newer than the version and the save is refused as
 * stale — never a save of an old document over a newer one.
 */
export async function currentDocument(ctx: GraphQLContext, id: number): Promise<{ version: number; doc: ContentDocument & { id: number } }> {
  const row = await findContentById(ctx.db, ctx.tenant.id, id);
  const doc = await contentInputOf(ctx.db, ctx.tenant.id, id);
  return { version: row?.version ?? 0, doc };
}

/** JSON with sorted keys and absent values as null: snapshots come back from jsonb in its own key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Whether saving `next` over `current` would change anything (ignoring version and id). */
export const sameDocument = (current: ContentDocument, next: ContentDocument): boolean =>
  canonical({ ...current, id: null, version: null }) === canonical({ ...next, id: null, version: null });

/**
 * Saves one document per item through saveContent under one batch id, one after the other; an
 * item that fails is reported and the run goes on (one bad item never stops the others).
 * `next` answers the document to save, null when the item is already as wanted, or throws.
 */
export async function runContentBatch(
  ctx: GraphQLContext,
  ids: readonly number[],
  batchId: string,
  next: (id: number, current: ContentDocument & { id: number }) => Promise<ContentDocument | null>,
): Promise<BatchResult> {
  const result: BatchResult = { batchId, updated: [], unchanged: [], failed: [] };
  for (const id of ids) {
    try {
      const { version, doc } = await currentDocument(ctx, id);
      const wanted = await next(id, doc);
      if (!wanted || sameDocument(doc, wanted)) {
        result.unchanged.push(id);
        continue;
      }
      await saveContent(ctx, { ...wanted, id, version }, { batchId });
      result.updated.push(id);
    } catch (error) {
      result.failed.push({ id, message: failureMessage(ctx, id, error) });
    }
  }
  return result;
}
