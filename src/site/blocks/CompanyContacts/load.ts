import { companyIdOf } from '../company';
import type { BlockLoader, ContactCard } from '../types';
import type { CompanyContactsSettings } from './settings';

export interface CompanyContactsData {
  contacts: ContactCard[];
}

/** The company's contacts (details.contactIds, through getContacts); none drops the block (002 §5 "others lacking data"). */
export const loadCompanyContacts: BlockLoader<CompanyContactsSettings, CompanyContactsData> = async ({ settings, page, api }) => {
  const companyId = companyIdOf(page);
  if (companyId === null) return null;
  const contacts = await api.companyContacts({ companyId, limit: settings.limit });
  if (contacts.length === 0) return null;
  return { data: { contacts } };
};
