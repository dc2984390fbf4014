import type { Permission } from '../../../shared/permissions.js';
import {
  SETTINGS_KEYS,
  checkContactsSettings,
  checkCtaMessage,
  checkMeigSettings,
  checkMembershipSettings,
  checkNewsletterSettings,
  checkPodcastsSettings,
  checkSiteSettings,
  contactsSettingsWithDefaults,
  ctaMessageWithDefaults,
  meigSettingsWithDefaults,
  membershipSettingsWithDefaults,
  newsletterSettingsWithDefaults,
  podcastsSettingsWithDefaults,
  siteSettingsWithDefaults,
  type SettingsCheck,
  type SettingsKey,
} from '../../../shared/settings/index.js';
import type { Db } from '../../db/client.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import { requirePermission } from '../cmsAuth/access.js';
import { staleSave } from '../history/conflict.js';
import { recordHistory } from '../history/repo.js';
import { recordSiteChange, type SiteChange } from '../../cache/siteChanges.js';
import { tenantSettings } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { contactsReferenceErrors, meigReferenceErrors, podcastsReferenceErrors, siteSettingsReferenceErrors } from './references.js';
import { allocateNewsletterProducts, newsletterReferenceErrors } from './newsletterSettings.js';
import { findSettings, writeSettings } from './repo.js';
import { checkContractSettings, contractSettingsWithDefaults } from '../../../shared/contracts.js';
import { sanitizeRichText } from '../../html/sanitize.js';

/**
 * The settings documents of a site (spec 001 §3): each is one tenant_settings row (payload JSONB
 * + version), read with its defaults applied and saved through the shared schema, refusing stale
 * versions (rule 8) and writing a history row per save.
 */
interface DocumentKind<T> {
  key: SettingsKey;
  /** History entity type. */
  entityType: string;
  /** How the editor calls it, for the conflict message. */
  label: string;
  view: Permission[];
  manage: Permission[];
  withDefaults: (stored: unknown) => T;
  check: (input: unknown) => SettingsCheck<T>;
  /** A method (checked bivariantly), so each kind widens to DocumentKind<unknown>. */
  references?(ctx: GraphQLContext, value: T): Promise<Record<string, string>>;
  /** Completes the checked value inside the save's transaction, before it is written (ids from a sequence). */
  prepare?(tx: Db, tenantId: number, value: T): Promise<T>;
}

const kind = <T>(k: DocumentKind<T>) => k;
const SITE_VIEW: Permission[] = ['view_site_settings', 'manage_site_settings'];
const SITE_MANAGE: Permission[] = ['manage_site_settings'];

export const SETTINGS_DOCUMENTS = {
  site: kind({
    key: SETTINGS_KEYS.site,
    entityType: 'SiteSettings',
    label: 'These site settings',
    view: SITE_VIEW,
    manage: SITE_MANAGE,
    withDefaults: siteSettingsWithDefaults,
    check: checkSiteSettings,
    references: siteSettingsReferenceErrors,
  }),
  cta: kind({
    key: SETTINGS_KEYS.cta,
    entityType: 'CtaMessage',
    label: 'The header call-to-action',
    // Whoever may edit the message or the site settings may read it.
    view: ['manage_header_cta', ...SITE_VIEW],
    manage: ['manage_header_cta'],
    withDefaults: ctaMessageWithDefaults,
    check: checkCtaMessage,
  }),
  contacts: kind({
    key: SETTINGS_KEYS.contacts,
    entityType: 'ContactsSettings',
    label: 'These contacts settings',
    view: SITE_VIEW,
    manage: SITE_MANAGE,
    withDefaults: contactsSettingsWithDefaults,
    check: checkContactsSettings,
    references: contactsReferenceErrors,
  }),
  podcasts: kind({
    key: SETTINGS_KEYS.podcasts,
    entityType: 'PodcastsSettings',
    label: 'These podcasts settings',
    view: SITE_VIEW,
    manage: SITE_MANAGE,
    withDefaults: podcastsSettingsWithDefaults,
    check: checkPodcastsSettings,
    references: podcastsReferenceErrors,
  }),
  meig: kind({
    key: SETTINGS_KEYS.meig,
    entityType: 'MeigSettings',
    label: 'These MEIG settings',
    view: SITE_VIEW,
    manage: SITE_MANAGE,
    withDefaults: meigSettingsWithDefaults,
    check: checkMeigSettings,
    references: meigReferenceErrors,
  }),
  membership: kind({
    key: SETTINGS_KEYS.membership,
    entityType: 'MembershipSettings',
    label: 'These membership settings',
    // Audience managers own them; whoever may read the site settings may read them too (read-only).
    view: ['manage_memberships', ...SITE_VIEW],
    manage: ['manage_memberships'],
    withDefaults: membershipSettingsWithDefaults,
    check: checkMembershipSettings,
  }),
  newsletters: kind({
    key: SETTINGS_KEYS.newsletters,
    entityType: 'NewsletterSettings',
    label: 'These newsletter settings',
    view: ['manage_newsletter_settings', ...SITE_VIEW],
    manage: ['manage_newsletter_settings'],
    withDefaults: newsletterSettingsWithDefaults,
    check: checkNewsletterSettings,
    references: newsletterReferenceErrors,
    // Newsletters added in the editor get their audience product here (docs/newsletters.md).
    prepare: allocateNewsletterProducts,
  }),
  contracts: kind({
    key: SETTINGS_KEYS.contracts,
    entityType: 'ContractSettings',
    label: 'These contract settings',
    view: ['manage_contracts'],
    manage: ['manage_contracts'],
    withDefaults: contractSettingsWithDefaults,
    check: checkContractSettings,
    // The template is stored as the sanitised HTML the contracts' terms are (docs/contracts.md).
    prepare: async (_tx, _tenantId, value) => ({ ...value, termsTemplate: sanitizeRichText(value.termsTemplate) }),
  }),
};

