import { MEMBERSHIP_COMMON_FIELD_LABELS, type MembershipCommonField } from '../../../shared/memberships.js';
import type { RegistrationPage } from '../load.js';
import { DemographicField } from '../DemographicFields.js';
import { CountryRegionFields, FormMessage, NewPasswordFields, SubmitButton, TextField } from '../fields.js';
import { CHOOSE_MEMBERSHIP_PATH, loginPath } from '../paths.js';

/** The profile fields of the form, in reading order (the country and region come after them). */
const PROFILE_FIELDS: Array<{ name: Exclude<MembershipCommonField, 'countryCode' | 'region'>; autoComplete: string }> = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'title', autoComplete: 'organization-title' },
  { name: 'company', autoComplete: 'organization' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'postalCode', autoComplete: 'postal-code' },
];

/**
 * The registration page (002 §2): the password, the profile (the membership's required fields
 * marked), the country and region of the e-mail step prefilled, and the membership's demographic
 * questions. Script: src/site/client/registrationForm.ts.
 */
export function RegistrationView({ registration, redirectTo }: { registration: RegistrationPage; redirectTo: string }) {
  const title = <h1 className="site-user-page__title">Complete your registration</h1>;
  if (registration.kind !== 'form') {
    return (
      <div className="site-user-page site-user-page--narrow">
        {title}
        <div className="dragonform">
          {registration.kind === 'invalid' ? (
            <>
              <div className="df-alert" role="alert">
                <p>{registration.message}</p>
              </div>
              <p>
                <a className="df-button" href={CHOOSE_MEMBERSHIP_PATH}>
                  Start your registration again
                </a>
              </p>
            </>
          ) : (
            <>
              <div className="df-alert df-alert--success" role="status">
                <p>This registration is already complete. Please log in.</p>
              </div>
              <p>
                <a className="df-button" href={loginPath({ redirectTo })}>
                  Login
                </a>
              </p>
            </>
          )}
        </div>
      </div>
    );
  }
  const { stub, membership, questions } = registration;
  const required = new Set<string>(membership?.requiredUserCommonFields ?? []);
  return (
    <div className="site-user-page site-user-page--narrow">
      {title}
      <p className="site-user-page__intro">
        {membership ? `You are joining ${membership.title} as ${stub.email}.` : `You are registering as ${stub.email}.`} Choose your password and tell us a
        little about yourself.
      </p>
      <form className="dragonform site-user-form" data-site-user-form="registration" data-link-id={stub.id} data-redirect-to={redirectTo} method="post">
        <FormMessage />
        <fieldset>
          <legend>Your login</legend>
          <div className="df-field">
            <label htmlFor="registration-email">Email Address</label>
            <input id="registration-email" type="email" value={stub.email} readOnly autoComplete="username" />
          </div>
          <NewPasswordFields idPrefix="registration" />
        </fieldset>
        <fieldset>
          <legend>About you</legend>
          <div className="df-row">
            {PROFILE_FIELDS.map((field) => (
              <TextField
                key={field.name}
                id={`registration-${field.name}`}
                name={field.name}
                label={MEMBERSHIP_COMMON_FIELD_LABELS[field.name]}
                required={required.has(field.name)}
                autoComplete={field.autoComplete}
              />
            ))}
          </div>
          <CountryRegionFields idPrefix="registration" countryCode={stub.countryCode} region={stub.region} required={required.has('countryCode')} regionRequired />
        </fieldset>
        {questions.length > 0 ? (
          <fieldset>
            <legend>A few questions</legend>
            {questions.map(({ question, required: isRequired }) => (
              <DemographicField key={question.id} question={question} required={isRequired} idPrefix="registration" />
            ))}
          </fieldset>
        ) : null}
        <SubmitButton>Complete registration</SubmitButton>
      </form>
    </div>
  );
}
