import { GraphQLError } from 'graphql';
import { slugFileName } from '../../../shared/assets.js';
import {
  assetIdOf,
  changedFields,
  COMPANY_UPDATE_MESSAGES,
  companyUpdateDiff,
  companyUpdateFieldLabel,
  uploadFileOf,
  type CompanyContactEntry,
  type CompanyProfileDocument,
  type CompanyUpdateField,
  type CompanyUpdateStatus,
} from '../../../shared/companyUpdates.js';
import type { ContentDocument } from '../../../shared/contentFields.js';
import type { SiteChange } from '../../cache/siteChanges.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { readImageInfo } from '../../integrations/images/sharpImages.js';
import { insertAsset } from '../assets/repo.js';
import { ASSET_ENTITY, storageKeyFor } from '../assets/service.js';
import { requirePermission } from '../cmsAuth/access.js';
import { recordHistory } from '../history/repo.js';
import { contentInputOf, saveContent } from '../content/write.js';
import { ENTITY, MANAGE, requireEnabled, type CompanyUpdateView } from './common.js';
import { pendingLogoKey } from './links.js';
import { logoContentType } from './logo.js';
import { loadCompanyState, storedProfile, type CompanyState } from './profile.js';
import { findCompanyUpdate, productSectionOf, updateCompanyUpdate } from './repo.js';
import { historyRecord, reloaded, stale } from './service.js';

/**
 * acceptCompanyUpdate (docs/company-updates.md "Accepting"): the changed fields the editor chose
 * (all of them when none are named) are applied to the company's content through the content
 * service — saveContent, so every item gets its history row, its version check and its page purge —
 * in one transaction with the update's own change to accepted:
 * - name, description (teaser), website, phone, e-mail (details) and the address fields: the Company item;
 * - logo: an uploaded image becomes an asset of the media library and the item's primary image;
 * - contacts: changed ones are saved (Contact items), new ones created (published, filed under the
 *   company's section, naming the company), and details.contactIds becomes the proposal's list in its
 *   order; a contact left out is only taken off the company (the person's item stays);
 * - products: changed ones are saved, new ones created (published, beside the company's other
 *   products); one left out is taken off the site (saved as a draft, never deleted).
 * Changes of the site (purges) are announced once the transaction has committed.
 */

const personName = (c: CompanyContactEntry) => [c.firstName.trim(), c.lastName.trim()].filter(Boolean).join(' ');
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

interface Applying {
  ctx: GraphQLContext;
  state: CompanyState;
  proposal: CompanyProfileDocument;
  updateId: number;
}

/** Saves a content item through the content service, its refusals named after what the company proposed. */
async function save(ctx: GraphQLContext, doc: ContentDocument, what: string) {
  try {
    return await saveContent(ctx, doc);
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions['code'] === 'BAD_USER_INPUT') {
      const fieldErrors = (error.extensions['fieldErrors'] ?? {}) as Record<string, string>;
      const first = Object.entries(fieldErrors)[0];
      throw badInput(`${what} could not be applied: ${first ? `${first[0]}: ${first[1]}` : error.message}`, {});
    }
    throw error;
  }
}

async function applyContacts({ ctx, state, proposal }: Applying): Promise<number[]> {
  const rows = new Map(state.contacts.map((row) => [row.id, row]));
  const current = new Map(state.profile.contacts.map((c) => [c.id, c]));
  const ids: number[] = [];
  for (const entry of proposal.contacts) {
    const name = personName(entry);
    const details = { firstName: orNull(entry.firstName), lastName: orNull(entry.lastName), jobTitle: orNull(entry.jobTitle), email: orNull(entry.email), phone: orNull(entry.phone) };
    const existing = entry.id !== null ? rows.get(entry.id) : undefined;
    if (existing) {
      const before = current.get(existing.id);
      const same = before && (['firstName', 'lastName', 'jobTitle', 'email', 'phone'] as const).every((k) => before[k].trim() === entry[k].trim());
      if (!same) {
        const doc = await contentInputOf(ctx.db, ctx.tenant.id, existing.id);
        await save(ctx, { ...doc, version: existing.version, name, details: { ...(doc.details as object), ...details } }, `The contact ${name}`);
      }
      ids.push(existing.id);
      continue;
    }
    const created = await save(
      ctx,
      {
        type: 'Contact',
        status: 1,
        name,
        teaser: entry.jobTitle.trim() ? `${entry.jobTitle.trim()} at ${state.company.name}.` : null,
        primarySectionId: state.company.primarySectionId,
        companyId: state.company.id,
        details,
      },
      `The new contact ${name}`,
    );
    ids.push(created.id);
  }
  return ids;
}

