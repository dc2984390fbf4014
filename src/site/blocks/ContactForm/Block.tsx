import { LEAD_LIMITS } from '../../../shared/leads';
import { LeadField, LeadForm, LeadMessageField, leadIdPrefix } from '../leadForm';
import type { BlockRendererProps } from '../types';
import type { ContactFormData } from './load';
import type { ContactFormSettings } from './settings';

/**
 * contact_form (002 §2 "contact forms"): name, e-mail and message required, a subject; sent by
 * client/leadForms.ts with submitContactForm to the site's contact-us settings. Its heading is the
 * block's title (drawn by the grid).
 */
export default function ContactFormBlock({ block }: BlockRendererProps<ContactFormData, ContactFormSettings>) {
  const { settings } = block;
  const idPrefix = leadIdPrefix('contact', block.id);
  return (
    <LeadForm kind="contact" idPrefix={idPrefix} heading={null} label={settings.title || 'Contact us'} intro={settings.description} buttonLabel={settings.buttonLabel}>
      <LeadField idPrefix={idPrefix} name="name" label="Name" required autoComplete="name" maxLength={LEAD_LIMITS.name} />
      <LeadField idPrefix={idPrefix} name="email" label="Email Address" type="email" required autoComplete="email" maxLength={LEAD_LIMITS.email} />
      <LeadField idPrefix={idPrefix} name="subject" label="Subject" maxLength={LEAD_LIMITS.subject} />
      <LeadMessageField idPrefix={idPrefix} label="Message" maxLength={LEAD_LIMITS.message} />
    </LeadForm>
  );
}
