import { assetIdOf, uploadFileOf, type CompanyContactEntry, type CompanyProductEntry, type CompanyProfileDocument } from '../../../shared/companyUpdates.js';
import { stripTags } from '../../../shared/text.js';
import type { Db } from '../../db/client.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { findAsset } from '../assets/repo.js';
import type { ContentRow } from '../content/repo.js';
import { logoPreviewUrl, logoSecret } from './links.js';
import { findCompanyRow, findContactRows, findProductRows } from './repo.js';

/**
 * How a company's profile is stored, and so what a proposal changes (docs/company-updates.md
 * "Fields"): a Company content item — name, teaser (the description the company page shows),
 * details.website / phone / email, the address fields, the primary image (its logo) and
 * details.contactIds (its people: Contact items, in order) — and the Product items naming it
 * (companyId): name, teaser, link URL and details.productModel.
 */

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function contactEntryOf(row: ContentRow): CompanyContactEntry {
  const details = row.details;
  let firstName = text(details.firstName);
  let lastName = text(details.lastName);
  // A contact saved with a name only: its name reads as first and last name.
  if (!firstName && !lastName) {
    const parts = row.name.trim().split(/\s+/);
    lastName = parts.length > 1 ? (parts.pop() ?? '') : '';
    firstName = parts.join(' ');
  }
  return { id: row.id, firstName, lastName, jobTitle: text(details.jobTitle), email: text(details.email), phone: text(details.phone) };
}

export function productEntryOf(row: ContentRow): CompanyProductEntry {
  return { id: row.id, name: row.name, description: row.teaser ? stripTags(row.teaser).trim() : '', url: row.linkUrl ?? '', model: text(row.details.productModel) };
}

export interface CompanyState {
  company: ContentRow;
  profile: CompanyProfileDocument;
  contacts: ContentRow[];
  products: ContentRow[];
}

/** The company's profile as it is now, with the rows behind it; null when it is not a Company of the site or is deleted. */
export async function loadCompanyState(db: Db, tenantId: number, companyId: number): Promise<CompanyState | null> {
  const company = await findCompanyRow(db, tenantId, companyId);
  if (!company || company.status === 0) return null;
  const contactIds = Array.isArray(company.details.contactIds) ? company.details.contactIds.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : [];
  const [contacts, products] = await Promise.all([findContactRows(db, tenantId, [...new Set(contactIds)]), findProductRows(db, tenantId, companyId)]);
  return {
    company,
    contacts,
    products,
    profile: {
      name: company.name,
      description: company.teaser ? stripTags(company.teaser).trim() : '',
      website: text(company.details.website),
      phone: text(company.details.phone),
      email: text(company.details.email),
      address1: company.address1 ?? '',
      address2: company.address2 ?? '',
      city: company.city ?? '',
      state: company.state ?? '',
      postalCode: company.postalCode ?? '',
      country: company.country ?? '',
      logo: company.primaryImageId ? `asset:${company.primaryImageId}` : null,
      contacts: contacts.map(contactEntryOf),
      products: products.map(productEntryOf),
    },
  };
}

/** Where a logo reference can be seen: a library image's file, or an upload's signed link. */
export async function logoUrlOf(ctx: GraphQLContext, logo: string | null, updateId: number): Promise<string | null> {
  const assetId = assetIdOf(logo);
  if (assetId !== null) {
    const asset = await findAsset(ctx.db, ctx.tenant.id, assetId);
    return asset?.kind === 'image' ? asset.src : null;
  }
  const file = uploadFileOf(logo);
  return file ? logoPreviewUrl(await logoSecret(ctx.db), { tenantId: ctx.tenant.id, updateId, file }, ctx.now) : null;
}

/** A profile as the API answers it (CompanyUpdateProfile). */
export async function profileView(ctx: GraphQLContext, profile: CompanyProfileDocument, updateId: number) {
  return { ...profile, logoUrl: await logoUrlOf(ctx, profile.logo, updateId) };
}

/** A stored proposal or base (jsonb) read back as a profile; null when there is none. */
export function storedProfile(value: Record<string, unknown> | null): CompanyProfileDocument | null {
  if (!value || typeof value !== 'object') return null;
  return value as unknown as CompanyProfileDocument;
}
