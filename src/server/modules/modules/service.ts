import { and, count, eq, sql } from 'drizzle-orm';
import { recordSiteChange } from '../../cache/siteChanges.js';
import type { Db } from '../../db/client.js';
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

/** A site's switches as stored (or the environment's defaults), with whether the membership system runs. */
export type ModuleState = ModuleSwitches & {
  membershipSystemActive: boolean;
  saved: boolean;
  version: number;
};

/** Reads the switches and, when memberships are on, whether an active membership exists (the site cache holds the answer). */
export async function loadModuleState(db: Db, tenantId: number, env: 'production' | 'development' | 'test'): Promise<ModuleState> {
  const [row] = await db.select().from(tenantModules).where(eq(tenantModules.tenantId, tenantId));
  const switches = row ? (Object.fromEntries(MODULE_KEYS.map((k) => [k, row[k]])) as ModuleSwitches) : defaultModules(env);
  let membershipSystemActive = false;
  // The membership system counts as active only when the module is on and an active membership exists.
  if (switches.memberships) {
    const [active] = await db
      .select({ n: count() })
      .from(memberships)
      .where(and(eq(memberships.tenantId, tenantId), eq(memberships.status, 1)));
    membershipSystemActive = (active?.n ?? 0) > 0;
  }
  return { ...switches, membershipSystemActive, saved: Boolean(row), version: row?.version ?? 0 };
}

/** Module switches are not secret: the admin menus and the public site both read them. */
export function getEnabledModules(ctx: GraphQLContext): Promise<ModuleState> {
  return ctx.services.slots.modules.get(ctx.tenant.id);
}

/** /admin/edit-enabled-modules (manage_modules), refusing a save from a stale version. */
export async function saveEnabledModules(ctx: GraphQLContext, input: ModuleSwitches & { version: number }) {
  requirePermission(ctx, 'manage_modules');
  const switches = Object.fromEntries(MODULE_KEYS.map((k) => [k, input[k]])) as ModuleSwitches;
  const stale = () => conflict('The modules were changed by someone else since you opened them. Reload to see their changes.');
  const tenantId = ctx.tenant.id;
  const before = await loadModuleState(ctx.db, tenantId, ctx.config.env);
  const change = await ctx.db.transaction(async (tx) => {
    if (input.version === 0) {
      const inserted = await tx
        .insert(tenantModules)
        .values({ tenantId, ...switches })
        .onConflictDoNothing()
        .returning({ version: tenantModules.version });
      if (!inserted.length) throw stale();
    } else {
      const updated = await tx
        .update(tenantModules)
        .set({ ...switches, version: sql`${tenantModules.version} + 1`, updatedAt: ctx.now })
        .where(and(eq(tenantModules.tenantId, tenantId), eq(tenantModules.version, input.version)))
        .returning({ version: tenantModules.version });
      if (!updated.length) throw stale();
    }
    const after = await loadModuleState(tx, tenantId, ctx.config.env);
    await recordHistory(tx, ctx, {
      entityType: 'EnabledModules',
      entityId: tenantId,
      action: before.saved ? 'update' : 'create',
      before: before.saved ? before : null,
      after,
      tenantId,
      omit: ['saved'],
    });
    // Modules decide what pages show (search, memberships): every node drops them after the commit.
    return { after, change: await recordSiteChange(tx, { tenantId, kinds: ['modules'], tags: ['settings'] }) };
  });
  await ctx.services.siteCache.announce(change.change);
  return change.after;
}
