import { and, desc, eq } from 'drizzle-orm';
import { newsletterSubscriptions, tenantSettings } from '../../src/server/db/schema/index.js';
import { SETTINGS_KEYS, newsletterSettingsWithDefaults, siteSettingsWithDefaults, type EnabledNewsletter } from '../../src/shared/settings/index.js';
import { announceDirectChange, tenantIdOf } from './db.js';
import { lastMail } from './siteUsers.js';
import type { TestServer } from './testServer.js';

/** Product ids of the test newsletters (far above the seeded memberships' products). */
export const TEST_NEWSLETTERS = { weekly: 300001, daily: 300002, offers: 300003 } as const;

export const testNewsletters = (): EnabledNewsletter[] => [
  { productId: TEST_NEWSLETTERS.weekly, title: 'Weekly Briefing', description: 'The week in review, every Friday.', showInSubscribeBlock: true },
  { productId: TEST_NEWSLETTERS.daily, title: 'Daily News', description: 'The day’s stories each morning.', showInSubscribeBlock: true },
  // Listed in the account only (not in the footer sign-up or the subscribe block).
  { productId: TEST_NEWSLETTERS.offers, title: 'Partner Offers', description: 'Occasional offers.', showInSubscribeBlock: false },
];

/**
 * Saves a site's newsletter settings (enabledNewsletters, the subscribe block's promo code) straight
 * into tenant_settings — over whatever the seed stored — and announces the change as a settings
 * save does, so the site cache reads them again.
 */
export async function enableNewsletters(
  server: TestServer,
  tenantKey: string,
  { newsletters = testNewsletters(), promoCode = '' }: { newsletters?: EnabledNewsletter[]; promoCode?: string } = {},
): Promise<void> {
  const tenantId = await tenantIdOf(server, tenantKey);
  const db = server.database.db;
  const [row] = await db.select().from(tenantSettings).where(and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.key, SETTINGS_KEYS.newsletters)));
  const current = newsletterSettingsWithDefaults(row?.payload ?? {});
  const payload = { ...current, enabledNewsletters: newsletters, subscribeBlockSettings: { ...current.subscribeBlockSettings, promoCode } };
  await db
    .insert(tenantSettings)
    .values({ tenantId, key: SETTINGS_KEYS.newsletters, payload })
    .onConflictDoUpdate({ target: [tenantSettings.tenantId, tenantSettings.key], set: { payload, version: (row?.version ?? 0) + 1, updatedAt: new Date() } });
  await announceDirectChange(server, { tenantId, kinds: ['settings'] });
}

/** The subscription records of an address on a site, newest first. */
export async function subscriptionRecords(server: TestServer, tenantKey: string, email: string) {
  const tenantId = await tenantIdOf(server, tenantKey);
  return server.database.db
    .select()
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.tenantId, tenantId), eq(newsletterSubscriptions.email, email.toLowerCase())))
    .orderBy(desc(newsletterSubscriptions.id));
}

/** The token of the newest double opt-in link mailed to an address (the local mail adapter's outbox). */
export async function confirmTokenFromOutbox(server: TestServer, to: string): Promise<string> {
  const mail = await lastMail(server, to, 'newsletter-confirm');
  const match = mail?.text.match(/\/newsletter-confirm\?token=([\w%-]+)/);
  if (!match?.[1]) throw new Error(`No newsletter confirmation mailed to ${to}`);
  return decodeURIComponent(match[1]);
}

/** Turns a site's system-outage switch (site settings systemOutage.disableOmeda) on or off. */
export async function setAudienceOutage(server: TestServer, tenantKey: string, on: boolean): Promise<void> {
  const tenantId = await tenantIdOf(server, tenantKey);
  const db = server.database.db;
  const [row] = await db.select().from(tenantSettings).where(and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.key, SETTINGS_KEYS.site)));
  const current = siteSettingsWithDefaults(row?.payload ?? {});
  const payload = { ...current, systemOutage: { ...current.systemOutage, disableOmeda: on } };
  await db
    .insert(tenantSettings)
    .values({ tenantId, key: SETTINGS_KEYS.site, payload })
    .onConflictDoUpdate({ target: [tenantSettings.tenantId, tenantSettings.key], set: { payload, version: (row?.version ?? 0) + 1, updatedAt: new Date() } });
  await announceDirectChange(server, { tenantId, kinds: ['settings'] });
}
