import { z } from 'zod';
import type { BlockDefinition } from '../types';

/**
 * The contact form's own settings; its title is the block's common title. Where the message goes
 * is the site's: site settings contactUs.
 */
export const contactFormSettings = z.object({
  description: z.string().trim().max(500).default('').meta({ title: 'Description', description: 'A line above the fields (optional).' }),
  buttonLabel: z.string().trim().min(1).max(40).default('Send').meta({ title: 'Button label', description: 'The text of the send button.' }),
});
export type ContactFormSettings = z.output<typeof contactFormSettings>;

export const contactFormBlock = {
  type: 'contact_form',
  label: 'Contact form',
  description: "A message to the site's editors: name, e-mail, subject and message, sent to the site's contact-us settings.",
  settings: contactFormSettings,
} satisfies BlockDefinition<typeof contactFormSettings>;
