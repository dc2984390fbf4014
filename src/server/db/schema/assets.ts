import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, tenantId, updatedAt, version } from './columns.js';

export type AssetKind = 'image' | 'file';

export interface AssetProcessingOptions {
  crop?: { x: number; y: number; width: number; height: number } | null;
  focalPoint?: { x: number; y: number } | null;
}

/** Images and files. `src` is the public URL path; the bytes live behind the storage adapter. */
export const assets = pgTable(
  'assets',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    kind: text('kind').$type<AssetKind>().notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    src: text('src').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull().default(0),
    width: integer('width'),
    height: integer('height'),
    alt: text('alt'),
    caption: text('caption'),
    credit: text('credit'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    processingOptions: jsonb('processing_options').$type<AssetProcessingOptions>().notNull().default({}),
    approvedWebsite: boolean('approved_website').notNull().default(true),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('assets_tenant_kind_idx').on(t.tenantId, t.kind, t.createdAt),
    // GET /files/{key} serves a file with the type and name of its row (app.ts, http/files.ts).
    index('assets_storage_key_idx').on(t.storageKey),
  ],
);
