import { companyIdOf } from '../company';
import type { BlockLoader, TeaserItem } from '../types';
import type { CompanyVideosSettings } from './settings';

export interface CompanyVideosData {
  items: TeaserItem[];
}

/** The company's live videos, newest first; 002 §5 "company videos without videos" drops the block. */
export const loadCompanyVideos: BlockLoader<CompanyVideosSettings, CompanyVideosData> = async ({ settings, page, api }) => {
  const companyId = companyIdOf(page);
  if (companyId === null) return null;
  const items = await api.companyContent({ companyId, includeContentTypes: ['Video'], excludeContentTypes: [], limit: settings.limit, teaserMaxLength: settings.teaserMaxLength });
  if (items.length === 0) return null;
  return { data: { items }, underFilled: items.length < settings.limit };
};
