import { and, count, eq, sql } from 'drizzle-orm';
import { memberships, tenantModules } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { conflict } from '../../graphql/errors.js';
import { requirePermission } from '../cmsAuth/access.js';
import { recordHistory } from '../history/repo.js';

export const MODULE_KEYS = ['leaders', 'magazine', 'newsletters', 'search', 'memberships', 'sourceesb'] as const;
export type ModuleKey = (typeof MODULE_KEYS)[number];
export type ModuleSwitches = Record<ModuleKey, boolean>;

/** Spec 001 §3 "Modules": in development all are on; otherwise each defaults to off. */
export function defaultModules(env: 'production' | 'development' | 'test'): ModuleSwitches {
  const on = env === 'development';
  return Object.fromEntries(MODULE_KEYS.map((k) => [k, on])) as ModuleSwitches;
}

async function withMembershipSystem(ctx: GraphQLContext, switches: ModuleSwitches, meta: { saved: boolean; version: number }) {
  let membershipSystemActive = false;
  // The membership system counts as active only when the module is on and an active membership exists.
  if (switches.memberships) {
    const [row] = await ctx.db
      .select({ n: count() })
      .from(memberships)
      .where(and(eq(memberships.tenantId, ctx.tenant.id), eq(memberships.status, 1)));
    membershipSystemActive = (row?.n ?? 0) > 0;
  }
  return { ...switches, membershipSystemActive, ...meta };
}

/** Module switches are not secret: the admin menus and the public site both read them. */
export async function getEnabledModules(ctx: GraphQLContext) {
  const [row] = await ctx.db.select().from(tenantModules).where(eq(tenantModules.tenantId, ctx.tenant.id));
  if (!row) return withMembershipSystem(ctx, defaultModules(ctx.config.env), { saved: false, version: 0 });
  const switches = Object.fromEntries(MODULE_KEYS.map((k) => [k, row[k]])) as ModuleSwitches;
  return withMembershipSystem(ctx, switches, { saved: true, version: row.version });
}

/** /admin/edit-enabled-modules (manage_modules), refusing a save from a stale version. */
export async function saveEnabledModules(ctx: GraphQLContext, input: ModuleSwitches & { version: number }) {
  requirePermission(ctx, 'manage_modules');
  const switches = Object.fromEntries(MODULE_KEYS.map((k) => [k, input[k]])) as ModuleSwitches;
  const stale = () => conflict('The modules were changed by someone else since you opened them. Reload to see their changes.');
  const before = await getEnabledModules(ctx);
  if (input.version === 0) {
    const inserted = await ctx.db
      .insert(tenantModules)
      .values({ tenantId: ctx.tenant.id, ...switches })
      .onConflictDoNothing()
      .returning({ version: tenantModules.version });
    if (!inserted.length) throw stale();
  } else {
    const updated = await ctx.db
      .update(tenantModules)
      .set({ ...switches, version: sql`${tenantModules.version} + 1`, updatedAt: ctx.now })
      .where(and(eq(tenantModules.tenantId, ctx.tenant.id), eq(tenantModules.version, input.version)))
      .returning({ version: tenantModules.version });
    if (!updated.length) throw stale();
  }
  const after = await getEnabledModules(ctx);
  await recordHistory(ctx.db, ctx, {
    entityType: 'EnabledModules',
    entityId: ctx.tenant.id,
    action: before.saved ? 'update' : 'create',
    before: before.saved ? before : null,
    after,
    tenantId: ctx.tenant.id,
    omit: ['saved'],
  });
  return after;
}
