import { LEAD_LIMITS, LEAD_TEXT, inquiryConsentText } from '../../../shared/leads';
import { FieldError } from '../../account/fields';
import { LeadField, LeadForm, LeadMessageField, leadIdPrefix } from '../leadForm';
import type { BlockRendererProps } from '../types';
import type { InquiryFormData } from './load';
import type { InquiryFormSettings } from './settings';

/**
 * inquiry_form (002 §2): "Request more information about {item}" — name, e-mail and message
 * required; company and phone as the block's settings say; the country (its options are added by
 * the script, so the page does not carry 250 of them); the consent box. client/leadForms.ts sends
 * it with submitInquiry and shows the field errors or the thank-you text.
 */
export default function InquiryFormBlock({ block, page }: BlockRendererProps<InquiryFormData, InquiryFormSettings>) {
  const { data, settings } = block;
  const idPrefix = leadIdPrefix('inquiry', block.id);
  const heading = LEAD_TEXT.inquiryTitle(data.itemName);
  return (
    <LeadForm kind="inquiry" idPrefix={idPrefix} heading={settings.title ? null : heading} label={settings.title || heading} buttonLabel={settings.buttonLabel} contentId={data.contentId}>
      <LeadField idPrefix={idPrefix} name="name" label="Name" required autoComplete="name" maxLength={LEAD_LIMITS.name} />
      <LeadField idPrefix={idPrefix} name="email" label="Email Address" type="email" required autoComplete="email" maxLength={LEAD_LIMITS.email} />
      {settings.showCompany ? <LeadField idPrefix={idPrefix} name="company" label="Company" autoComplete="organization" maxLength={LEAD_LIMITS.company} /> : null}
      {settings.showPhone ? <LeadField idPrefix={idPrefix} name="phone" label="Phone" type="tel" autoComplete="tel" maxLength={LEAD_LIMITS.phone} /> : null}
      <div className="df-field">
        <label htmlFor={`${idPrefix}-country`}>Country</label>
        <select id={`${idPrefix}-country`} name="country" autoComplete="country" data-lead-country="" defaultValue="">
          <option value="">Choose a country</option>
        </select>
        <FieldError name="country" />
      </div>
      <LeadMessageField idPrefix={idPrefix} label="Your request" maxLength={LEAD_LIMITS.message} />
      <div className="df-check">
        <input id={`${idPrefix}-consent`} type="checkbox" name="consent" value="true" />
        <label htmlFor={`${idPrefix}-consent`}>{inquiryConsentText(page.siteName)}</label>
      </div>
    </LeadForm>
  );
}