async function applyProducts({ ctx, state, proposal }: Applying): Promise<void> {
  const rows = new Map(state.products.map((row) => [row.id, row]));
  const current = new Map(state.profile.products.map((p) => [p.id, p]));
  const kept = new Set<number>();
  let sectionId: number | null | undefined;
  for (const entry of proposal.products) {
    const existing = entry.id !== null ? rows.get(entry.id) : undefined;
    const what = `The product ${entry.name}`;
    if (existing) {
      kept.add(existing.id);
      const before = current.get(existing.id);
      const same = before && (['name', 'description', 'url', 'model'] as const).every((k) => before[k].trim() === entry[k].trim());
      if (same) continue;
      const doc = await contentInputOf(ctx.db, ctx.tenant.id, existing.id);
      await save(
        ctx,
        { ...doc, version: existing.version, name: entry.name.trim(), teaser: orNull(entry.description), linkUrl: orNull(entry.url), details: { ...(doc.details as object), productModel: orNull(entry.model) } },
        what,
      );
      continue;
    }
    sectionId ??= await productSectionOf(ctx.db, ctx.tenant.id, state.company.id);
    await save(
      ctx,
      {
        type: 'Product',
        status: 1,
        name: entry.name.trim(),
        teaser: orNull(entry.description),
        linkUrl: orNull(entry.url),
        primarySectionId: sectionId ?? state.company.primarySectionId,
        companyId: state.company.id,
        details: { productModel: orNull(entry.model) },
      },
      `The new product ${entry.name}`,
    );
  }
  for (const row of state.products) {
    if (kept.has(row.id) || row.status !== 1) continue;
    const doc = await contentInputOf(ctx.db, ctx.tenant.id, row.id);
    await save(ctx, { ...doc, version: row.version, status: 2 }, `Taking ${row.name} off the site`);
  }
}

/** The uploaded logo as an image of the media library (the asset's history row included). */
async function logoAsset({ ctx, state, updateId }: Applying, file: string): Promise<number> {
  const bytes = await ctx.services.storage.get(pendingLogoKey(ctx.tenant.id, updateId, file));
  const info = bytes ? await readImageInfo(bytes) : null;
  if (!bytes || !info) throw badInput(COMPANY_UPDATE_MESSAGES.logoGone, { fields: COMPANY_UPDATE_MESSAGES.logoGone });
  const extension = file.slice(file.lastIndexOf('.') + 1);
  const fileName = `${slugFileName(`${state.company.name} logo`)}.${extension}`;
  const key = storageKeyFor(ctx.tenant.id, slugFileName(`${state.company.name} logo`), extension, ctx.now);
  const mimeType = logoContentType(file);
  await ctx.services.storage.put(key, bytes, { contentType: mimeType });
  const asset = await insertAsset(ctx.db, {
    tenantId: ctx.tenant.id,
    kind: 'image',
    fileName,
    storageKey: key,
    src: ctx.services.storage.urlFor(key),
    mimeType,
    sizeBytes: bytes.byteLength,
    width: info.width,
    height: info.height,
    metadata: info.metadata,
    processingOptions: {},
    alt: `${state.company.name} logo`,
    approvedWebsite: true,
  });
  await recordHistory(ctx.db, ctx, { entityType: ASSET_ENTITY, entityId: asset.id, action: 'create', before: null, after: asset, tenantId: ctx.tenant.id });
  return asset.id;
}

