import { COMPANY_UPDATE_LIMITS, type CompanyContactEntry, type CompanyProductEntry } from '../../shared/companyUpdates.js';
import { COUNTRIES } from '../../shared/countries.js';
import { formatDisplayDate } from '../../shared/dates.js';
import { FieldError, FormMessage, SubmitButton, TextField } from '../account/fields.js';
import type { CompanyUpdateFormData } from './+data.js';
import { COMPANY_UPDATE_PANELS, ROW_KINDS } from './text.js';

const L = COMPANY_UPDATE_LIMITS;

/**
 * /company-update/{hash} (000 §2.1; docs/company-updates.md): the company's profile as a form —
 * name, description, website, phone, e-mail, address, logo (preview and upload), contacts and
 * products as rows that can be added and removed — and who sends it. Plain HTML: the script
 * src/site/client/companyUpdateForm.ts uploads a logo, adds and removes rows and sends
 * submitCompanyUpdate; field errors appear beside their fields (`profile.contacts.0.email`). A link
 * that takes no changes shows why, and no form.
 */
export function CompanyUpdateView({ hash, form }: { hash: string; form: CompanyUpdateFormData }) {
  const profile = form.state === 'open' || form.state === 'submitted' ? form.profile : null;
  const name = 'companyName' in form ? form.companyName : null;
  return (
    <div className="site-user-page company-update-page" data-company-update-page="">
      <h1 className="site-user-page__title">{name ? `Update the profile of ${name}` : 'Update your company profile'}</h1>
      {profile && 'expiresAt' in form ? (
        <>
          <p className="site-user-page__intro">
            Check your company’s profile as it appears on this site and correct or complete it. The editors review your changes before they are published.
            {form.expiresAt ? ` This link works until ${formatDisplayDate(form.expiresAt)}.` : ''}
          </p>
          <div data-panel-group={COMPANY_UPDATE_PANELS} data-panel="form">
            {form.message ? (
              <div className="dragonform">
                <div className="df-alert df-alert--warning" role="status" data-company-update-state={form.state}>
                  <p>{form.message}</p>
                </div>
              </div>
            ) : null}
            <form className="dragonform site-user-form company-update-form" data-company-update="" data-hash={hash} data-max-logo-bytes={form.maxLogoBytes} method="post" noValidate>
              <FormMessage />
              <fieldset className="company-update-form__section">
                <legend>Company</legend>
                <TextField id="cu-name" name="profile.name" label="Company name" required defaultValue={profile.name} maxLength={L.name} autoComplete="organization" />
                <TextArea id="cu-description" name="profile.description" label="Description" defaultValue={profile.description} maxLength={L.description} help="One or two sentences about what the company does." />
                <TextField id="cu-website" name="profile.website" label="Website" defaultValue={profile.website} maxLength={2000} placeholder="https://" autoComplete="url" />
                <div className="company-update-form__pair">
                  <TextField id="cu-phone" name="profile.phone" label="Phone" defaultValue={profile.phone} maxLength={L.phone} autoComplete="tel" />
                  <TextField id="cu-email" name="profile.email" label="E-mail" type="email" defaultValue={profile.email} maxLength={L.email} autoComplete="email" />
                </div>
              </fieldset>
              <fieldset className="company-update-form__section">
                <legend>Address</legend>
                <TextField id="cu-address1" name="profile.address1" label="Address line 1" defaultValue={profile.address1} maxLength={L.text} autoComplete="address-line1" />
                <TextField id="cu-address2" name="profile.address2" label="Address line 2" defaultValue={profile.address2} maxLength={L.text} autoComplete="address-line2" />
                <div className="company-update-form__pair">
                  <TextField id="cu-city" name="profile.city" label="City" defaultValue={profile.city} maxLength={L.text} autoComplete="address-level2" />
                  <TextField id="cu-state" name="profile.state" label="State or region" defaultValue={profile.state} maxLength={L.text} autoComplete="address-level1" />
                </div>
                <div className="company-update-form__pair">
                  <TextField id="cu-postal" name="profile.postalCode" label="Postal code" defaultValue={profile.postalCode} maxLength={L.text} autoComplete="postal-code" />
                  <CountrySelect value={profile.country} />
                </div>
              </fieldset>
              <fieldset className="company-update-form__section">
                <legend>Logo</legend>
                <div className="company-update-logo">
                  <div className="company-update-logo__preview" data-logo-preview="">
                    {profile.logoUrl ? <img src={profile.logoUrl} alt={`${profile.name} logo`} data-logo-image="" /> : <span data-logo-empty="">No logo yet</span>}
                  </div>
                  <div className="df-field">
                    <label htmlFor="cu-logo">Upload a new logo</label>
                    <input id="cu-logo" type="file" accept="image/png,image/jpeg,image/webp,image/gif,image/avif" data-logo-file="" aria-describedby="cu-logo-help" />
                    <p className="df-help" id="cu-logo-help">
                      JPEG, PNG, WebP, GIF or AVIF, at most {Math.round(form.maxLogoBytes / 1024 / 1024)} MB. It replaces the current logo once the editors accept your changes.
                    </p>
                    <p className="df-help" data-logo-status="" role="status" />
                    <input type="hidden" name="profile.logo" defaultValue={profile.logo ?? ''} />
                    <FieldError name="profile.logo" />
                  </div>
                </div>
              </fieldset>
              <RowsSection kind="contacts" legend="Contacts" intro="The people readers can contact, in the order they should appear." addLabel="Add a contact" rows={profile.contacts} />
              <RowsSection kind="products" legend="Products" intro="Your products listed on this site. Removing one takes it off your profile." addLabel="Add a product" rows={profile.products} />
              <fieldset className="company-update-form__section">
                <legend>About you</legend>
                <p className="df-help">The editors may contact you about these changes.</p>
                <div className="company-update-form__pair">
                  <TextField id="cu-submitter-name" name="submitterName" label="Your name" required defaultValue={form.submitterName} maxLength={L.submitterName} autoComplete="name" />
                  <TextField id="cu-submitter-email" name="submitterEmail" label="Your e-mail" type="email" required defaultValue={form.submitterEmail} maxLength={L.email} autoComplete="email" />
                </div>
              </fieldset>
              <SubmitButton>{form.state === 'submitted' ? 'Send corrected changes' : 'Send changes for review'}</SubmitButton>
            </form>
          </div>
          <div className="dragonform" data-panel-group={COMPANY_UPDATE_PANELS} data-panel="done" hidden>
            <div className="df-alert df-alert--success" role="status">
              <p data-company-update-done="" />
            </div>
          </div>
        </>
      ) : (
        <div className="dragonform">
          <div className="df-alert" role="alert" data-company-update-state={form.state}>
            <p>{form.message}</p>
          </div>
        </div>
      )}
      <p className="site-user-page__links">
        <a href="/">Go to the home page</a>
      </p>
    </div>
  );
}

