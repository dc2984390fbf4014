import { contractPlaceholderValues, fillContractTemplate, type ContractSettings, type PlaceholderValues } from '../../../shared/contracts.js';
import type { Permission } from '../../../shared/permissions.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { sanitizeRichText } from '../../html/sanitize.js';
import type { ContractRow } from './repo.js';

/** 000 §6: one permission for the contracts' screens and operations (001 §2 "Contracts" menu). */
export const MANAGE_CONTRACTS: Permission = 'manage_contracts';
export const ENTITY = 'Contract';

/** The site's name as contracts show it: the site settings' name, else the tenant's. */
export async function siteNameOf(ctx: Pick<GraphQLContext, 'services' | 'tenant'>): Promise<string> {
  return (await ctx.services.slots.settings.get(ctx.tenant.id)).site.general.siteName || ctx.tenant.name;
}

export async function contractSettingsOf(ctx: Pick<GraphQLContext, 'services' | 'tenant'>): Promise<ContractSettings> {
  return (await ctx.services.slots.settings.get(ctx.tenant.id)).contracts;
}

/** The placeholders' values of a contract, [date] being `date`. */
export function valuesOf(row: Pick<ContractRow, 'title' | 'description' | 'amountCents' | 'rateUnit' | 'paymentTerms'>, { contributorName, siteName, date }: { contributorName: string; siteName: string; date: Date }): PlaceholderValues {
  return contractPlaceholderValues({ ...row, contributorName, siteName, date });
}

/**
 * The terms as stored: sanitised like every rich text, with the placeholders still in them filled
 * from the contract (a template pasted as it is still names the contributor). Unknown tokens stay.
 */
export function storedTerms(terms: string, values: PlaceholderValues): string {
  return fillContractTemplate(sanitizeRichText(terms), values).text;
}
