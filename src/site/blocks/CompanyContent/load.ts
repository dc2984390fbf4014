import { companyIdOf } from '../company';
import type { BlockLoader, TeaserItem } from '../types';
import { COMPANY_CONTENT_DEFAULT_EXCLUDED, type CompanyContentSettings } from './settings';

export interface CompanyContentData {
  items: TeaserItem[];
}

/** The company's other live items, newest first (never the page's own item); none drops the block (002 §5). */
export const loadCompanyContent: BlockLoader<CompanyContentSettings, CompanyContentData> = async ({ settings, page, api }) => {
  const companyId = companyIdOf(page);
  if (companyId === null) return null;
  const chosen = settings.includeContentTypes.length > 0;
  const items = await api.companyContent({
    companyId,
    includeContentTypes: settings.includeContentTypes,
    excludeContentTypes: chosen ? [] : [...COMPANY_CONTENT_DEFAULT_EXCLUDED],
    limit: settings.limit,
    teaserMaxLength: settings.teaserMaxLength,
  });
  if (items.length === 0) return null;
  return { data: { items }, underFilled: items.length < settings.limit };
};
