import { z } from 'zod';
import type { BlockDefinition } from '../types';

/**
 * The inquiry form's own settings; its title is the block's common title (empty: 'Request more
 * information about {item}'). Where the request goes is the site's: site settings inquiryForm.
 */
export const inquiryFormSettings = z.object({
  buttonLabel: z.string().trim().min(1).max(40).default('Send request').meta({ title: 'Button label', description: 'The text of the send button.' }),
  showCompany: z.boolean().default(true).meta({ title: 'Ask for the company', description: 'Show the Company field.' }),
  showPhone: z.boolean().default(true).meta({ title: 'Ask for a phone number', description: 'Show the Phone field.' }),
});
export type InquiryFormSettings = z.output<typeof inquiryFormSettings>;

export const inquiryFormBlock = {
  type: 'inquiry_form',
  label: 'Inquiry form',
  description: "Request more information about the page's item: sent to the site's inquiry settings and listed in the RMI report (needs RMI switched on).",
  settings: inquiryFormSettings,
  pageKinds: ['content'],
} satisfies BlockDefinition<typeof inquiryFormSettings>;
