import type { ReactNode } from 'react';
import { COUNTRIES, consentKeyFor, countryByAlpha2, countryByAlpha3, type Country } from '../../shared/countries.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '../../shared/passwords.js';

/**
 * The pieces of the site-user pages' forms: plain HTML the DOM scripts of src/site/client work on
 * (no React in the browser). The forms use the public forms' stylesheet, /css/dragonform.css
 * (`.dragonform`, the palette of 002 §9), like every form a reader fills in on the site; each field
 * has an error holder (`data-field-error` = the server's fieldErrors key) and each form a message
 * (`data-form-message`).
 */

export function FieldError({ name }: { name: string }) {
  return <p className="df-error" data-field-error={name} hidden />;
}

/** The form's message: errors (role alert, set by the script) or a confirmation. */
export function FormMessage() {
  return <div className="df-alert" data-form-message="" role="alert" hidden />;
}

export interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'date' | 'number';
  required?: boolean;
  autoComplete?: string;
  defaultValue?: string | null;
  placeholder?: string;
  help?: string;
  maxLength?: number;
  minLength?: number;
}

export function TextField({ id, name, label, type = 'text', required = false, autoComplete, defaultValue, placeholder, help, maxLength = 200, minLength }: TextFieldProps) {
  const helpId = help ? `${id}-help` : undefined;
  return (
    <div className="df-field">
      <label htmlFor={id} className={required ? 'required' : undefined}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        autoComplete={autoComplete}
        defaultValue={defaultValue ?? undefined}
        placeholder={placeholder}
        maxLength={type === 'date' || type === 'number' ? undefined : maxLength}
        minLength={minLength}
        aria-describedby={helpId}
      />
      {help ? (
        <p className="df-help" id={helpId}>
          {help}
        </p>
      ) : null}
      <FieldError name={name} />
    </div>
  );
}

/** A country code as stored (alpha-3, or alpha-2 from older data) → the country. */
export function countryOfCode(code: string | null | undefined): Country | undefined {
  const value = code?.trim() ?? '';
  if (value.length === 2) return countryByAlpha2(value);
  return value.length === 3 ? countryByAlpha3(value) : undefined;
}

/** The consent box's words (002 §3 "Consent object": CASL for Canada, GDPR otherwise). */
export const consentTexts = (siteName: string) => ({
  CASL: `Yes, I consent to receive electronic messages from ${siteName}, including newsletters and offers. I can withdraw my consent at any time.`,
  GDPR: `I agree that ${siteName} may process my personal data to provide my membership and send me the e-mails I sign up for. I can withdraw my consent at any time.`,
});

const COUNTRIES_WITH_REGIONS = COUNTRIES.filter((country) => country.regions);

/**
 * Country (alpha-3 codes), the region select of each country that has regions (shown and required
 * only for that country, labelled as it calls them), and the consent box shown only when the
 * country requires compliance (002 §5). countryFields.ts switches them as the country changes.
 */
export function CountryRegionFields({
  idPrefix,
  countryCode,
  region,
  required,
  regionRequired = required,
  consent,
}: {
  idPrefix: string;
  countryCode?: string | null;
  region?: string | null;
  required: boolean;
  /** The region is required when the country has regions (002 §5); the profile update may leave it as it is. */
  regionRequired?: boolean;
  /** The consent box (the e-mail step only): the site's name for its words. */
  consent?: { siteName: string };
}) {
  const chosen = countryOfCode(countryCode);
  const texts = consent ? consentTexts(consent.siteName) : null;
  const compliance = chosen?.compliance === 'required' ? consentKeyFor(chosen.alpha3code) : null;
  return (
    <>
      <div className="df-field">
        <label htmlFor={`${idPrefix}-country`} className={required ? 'required' : undefined}>
          Country
        </label>
        <select id={`${idPrefix}-country`} name="countryCode" required={required} defaultValue={chosen?.alpha3code ?? ''} data-country-select="" autoComplete="country">
          <option value="">Choose a country</option>
          {COUNTRIES.map((country) => (
            <option
              key={country.alpha3code}
              value={country.alpha3code}
              data-regions={country.regions ? country.alpha3code : undefined}
              data-compliance={country.compliance}
            >
              {country.friendlyLabel}
            </option>
          ))}
        </select>
        <FieldError name="countryCode" />
      </div>
      {COUNTRIES_WITH_REGIONS.map((country) => {
        const active = chosen?.alpha3code === country.alpha3code;
        const regions = country.regions!;
        const id = `${idPrefix}-region-${country.alpha3code.toLowerCase()}`;
        return (
          <div key={country.alpha3code} className="df-field" data-region-field={country.alpha3code} hidden={!active}>
            <label htmlFor={id} className={regionRequired ? 'required' : undefined}>
              {regions.label}
            </label>
            <select id={id} name="region" disabled={!active} required={active && regionRequired} defaultValue={active ? (region ?? '') : ''} autoComplete="address-level1">
              <option value="">{`Choose a ${regions.label.toLowerCase()}`}</option>
              {regions.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <FieldError name="region" />
          </div>
        );
      })}
      {texts ? (
        <div className="df-field" data-consent-field="" data-casl-text={texts.CASL} data-gdpr-text={texts.GDPR} hidden={compliance === null}>
          <div className="df-check">
            <input id={`${idPrefix}-consent`} type="checkbox" name="consent" value="true" disabled={compliance === null} />
            <label htmlFor={`${idPrefix}-consent`} data-consent-label="">
              {compliance === 'CASL' ? texts.CASL : texts.GDPR}
            </label>
          </div>
          <FieldError name="consent" />
        </div>
      ) : null}
    </>
  );
}

export function SubmitButton({ children }: { children: ReactNode }) {
  return (
    <div className="df-actions">
      <button type="submit">{children}</button>
    </div>
  );
}

/** A new password typed twice (the scripts check they agree before sending). */
export function NewPasswordFields({ idPrefix, name = 'password', label = 'Password' }: { idPrefix: string; name?: string; label?: string }) {
  return (
    <div className="df-row">
      <TextField
        id={`${idPrefix}-${name}`}
        name={name}
        label={label}
        type="password"
        required
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        help={PASSWORD_MESSAGES.hint}
      />
      <TextField id={`${idPrefix}-${name}-confirm`} name={`${name}Confirm`} label={`Confirm ${label.toLowerCase()}`} type="password" required autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
    </div>
  );
}
