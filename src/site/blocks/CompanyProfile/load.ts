import { companyIdOf } from '../company';
import type { BlockLoader, CompanyProfile } from '../types';
import type { CompanyProfileSettings } from './settings';

export interface CompanyProfileData {
  company: CompanyProfile;
  /** The page is the company's own (its profile); otherwise the page's item names it (its card). */
  own: boolean;
}

/** Whether the profile shows anything with these settings (the card always shows the company's name). */
export function profileShowsSomething(company: CompanyProfile, settings: CompanyProfileSettings): boolean {
  return (
    (settings.showLogo && company.logo !== null) ||
    (settings.showDescription && company.description !== null) ||
    (settings.showContactDetails && (company.website !== null || company.phone !== null || company.email !== null)) ||
    (settings.showAddress && company.address.length > 0)
  );
}

/** 002 §5 "others lacking data": no company (or one that is not live), or a profile with nothing to show, drops the block. */
export const loadCompanyProfile: BlockLoader<CompanyProfileSettings, CompanyProfileData> = async ({ settings, page, api }) => {
  const companyId = companyIdOf(page);
  if (companyId === null) return null;
  const company = await api.company(companyId);
  if (!company) return null;
  const own = company.id === page.content?.id;
  if (own && !profileShowsSomething(company, settings)) return null;
  return { data: { company, own } };
};