async function applyFields(applying: Applying, fields: ReadonlySet<CompanyUpdateField>): Promise<void> {
  const { ctx, state, proposal } = applying;
  const has = (field: CompanyUpdateField) => fields.has(field);
  const contactIds = has('contacts') ? await applyContacts(applying) : null;
  if (has('products')) await applyProducts(applying);
  const companyFields = [...fields].filter((f) => f !== 'products');
  if (companyFields.length === 0) return;
  // Read again: saving a new contact does not change the company, but the version must be the stored one.
  const doc = await contentInputOf(ctx.db, ctx.tenant.id, state.company.id);
  const details = { ...((doc.details ?? {}) as Record<string, unknown>) };
  const next: ContentDocument = { ...doc, version: state.company.version };
  if (has('name')) next.name = proposal.name.trim();
  if (has('description')) next.teaser = orNull(proposal.description);
  if (has('website')) details.website = orNull(proposal.website);
  if (has('phone')) details.phone = orNull(proposal.phone);
  if (has('email')) details.email = orNull(proposal.email);
  for (const key of ['address1', 'address2', 'city', 'state', 'postalCode', 'country'] as const) if (has(key)) next[key] = orNull(proposal[key]);
  if (contactIds) details.contactIds = contactIds;
  if (has('logo')) {
    const file = uploadFileOf(proposal.logo);
    next.primaryImageId = file ? await logoAsset(applying, file) : assetIdOf(proposal.logo);
  }
  next.details = details;
  await save(ctx, next, `The company ${state.company.name}`);
}

export async function acceptCompanyUpdate(ctx: GraphQLContext, input: { id: number; version: number; fields?: readonly CompanyUpdateField[] | null }): Promise<CompanyUpdateView> {
  const viewer = requirePermission(ctx, MANAGE);
  await requireEnabled(ctx);
  const row = await findCompanyUpdate(ctx.db, ctx.tenant.id, input.id);
  if (!row) throw notFound(COMPANY_UPDATE_MESSAGES.missing(input.id));
  if (row.version !== input.version) throw await stale(ctx, row.id);
  if (row.status !== 'submitted') throw badInput(COMPANY_UPDATE_MESSAGES.notReviewable(row.status as CompanyUpdateStatus), { id: 'Not awaiting review' });
  const proposal = storedProfile(row.proposed);
  const state = await loadCompanyState(ctx.db, ctx.tenant.id, row.companyId);
  if (!proposal || !state) throw badInput(COMPANY_UPDATE_MESSAGES.companyGone, { id: COMPANY_UPDATE_MESSAGES.companyGone });
  const changed = changedFields(companyUpdateDiff(state.profile, proposal));
  const asked = [...new Set(input.fields ?? [])];
  const unchanged = asked.filter((field) => !changed.includes(field));
  if (unchanged.length) throw badInput(COMPANY_UPDATE_MESSAGES.invalid, { fields: unchanged.map((f) => COMPANY_UPDATE_MESSAGES.notChanged(companyUpdateFieldLabel(f))).join(' ') });
  const fields = new Set(asked.length ? asked : changed);

  // Saves inside announce their changes only after this transaction has committed.
  const changes: SiteChange[] = [];
  const saved = await ctx.db.transaction(async (tx) => {
    const claimed = await updateCompanyUpdate(tx, ctx.tenant.id, row.id, { version: row.version, statuses: ['submitted'] }, { status: 'accepted', reviewedBy: viewer.id, reviewedAt: ctx.now }, ctx.now);
    if (!claimed) return null;
    const txCtx: GraphQLContext = {
      ...ctx,
      db: tx,
      services: { ...ctx.services, siteCache: { ...ctx.services.siteCache, announce: async (change) => void (change && changes.push(change)) } },
    };
    await applyFields({ ctx: txCtx, state, proposal, updateId: row.id }, fields);
    await recordHistory(tx, ctx, {
      entityType: ENTITY,
      entityId: row.id,
      action: 'update',
      // The fields applied are part of the record's story (the proposal itself stays on the row).
      before: historyRecord(row),
      after: { ...historyRecord(claimed), appliedFields: [...fields] },
      tenantId: ctx.tenant.id,
    });
    return claimed;
  });
  if (!saved) throw await stale(ctx, row.id);
  for (const change of changes) await ctx.services.siteCache.announce(change);
  ctx.services.log.info({ companyUpdateId: row.id, tenantId: ctx.tenant.id, fields: [...fields] }, 'company update accepted');
  return reloaded(ctx, row.id);
}
