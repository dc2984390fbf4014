import { NEWSLETTER_TEXT } from '../../shared/newsletterSubscriptions.js';
import { FieldError, FormMessage } from '../account/fields.js';
import { NEWSLETTER_SIGNUP_PANELS } from '../account/newsletterText.js';
import type { ShellNewsletter } from './types.js';

/** The words of the consent box of a newsletter sign-up (002 §3 "Consent object": CASL for Canada, GDPR otherwise). */
export const newsletterConsentTexts = (siteName: string) => ({
  CASL: `Yes, I consent to receive the newsletters I selected from ${siteName} by e-mail. I can withdraw my consent at any time.`,
  GDPR: `I agree that ${siteName} may use my e-mail address and country to send me the newsletters I selected. I can withdraw my consent at any time.`,
});

/**
 * The footer's newsletter sign-up (002 §2 "Footer: … newsletter sign-up", §5, §7
 * subscribeAnonymousCustomer): Email Address with its placeholder, then — once the reader turns to
 * the form — the subscribe block's newsletters, the country, its region select when it has regions
 * and the consent box when it requires compliance. Those come from a <template>: the page carries
 * them, inert, until the script (src/site/client/newsletterForms.ts) puts them in the form, so an
 * untouched footer stays one line and its fields are not among the page's controls. The country
 * and region selects are not in the page at all: the script builds them (countryFieldsDom.ts).
 */
export function NewsletterSignup({ siteName, newsletters }: { siteName: string; newsletters: readonly ShellNewsletter[] }) {
  const consent = newsletterConsentTexts(siteName);
  return (
    <form className="shell-footer__newsletter" data-newsletter-signup="" aria-labelledby="footer-newsletter-title" method="post">
      <h2 id="footer-newsletter-title" className="shell-footer__title">
        Newsletter sign-up
      </h2>
      <div data-panel-group={NEWSLETTER_SIGNUP_PANELS} data-panel="form">
        <FormMessage />
        <div className="df-field">
          <label htmlFor="footer-newsletter-email" className="required">
            Email Address
          </label>
          <input id="footer-newsletter-email" type="email" name="email" required placeholder="Enter your email here" autoComplete="email" maxLength={254} />
          <FieldError name="email" />
        </div>
        <div className="shell-footer__newsletter-details" data-newsletter-details="" hidden />
        <template data-newsletter-details-template="">
          <fieldset className="df-field shell-footer__newsletter-choices">
            <legend>Newsletters</legend>
            {newsletters.map((newsletter) => (
              <div key={newsletter.id} className="df-check">
                <input id={`footer-newsletter-${newsletter.id}`} type="checkbox" name="omedaProducts" value={newsletter.id} />
                <label htmlFor={`footer-newsletter-${newsletter.id}`}>
                  <span className="shell-footer__newsletter-name">{newsletter.title}</span>
                  {newsletter.description ? <span className="shell-footer__newsletter-description">{newsletter.description}</span> : null}
                </label>
              </div>
            ))}
            <FieldError name="omedaProducts" />
          </fieldset>
          {/* The country and region fields: built by the sign-up's script (countryFieldsDom.ts), not carried by every page. */}
          <div data-country-fields="footer-newsletter" />
          <div className="df-field" data-consent-field="" data-casl-text={consent.CASL} data-gdpr-text={consent.GDPR} hidden>
            <div className="df-check">
              <input id="footer-newsletter-consent" type="checkbox" name="consent" value="true" disabled />
              <label htmlFor="footer-newsletter-consent" data-consent-label="">
                {consent.GDPR}
              </label>
            </div>
            <FieldError name="consent" />
          </div>
        </template>
        <button type="submit" className="shell-button shell-button--accent">
          Sign Up
        </button>
      </div>
      <div className="shell-footer__newsletter-done" data-panel-group={NEWSLETTER_SIGNUP_PANELS} data-panel="done" role="status" hidden>
        <p>{NEWSLETTER_TEXT.subscribed}</p>
        <p data-newsletter-signup-message="" />
      </div>
    </form>
  );
}
