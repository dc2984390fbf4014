import { and, desc, eq, lte } from 'drizzle-orm';
import { content, inquiryLeads, mailOutbox, tenantSettings } from '../../src/server/db/schema/index.js';
import { SETTINGS_KEYS, siteSettingsWithDefaults, type SiteSettings } from '../../src/shared/settings/index.js';
import { announceDirectChange, tenantIdOf } from './db.js';
import type { TestServer } from './testServer.js';

/**
 * Shared pieces of the lead form tests (submitInquiry, submitContactForm, getInquiryLeadStream):
 * the site's form settings written straight into tenant_settings (announced like a save), the
 * stored leads and the mails of a site.
 */
export async function setFormSettings(
  server: TestServer,
  tenantKey: string,
  change: { inquiryForm?: Partial<SiteSettings['inquiryForm']>; contactUs?: Partial<SiteSettings['contactUs']> },
): Promise<void> {
  const tenantId = await tenantIdOf(server, tenantKey);
  const db = server.database.db;
  const [row] = await db.select().from(tenantSettings).where(and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.key, SETTINGS_KEYS.site)));
  const current = siteSettingsWithDefaults(row?.payload ?? {});
  const payload = { ...current, inquiryForm: { ...current.inquiryForm, ...change.inquiryForm }, contactUs: { ...current.contactUs, ...change.contactUs } };
  await db
    .insert(tenantSettings)
    .values({ tenantId, key: SETTINGS_KEYS.site, payload })
    .onConflictDoUpdate({ target: [tenantSettings.tenantId, tenantSettings.key], set: { payload, version: (row?.version ?? 0) + 1, updatedAt: new Date() } });
  await announceDirectChange(server, { tenantId, kinds: ['settings'] });
}

/** A live content item of a site (the newest by id), for an inquiry to be about. */
export async function liveItemOf(server: TestServer, tenantKey: string, skip = 0) {
  const tenantId = await tenantIdOf(server, tenantKey);
  const [row] = await server.database.db
    .select({ id: content.id, name: content.name, type: content.type, canonicalPath: content.canonicalPath })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), eq(content.status, 1), lte(content.published, new Date())))
    .orderBy(desc(content.id))
    .limit(1)
    .offset(skip);
  if (!row) throw new Error(`no live item on ${tenantKey}`);
  return row;
}

/** The leads of a site sent from an e-mail address, newest first. */
export async function leadsFrom(server: TestServer, tenantKey: string, email: string) {
  const tenantId = await tenantIdOf(server, tenantKey);
  return server.database.db
    .select()
    .from(inquiryLeads)
    .where(and(eq(inquiryLeads.tenantId, tenantId), eq(inquiryLeads.email, email.toLowerCase())))
    .orderBy(desc(inquiryLeads.id));
}

/** The newest mail of a category on a site whose text holds `marker` (the visitor's unique address). */
export async function leadMail(server: TestServer, tenantKey: string, category: 'inquiry' | 'contact-form', marker: string) {
  const tenantId = await tenantIdOf(server, tenantKey);
  const rows = await server.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.category, category)))
    .orderBy(desc(mailOutbox.id))
    .limit(50);
  return rows.find((row) => row.text.includes(marker));
}
