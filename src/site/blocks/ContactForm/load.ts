import type { BlockLoader } from '../types';
import type { ContactFormSettings } from './settings';

/** Nothing of its own to load: the form is shown while the site's contact-us settings name a recipient. */
export type ContactFormData = Record<string, never>;

/** Dropped while the contact-us settings name no recipient (the message could go nowhere). */
export const loadContactForm: BlockLoader<ContactFormSettings, ContactFormData> = async ({ api }) => {
  const forms = await api.siteForms();
  return forms.contact ? { data: {} } : null;
};
