import type { BlockLoader } from '../types';
import type { InquiryFormSettings } from './settings';

export interface InquiryFormData {
  contentId: number;
  itemName: string;
}

/**
 * The page's item, when the site takes inquiries (site settings inquiryForm.enableRmi, with a
 * recipient). Dropped otherwise (002 §5 "inquiry form without enableRmi") and on pages without an
 * item.
 */
export const loadInquiryForm: BlockLoader<InquiryFormSettings, InquiryFormData> = async ({ page, api }) => {
  if (!page.content) return null;
  const forms = await api.siteForms();
  if (!forms.inquiry) return null;
  return { data: { contentId: page.content.id, itemName: page.content.name } };
};
