import { count, inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import { aspireNews, tenantModules, tenants } from '../schema/index.js';

/**
 * Demo module switches: the electronic design brand runs every editorial module; the fleet brand
 * newsletters and search only. Inserted only when a site has no saved switches, so an editor's
 * choices survive a re-seed.
 */
const DEMO_MODULES: Record<string, Omit<typeof tenantModules.$inferInsert, 'tenantId'>> = {
  edr: { leaders: true, magazine: true, newsletters: true, search: true, memberships: true, sourceesb: false },
  fot: { leaders: false, magazine: false, newsletters: true, search: true, memberships: true, sourceesb: false },
};

const day = 24 * 60 * 60 * 1000;

/** Platform news for the admin news flyout: published items (one an alert), and a draft. */
function demoNews(now: Date): (typeof aspireNews.$inferInsert)[] {
  return [
    {
      title: 'Scheduled maintenance on Sunday night',
      description:
        '<p>The admin will be read-only on <strong>Sunday from 01:00 to 02:00 Central</strong> while the database is upgraded. Public sites stay online.</p>',
      date: new Date(now.getTime() - 1 * day),
      status: 1,
      alert: true,
    },
    {
      title: 'New: command palette',
      description: '<p>Press <strong>Ctrl+K</strong> (or <strong>Cmd+K</strong>) anywhere in the admin to jump to any screen by typing its name.</p>',
      date: new Date(now.getTime() - 6 * day),
      status: 1,
      alert: false,
    },
    {
      title: 'Website schedules now support Recommended placements',
      description:
        '<p>Content can be scheduled to a section as <em>Recommended</em>. Related-content blocks pick these items first.</p><ul><li>Open the content</li><li>Add a website schedule with the option Recommended</li></ul>',
      date: new Date(now.getTime() - 30 * day),
      status: 1,
      alert: false,
    },
    {
      title: 'Draft: newsletter analytics preview',
      description: '<p>Opens and clicks per newsletter block are coming to the reports menu.</p>',
      date: now,
      status: 2,
      alert: false,
    },
  ];
}

export async function seedPlatform(db: Db, now: Date): Promise<{ modules: number; news: number }> {
  const rows = await db.select({ id: tenants.id, key: tenants.tenantKey }).from(tenants).where(inArray(tenants.tenantKey, Object.keys(DEMO_MODULES)));
  const values = rows.flatMap((t) => {
    const switches = DEMO_MODULES[t.key];
    return switches ? [{ tenantId: t.id, ...switches }] : [];
  });
  const modules = values.length
    ? (await db.insert(tenantModules).values(values).onConflictDoNothing().returning({ id: tenantModules.tenantId })).length
    : 0;
  const [existing] = await db.select({ n: count() }).from(aspireNews);
  const news = (existing?.n ?? 0) > 0 ? 0 : (await db.insert(aspireNews).values(demoNews(now)).returning({ id: aspireNews.id })).length;
  return { modules, news };
}