export type SettingsDocumentName = keyof typeof SETTINGS_DOCUMENTS;

/** The GraphQL SettingsDocument: `version` 0 and `updated` null while nothing is saved. */
export interface SettingsDocument {
  id: string;
  key: string;
  payload: Record<string, unknown>;
  version: number;
  updated: Date | null;
  updatedBy: string | null;
}

async function readDocument<T>(db: Db, tenantId: number, k: DocumentKind<T>): Promise<SettingsDocument> {
  const row = await findSettings(db, tenantId, k.key);
  return {
    id: `${k.key}:${tenantId}`,
    key: k.key,
    payload: k.withDefaults(row?.payload ?? {}) as Record<string, unknown>,
    version: row?.version ?? 0,
    updated: row?.updatedAt ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

export async function getSettingsDocument(ctx: GraphQLContext, name: SettingsDocumentName): Promise<SettingsDocument> {
  const k: DocumentKind<unknown> = SETTINGS_DOCUMENTS[name];
  requirePermission(ctx, ...k.view);
  return readDocument(ctx.db, ctx.tenant.id, k);
}

export const INVALID_SETTINGS_MESSAGE = 'Please correct the highlighted fields.';

export async function saveSettingsDocument(ctx: GraphQLContext, name: SettingsDocumentName, payload: unknown, version: number): Promise<SettingsDocument> {
  const k: DocumentKind<unknown> = SETTINGS_DOCUMENTS[name];
  const viewer = requirePermission(ctx, ...k.manage);
  if (!Number.isInteger(version) || version < 0) throw badInput('version must be 0 or more.', { version: 'Must be 0 or more' });
  const checked = k.check(payload);
  if (!checked.ok) throw badInput(INVALID_SETTINGS_MESSAGE, checked.fieldErrors);
  const referenceErrors = k.references ? await k.references(ctx, checked.value) : {};
  if (Object.keys(referenceErrors).length > 0) throw badInput(INVALID_SETTINGS_MESSAGE, referenceErrors);

  const tenantId = ctx.tenant.id;
  const won = await ctx.db.transaction(async (tx): Promise<SiteChange | null> => {
    const value = (k.prepare ? await k.prepare(tx, tenantId, checked.value) : checked.value) as Record<string, unknown>;
    const before = await findSettings(tx, tenantId, k.key);
    const saved = await writeSettings(tx, { tenantId, key: k.key, version, payload: value, userId: viewer.id, now: ctx.now });
    if (saved === null) return null;
    await recordHistory(tx, ctx, {
      entityType: k.entityType,
      entityId: tenantId,
      action: before ? 'update' : 'create',
      before: before ? k.withDefaults(before.payload) as Record<string, unknown> : null,
      after: value,
      tenantId,
    });
    // Every page reads the settings (design, shell, SEO): every node drops them after the commit.
    return recordSiteChange(tx, { tenantId, kinds: ['settings'] });
  });
  await ctx.services.siteCache.announce(won);
  if (!won) {
    const current = await findSettings(ctx.db, tenantId, k.key);
    throw await staleSave(ctx.db, {
      label: k.label,
      verb: k.label.startsWith('These') ? 'were' : 'was',
      entityType: k.entityType,
      entityId: tenantId,
      currentVersion: current?.version ?? 0,
    });
  }
  return readDocument(ctx.db, tenantId, k);
}

/** Every settings document of a site with its defaults (what the per-node site cache holds). */
export type SettingsBundle = { [K in SettingsDocumentName]: ReturnType<(typeof SETTINGS_DOCUMENTS)[K]['withDefaults']> };

/** Reads every document in one query; for in-process readers through the site cache. No permission check. */
export async function loadSettingsBundle(db: Db, tenantId: number): Promise<SettingsBundle> {
  const rows = await db.select({ key: tenantSettings.key, payload: tenantSettings.payload }).from(tenantSettings).where(eq(tenantSettings.tenantId, tenantId));
  const stored = new Map(rows.map((row) => [row.key, row.payload]));
  const document = <K extends SettingsDocumentName>(name: K): SettingsBundle[K] =>
    SETTINGS_DOCUMENTS[name].withDefaults(stored.get(SETTINGS_DOCUMENTS[name].key) ?? {}) as SettingsBundle[K];
  return {
    site: document('site'),
    cta: document('cta'),
    contacts: document('contacts'),
    podcasts: document('podcasts'),
    meig: document('meig'),
    membership: document('membership'),
    newsletters: document('newsletters'),
    contracts: document('contracts'),
  };
}

/**
 * The settings the admin shell needs on every screen (the new-design flag picks the site settings
 * link, companyUpdate.enabled shows Company Updates, the membership settings' allowIpGating shows
 * IP gating). Any logged-in user of the site may read them: they only decide which menu entries appear.
 */
export async function getSiteSettingFlags(ctx: GraphQLContext) {
  requirePermission(ctx);
  const { site, membership } = await ctx.services.slots.settings.get(ctx.tenant.id);
  return {
    id: `siteSettingFlags:${ctx.tenant.id}`,
    newDesign: site.general.newDesign,
    companyUpdates: site.companyUpdate.enabled,
    ipGating: membership.allowIpGating,
  };
}
