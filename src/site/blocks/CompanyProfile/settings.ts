import { z } from 'zod';
import type { BlockDefinition } from '../types';

export const companyProfileSettings = z.object({
  showLogo: z.boolean().default(true).meta({ title: 'Show logo', description: "Show the company's logo (its primary image)." }),
  showDescription: z.boolean().default(true).meta({ title: 'Show description', description: "Show the company's description (its teaser)." }),
  showContactDetails: z
    .boolean()
    .default(true)
    .meta({ title: 'Show contact details', description: "Show the company's website (a link opening in a new tab), phone and e-mail." }),
  showAddress: z.boolean().default(true).meta({ title: 'Show address', description: "Show the company's postal address." }),
});
export type CompanyProfileSettings = z.output<typeof companyProfileSettings>;

export const companyProfileBlock = {
  type: 'company_profile',
  label: 'Company profile',
  description: "On a company's page its logo, description, website, phone, e-mail and address; on an item naming a company, that company's card.",
  settings: companyProfileSettings,
  pageKinds: ['content'],
} satisfies BlockDefinition<typeof companyProfileSettings>;
