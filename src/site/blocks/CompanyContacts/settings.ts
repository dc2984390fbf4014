import { z } from 'zod';
import { countField } from '../fields';
import { STREAM_LIMITS } from '../../../shared/constants';
import type { BlockDefinition } from '../types';

/** 002 §9 "Contacts limit 100." */
export const COMPANY_CONTACTS_MAX = STREAM_LIMITS.contacts;

export const companyContactsSettings = z.object({
  limit: countField({ min: 1, max: COMPANY_CONTACTS_MAX, default: COMPANY_CONTACTS_MAX }, 'Number of contacts', (bounds) => `How many of the company's contacts to show, in the editor's order (${bounds}).`),
  showPhotos: z.boolean().default(true).meta({ title: 'Show photos', description: "Show each contact's photo (its primary image)." }),
  showJobTitles: z.boolean().default(true).meta({ title: 'Show job titles', description: "Show each contact's job title." }),
  showEmail: z.boolean().default(true).meta({ title: 'Show e-mail', description: "Show each contact's e-mail address as a link." }),
  showPhone: z.boolean().default(true).meta({ title: 'Show phone', description: "Show each contact's phone number as a link." }),
});
export type CompanyContactsSettings = z.output<typeof companyContactsSettings>;

export const companyContactsBlock = {
  type: 'company_contacts',
  label: 'Company contacts',
  description: "The contacts of the page's company (on its page or an item naming it): name, job title, photo, e-mail and phone.",
  settings: companyContactsSettings,
  pageKinds: ['content'],
} satisfies BlockDefinition<typeof companyContactsSettings>;
