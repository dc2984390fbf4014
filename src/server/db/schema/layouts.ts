import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import type { StoredGrid, StoredSecondaryGrid } from '../../../shared/layouts/grid.js';
import type { LayoutExcludeAdFlag, LayoutType, PropagationPageType } from '../../../shared/layouts/layout.js';
import type { ContentType } from '../../../shared/contentTypes.js';
import type { LoadMoreType } from '../../../shared/layout.js';
import { cmsUsers } from './cmsUsers.js';
import { tenants } from './tenants.js';
import { createdAt, updatedAt, version } from './columns.js';

/**
 * Web layouts (spec 001 §3 "Layout"). A layout is global (every site) or belongs to the sites in
 * web_layout_tenants. The grids are JSONB documents validated by src/shared/layouts on every save;
 * `aliases` and `content_types` are arrays so page resolution finds candidates with one index probe.
 */
export const webLayouts = pgTable(
  'web_layouts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type').$type<LayoutType>().notNull(),
    key: text('key').notNull().default(''),
    aliases: text('aliases').array().notNull().default([]),
    propagate: boolean('propagate').notNull().default(false),
    pageType: text('page_type').$type<PropagationPageType>(),
    contentTypes: text('content_types').array().$type<ContentType[]>().notNull().default([]),
    gatingRequirements: text('gating_requirements').array().notNull().default([]),
    isGlobal: boolean('is_global').notNull().default(false),
    hideHeader: boolean('hide_header').notNull().default(false),
    hideFooter: boolean('hide_footer').notNull().default(false),
    loadMoreType: text('load_more_type').$type<LoadMoreType>().notNull().default('none'),
    excludeAds: jsonb('exclude_ads').$type<Record<LayoutExcludeAdFlag, boolean>>().notNull().default({} as Record<LayoutExcludeAdFlag, boolean>),
    primaryGrid: jsonb('primary_grid').$type<StoredGrid>().notNull().default({ rows: [] }),
    secondaryGrids: jsonb('secondary_grids').$type<StoredSecondaryGrid[]>().notNull().default([]),
    updatedBy: integer('updated_by').references(() => cmsUsers.id, { onDelete: 'set null' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('web_layouts_type_idx').on(t.type), index('web_layouts_aliases_idx').using('gin', t.aliases)],
);

/** The sites a non-global layout serves. */
export const webLayoutTenants = pgTable(
  'web_layout_tenants',
  {
    layoutId: integer('layout_id')
      .notNull()
      .references(() => webLayouts.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.layoutId, t.tenantId] }), index('web_layout_tenants_tenant_idx').on(t.tenantId)],
);