function TextArea({ id, name, label, defaultValue, maxLength, help }: { id: string; name: string; label: string; defaultValue: string; maxLength: number; help?: string }) {
  return (
    <div className="df-field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} name={name} rows={4} maxLength={maxLength} defaultValue={defaultValue} aria-describedby={help ? `${id}-help` : undefined} />
      {help ? (
        <p className="df-help" id={`${id}-help`}>
          {help}
        </p>
      ) : null}
      <FieldError name={name} />
    </div>
  );
}

function CountrySelect({ value }: { value: string }) {
  const known = value === '' || COUNTRIES.some((country) => country.alpha2code === value.toUpperCase());
  return (
    <div className="df-field">
      <label htmlFor="cu-country">Country</label>
      <select id="cu-country" name="profile.country" defaultValue={known ? value.toUpperCase() : value} autoComplete="country">
        <option value="">Choose a country</option>
        {known ? null : <option value={value}>{value}</option>}
        {COUNTRIES.map((country) => (
          <option key={country.alpha2code} value={country.alpha2code}>
            {country.friendlyLabel}
          </option>
        ))}
      </select>
      <FieldError name="profile.country" />
    </div>
  );
}

type RowKind = (typeof ROW_KINDS)[number];

/** A row's fields: `profile.{kind}.{index}.{field}` (the script renumbers them before sending). */
const ROW_FIELDS: Record<RowKind, readonly { field: string; label: string; type?: 'email' | 'textarea'; max: number; wide?: boolean; required?: boolean }[]> = {
  contacts: [
    { field: 'firstName', label: 'First name', max: L.personName },
    { field: 'lastName', label: 'Last name', max: L.personName },
    { field: 'jobTitle', label: 'Job title', max: L.text, wide: true },
    { field: 'email', label: 'E-mail', type: 'email', max: L.email },
    { field: 'phone', label: 'Phone', max: L.phone },
  ],
  products: [
    { field: 'name', label: 'Product name', max: L.text, required: true },
    { field: 'model', label: 'Model', max: L.text },
    { field: 'url', label: 'Product page', max: 2000, wide: true },
    { field: 'description', label: 'Description', type: 'textarea', max: L.description, wide: true },
  ],
};

function RowsSection({ kind, legend, intro, addLabel, rows }: { kind: RowKind; legend: string; intro: string; addLabel: string; rows: readonly (CompanyContactEntry | CompanyProductEntry)[] }) {
  const max = kind === 'contacts' ? L.contacts : L.products;
  return (
    <fieldset className="company-update-form__section" data-rows={kind} data-max-rows={max}>
      <legend>{legend}</legend>
      <p className="df-help">{intro}</p>
      <FieldError name={`profile.${kind}`} />
      <div className="company-update-rows" data-row-list={kind}>
        {rows.map((row, index) => (
          <Row key={row.id ?? `new-${index}`} kind={kind} index={index} row={row as unknown as Record<string, string | number | null>} />
        ))}
      </div>
      <template data-row-template={kind}>
        <Row kind={kind} index={0} row={null} />
      </template>
      <button type="button" className="df-button df-button--secondary" data-add-row={kind}>
        {addLabel}
      </button>
    </fieldset>
  );
}

function Row({ kind, index, row }: { kind: RowKind; index: number; row: Record<string, string | number | null> | null }) {
  const noun = kind === 'contacts' ? 'contact' : 'product';
  return (
    <div className="company-update-row" data-row="" data-row-id={row?.id ?? ''}>
      {ROW_FIELDS[kind].map(({ field, label, type, max, wide, required }) => {
        const name = `profile.${kind}.${index}.${field}`;
        const id = `cu-${kind}-${index}-${field}`;
        const value = row ? String(row[field] ?? '') : '';
        return (
          <div key={field} className={`df-field${wide ? ' company-update-row__wide' : ''}`} data-row-field={field}>
            <label htmlFor={id} className={required ? 'required' : undefined}>
              {label}
            </label>
            {type === 'textarea' ? (
              <textarea id={id} name={name} rows={2} maxLength={max} defaultValue={value} />
            ) : (
              <input id={id} name={name} type={type ?? 'text'} maxLength={max} defaultValue={value} required={required} />
            )}
            <FieldError name={name} />
          </div>
        );
      })}
      <div className="company-update-row__actions">
        <FieldError name={`profile.${kind}.${index}.id`} />
        <button type="button" className="df-button df-button--secondary" data-remove-row="">
          Remove this {noun}
        </button>
      </div>
    </div>
  );
}
