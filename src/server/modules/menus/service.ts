import { MENU_LOCATIONS, MENU_LOCATION_RULES, parseMenuItems, type MenuLink, type MenuLocation } from '../../../shared/menus.js';
import { isSafeLink } from '../../../shared/links.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import { requirePermission } from '../cmsAuth/access.js';
import { staleSave } from '../history/conflict.js';
import { recordHistory } from '../history/repo.js';
import { ALL_SITES, recordSiteChange } from '../../cache/siteChanges.js';
import { findMenu, writeMenu, type MenuRow } from './repo.js';

const ENTITY = 'Menu';

/** History ids must be unique across sites: a location alone is not. */
const historyId = (tenantId: number, location: string) => `${tenantId}:${location}`;

/**
 * Stored items went through the shared schema on save; read them defensively all the same. Links
 * saved before the link rule (src/shared/links.ts: `/\host` leads off the site) are left out
 * rather than the whole menu (a group heading keeps its children).
 */
function storedItems(row: MenuRow | undefined, location: MenuLocation): MenuLink[] {
  if (!row) return [];
  const parsed = parseMenuItems(location, row.items);
  if (parsed.ok) return parsed.items;
  const retried = parseMenuItems(location, withoutUnsafeLinks(row.items));
  return retried.ok ? retried.items : [];
}

function withoutUnsafeLinks(items: unknown): unknown {
  if (!Array.isArray(items)) return items;
  return items.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [item];
    const { url, children } = item as { url?: unknown; children?: unknown };
    const kept = Array.isArray(children) ? { ...item, children: withoutUnsafeLinks(children) } : item;
    if (typeof url !== 'string' || url.trim() === '' || isSafeLink(url)) return [kept];
    return Array.isArray(children) && children.length > 0 ? [{ ...kept, url: '' }] : [];
  });
}

function toMenu(location: MenuLocation, row: MenuRow | undefined) {
  const rule = MENU_LOCATION_RULES[location];
  return {
    id: location,
    location,
    allowsChildren: rule.allowsChildren,
    maxItems: rule.maxItems,
    items: storedItems(row, location),
    version: row?.version ?? 0,
    updatedAt: row?.updatedAt ?? null,
  };
}

/**
 * A link to another site of this installation, written for the address the reader used: when the
 * site is served on a port of its own (a demo or development server, http://localhost:3000), a
 * link to a sister site's domain (https://fot.localhost/) gets the reader's scheme and port, or it
 * would lead nowhere. Served on the default ports (production), links are left as they are.
 */
export function sisterSiteLink(url: string, origin: string, isSiteDomain: (host: string) => boolean): string {
  if (!/^https?:\/\//i.test(url)) return url;
  let from: URL;
  let link: URL;
  try {
    from = new URL(origin);
    link = new URL(url);
  } catch {
    return url;
  }
  if (!from.port || !isSiteDomain(link.hostname.toLowerCase()) || (link.protocol === from.protocol && link.port === from.port)) return url;
  link.protocol = from.protocol;
  link.port = from.port;
  return link.toString();
}

function withSisterLinks(items: MenuLink[], rewrite: (url: string) => string): MenuLink[] {
  return items.map((item) => ({ ...item, url: rewrite(item.url), children: withSisterLinks(item.children, rewrite) }));
}

/** getWebsiteMenus: public (the public shell renders them); every location, empty ones included. */
export async function getWebsiteMenus(ctx: GraphQLContext) {
  const rows = new Map((await ctx.services.slots.menus.get(ctx.tenant.id)).map((r) => [r.location, r]));
  const menus = MENU_LOCATIONS.map((location) => toMenu(location, rows.get(location)));
  if (!/:\d+$/.test(ctx.origin)) return menus;
  const sites = await ctx.services.slots.tenants.get(ALL_SITES);
  const rewrite = (url: string) => sisterSiteLink(url, ctx.origin, (host) => sites.byDomain.has(host));
  return menus.map((menu) => ({ ...menu, items: withSisterLinks(menu.items, rewrite) }));
}

export interface MenuItemInput {
  label: string;
  url?: string | null;
  newWindow?: boolean | null;
  children?: readonly MenuItemInput[] | null;
}

/** GraphQL nulls become the schema's defaults (zod defaults apply to undefined only). */
const plain = (item: MenuItemInput): Record<string, unknown> => ({
  label: item.label,
  url: item.url ?? '',
  newWindow: item.newWindow ?? false,
  children: (item.children ?? []).map(plain),
});

export async function saveWebsiteMenu(ctx: GraphQLContext, location: MenuLocation, items: readonly MenuItemInput[], version: number) {
  const viewer = requirePermission(ctx, 'manage_menus');
  const parsed = parseMenuItems(location, items.map(plain));
  if (!parsed.ok) throw badInput('Please correct the highlighted fields.', parsed.fieldErrors);
  if (!Number.isInteger(version) || version < 0) throw badInput('version must be 0 or more.', { version: 'Must be 0 or more' });
  const tenantId = ctx.tenant.id;
  const before = await findMenu(ctx.db, tenantId, location);
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await writeMenu(tx, { tenantId, location, version, items: parsed.items, userId: viewer.id });
    if (!row) return null;
    await recordHistory(tx, ctx, {
      entityType: ENTITY,
      entityId: historyId(tenantId, location),
      action: before ? 'update' : 'create',
      before: before ? { location, items: before.items } : null,
      after: { location, items: row.items },
      tenantId,
    });
    // Every page shows the menus: every node drops them and its pages after the commit.
    return { row, change: await recordSiteChange(tx, { tenantId, kinds: ['menus'] }) };
  });
  await ctx.services.siteCache.announce(saved?.change);
  if (!saved) {
    const current = await findMenu(ctx.db, tenantId, location);
    throw await staleSave(ctx.db, {
      label: `The ${MENU_LOCATION_RULES[location].label} menu`,
      entityType: ENTITY,
      entityId: historyId(tenantId, location),
      currentVersion: current?.version ?? 0,
    });
  }
  return toMenu(location, saved.row);
}
