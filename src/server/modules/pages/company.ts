import { isHttpUrl } from '../../../shared/contentFields.js';
import { countryByAlpha2 } from '../../../shared/countries.js';
import { EMAIL_PATTERN } from '../../../shared/email.js';
import { stripTags } from '../../../shared/text.js';
import type { CompanyProfile, ContactCard } from '../../../site/blocks/types.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { CONTACTS_LIMIT, getContacts } from '../contacts/service.js';
import { isLiveRow, type ContentRow } from '../content/repo.js';
import { imageRefOf } from './teasers.js';

/**
 * The company blocks' data (company_profile, company_contacts): a Company item as its profile
 * shows it and its contacts as cards. The company row comes from the request's content loader,
 * which the page's own item primed (on a company page the company itself, on an item naming a
 * company that company, content/graph.ts), so neither reads it again.
 */

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const email = (value: unknown): string | null => {
  const address = text(value);
  return address && EMAIL_PATTERN.test(address) ? address : null;
};

/**
 * A Company item of the site a visitor may see: live, or the page's own item (the page already
 * decided who may see it, previews of drafts included).
 */
async function companyRow(ctx: GraphQLContext, companyId: number, pageContentId: number | null): Promise<ContentRow | null> {
  const row = await ctx.loaders.content.load(companyId);
  if (!row || row.type !== 'Company' || row.tenantId !== ctx.tenant.id) return null;
  return row.id === pageContentId || isLiveRow(row, ctx.now) ? row : null;
}

/** Street lines, 'Town, Region Postcode', country name: the lines an address block shows. */
export function addressLines(row: Pick<ContentRow, 'address1' | 'address2' | 'city' | 'state' | 'postalCode' | 'country'>): string[] {
  const regionAndCode = [text(row.state), text(row.postalCode)].filter(Boolean).join(' ');
  const town = [text(row.city), regionAndCode].filter(Boolean).join(', ');
  const countryCode = text(row.country);
  const country = countryCode ? (countryByAlpha2(countryCode)?.friendlyLabel ?? countryCode) : null;
  return [text(row.address1), text(row.address2), town, country].flatMap((line) => (line ? [line] : []));
}

/** BlockDataApi.company. */
export async function companyProfile(ctx: GraphQLContext, companyId: number, { pageContentId }: { pageContentId: number | null }): Promise<CompanyProfile | null> {
  const row = await companyRow(ctx, companyId, pageContentId);
  if (!row) return null;
  const logo = row.primaryImageId ? await ctx.loaders.asset.load(row.primaryImageId) : null;
  const website = text(row.details.website);
  return {
    id: row.id,
    name: row.name,
    path: row.canonicalPath,
    description: row.teaser ? text(stripTags(row.teaser)) : null,
    logo: imageRefOf(logo, { maxWidth: 240, fallbackAlt: `${row.name} logo` }),
    website: website && isHttpUrl(website) ? website : null,
    phone: text(row.details.phone),
    email: email(row.details.email),
    address: addressLines(row),
  };
}

/** BlockDataApi.companyContacts: the company's details.contactIds through getContacts (at most 100). */
export async function companyContacts(ctx: GraphQLContext, { companyId, limit, pageContentId }: { companyId: number; limit: number; pageContentId: number | null }): Promise<ContactCard[]> {
  const row = await companyRow(ctx, companyId, pageContentId);
  const ids = Array.isArray(row?.details.contactIds) ? row.details.contactIds.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  if (!ids.length) return [];
  const contacts = await getContacts(ctx, {
    ids: [...new Set(ids)].slice(0, CONTACTS_LIMIT),
    limit: Math.max(1, Math.min(CONTACTS_LIMIT, Math.trunc(limit))),
  });
  return contacts.map((contact) => ({
    id: contact.id,
    name: contact.name,
    path: contact.canonicalPath,
    jobTitle: text(contact.details.jobTitle),
    email: email(contact.details.email),
    phone: text(contact.details.phone),
    photo: imageRefOf(contact.image, { maxWidth: 96, fallbackAlt: contact.name }),
  }));
}
