import type { ReactNode } from 'react';
import { LEAD_FORM_PANELS, type LeadKind } from '../../shared/leads.js';
import { FieldError, FormMessage } from '../account/fields.js';

/**
 * What the inquiry and contact form blocks share (InquiryForm/, ContactForm/): plain HTML the
 * lazily loaded script src/site/client/leadForms.ts works on (no React in the browser). Each field
 * has its label (a * after required ones) and an error holder named as the server's fieldErrors
 * key. The send button stays disabled until the script has wired the form, so without JavaScript
 * the form sends nothing anywhere (not even its fields in the address of a GET).
 */

export interface LeadFieldProps {
  idPrefix: string;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  required?: boolean;
  autoComplete?: string;
  maxLength: number;
}

export function LeadField({ idPrefix, name, label, type = 'text', required = false, autoComplete, maxLength }: LeadFieldProps) {
  const id = `${idPrefix}-${name}`;
  return (
    <div className="df-field">
      <label htmlFor={id} className={required ? 'required' : undefined}>
        {label}
      </label>
      <input id={id} name={name} type={type} required={required} autoComplete={autoComplete} maxLength={maxLength} />
      <FieldError name={name} />
    </div>
  );
}

export function LeadMessageField({ idPrefix, label, maxLength }: { idPrefix: string; label: string; maxLength: number }) {
  const id = `${idPrefix}-message`;
  return (
    <div className="df-field">
      <label htmlFor={id} className="required">
        {label}
      </label>
      <textarea id={id} name="message" required rows={5} maxLength={maxLength} />
      <FieldError name="message" />
    </div>
  );
}

export interface LeadFormProps {
  kind: LeadKind;
  idPrefix: string;
  /** The form's own heading; null when the block's title (drawn by the grid) names it. */
  heading: string | null;
  /** The form's accessible name when it has no heading of its own. */
  label: string;
  intro?: string;
  buttonLabel: string;
  /** The item an inquiry is about. */
  contentId?: number;
  children: ReactNode;
}

/** The form around the fields: its message, the send button, and the thank-you panel the script fills. */
export function LeadForm({ kind, idPrefix, heading, label, intro, buttonLabel, contentId, children }: LeadFormProps) {
  const titleId = `${idPrefix}-title`;
  return (
    <form
      className={`lead-form lead-form--${kind}`}
      data-lead-form={kind}
      data-content-id={contentId}
      {...(heading ? { 'aria-labelledby': titleId } : { 'aria-label': label })}
    >
      {heading ? (
        <h2 id={titleId} className="lead-form__title">
          {heading}
        </h2>
      ) : null}
      {intro ? <p className="lead-form__intro">{intro}</p> : null}
      <div data-panel-group={LEAD_FORM_PANELS} data-panel="form">
        <FormMessage />
        {children}
        <p className="lead-form__note">
          Fields marked <span aria-hidden="true">*</span> are required.
        </p>
        <button type="submit" className="block-button" data-lead-submit="" disabled>
          {buttonLabel}
        </button>
        <noscript>
          <p className="lead-form__note">Please turn on JavaScript to send this form.</p>
        </noscript>
      </div>
      <div className="lead-form__done" data-panel-group={LEAD_FORM_PANELS} data-panel="done" role="status" hidden>
        <p data-lead-thanks="" />
      </div>
    </form>
  );
}

/** A block id reduced to what an element id may hold. */
export const leadIdPrefix = (kind: LeadKind, blockId: string) => `${kind}-${blockId.replace(/[^A-Za-z0-9_-]/g, '')}`;
