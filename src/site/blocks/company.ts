import type { BlockPage } from './types';

/**
 * What the company blocks (company_profile, company_contacts, company_videos, company_content)
 * share: which company a page is about, and the links of its contact details.
 */

/** The company a page is about: a Company's own page, else the company its item names (companyId); null elsewhere. */
export function companyIdOf(page: BlockPage): number | null {
  const content = page.content;
  if (!content) return null;
  return content.type === 'Company' ? content.id : content.companyId;
}

/** A `tel:` address: the digits and a leading + of a phone number as written ('+1 (512) 555-0100' → 'tel:+15125550100'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits.replace(/\+/g, '')}`;
}

/** A website as a reader reads it: the host without `www.`, with the path when there is one ('acme.example/en'). */
export function websiteLabel(url: string): string {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.replace(/^www\./i, '');
    const path = parsed.pathname.replace(/\/+$/, '');
    return `${host}${path}`;
  } catch {
    return url;
  }
}
