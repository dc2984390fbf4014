import { NEWSLETTER_TEXT } from '../../shared/newsletterSubscriptions.js';
import { FieldError, FormMessage } from '../account/fields.js';
import { NEWSLETTER_SIGNUP_PANELS } from '../account/newsletterText.js';
import './newsletterSignup.css';

/** The words of the consent box of a newsletter sign-up (002 §3 "Consent object": CASL for Canada, GDPR otherwise). */
export const newsletterConsentTexts = (siteName: string) => ({
  CASL: `Yes, I consent to receive the newsletters I selected from ${siteName} by e-mail. I can withdraw my consent at any time.`,
  GDPR: `I agree that ${siteName} may use my e-mail address and country to send me the newsletters I selected. I can withdraw my consent at any time.`,
});

/** A newsletter a sign-up offers (`id`: its audience product id). */
export interface SignupNewsletter {
  id: number;
  title: string;
  description: string;
}

export interface NewsletterSignupProps {
  siteName: string;
  newsletters: readonly SignupNewsletter[];
  /** Prefix of the form's ids (several sign-ups may share a page: the footer's, a subscribe block's, the flyout's). */
  idPrefix?: string;
  /** The heading; null: none (the form is then named by `ariaLabel`, e.g. under the block's own title). */
  title?: string | null;
  headingLevel?: 'h2' | 'h3';
  /** A line under the heading ('' or absent: none). */
  description?: string;
  buttonLabel?: string;
  /** The class of the form; its parts are named after it (`{className}-choices`, `-name`, `-done`, …). */
  className?: string;
  /** Extra classes of the form (the light look of the block and the flyout: 'newsletter-signup--light'). */
  extraClassName?: string;
  buttonClassName?: string;
  /**
   * 'deferred' (the footer): the newsletters wait with the country in the <template> until the
   * reader turns to the form, so an untouched footer is one line. 'listed' (the subscribe block, the
   * flyout): the newsletters are shown at once, before the address.
   */
  newsletterList?: 'deferred' | 'listed';
  ariaLabel?: string;
}

/**
 * The anonymous newsletter sign-up (002 §2 footer, the subscribe block and the flyout; §5, §7
 * subscribeAnonymousCustomer), the same form wherever it is shown: the newsletters, Email Address
 * with its placeholder, then — once the script runs — the country, its region select when it has
 * regions and the consent box when it requires compliance. Those come from a <template>: the page
 * carries them, inert, until the script (src/site/client/newsletterForms.ts) puts them in the form.
 * The country and region selects are not in the page at all: the script builds them
 * (countryFieldsDom.ts). The footer's defaults are those of this component's props.
 */
export function NewsletterSignup({
  siteName,
  newsletters,
  idPrefix = 'footer-newsletter',
  title = 'Newsletter sign-up',
  headingLevel = 'h2',
  description = '',
  buttonLabel = 'Sign Up',
  className = 'shell-footer__newsletter',
  extraClassName = '',
  buttonClassName = 'shell-button shell-button--accent',
  newsletterList = 'deferred',
  ariaLabel,
}: NewsletterSignupProps) {
  const consent = newsletterConsentTexts(siteName);
  const Heading = headingLevel;
  const titleId = `${idPrefix}-title`;
  const choices = (
    <fieldset className={`df-field ${className}-choices`} data-newsletter-choices="">
      <legend>Newsletters</legend>
      {newsletters.map((newsletter) => (
        <div key={newsletter.id} className="df-check" data-newsletter-choice={newsletter.id}>
          <input id={`${idPrefix}-${newsletter.id}`} type="checkbox" name="omedaProducts" value={newsletter.id} />
          <label htmlFor={`${idPrefix}-${newsletter.id}`}>
            <span className={`${className}-name`}>{newsletter.title}</span>
            {newsletter.description ? <span className={`${className}-description`}>{newsletter.description}</span> : null}
          </label>
        </div>
      ))}
      <FieldError name="omedaProducts" />
    </fieldset>
  );
  return (
    <form
      className={[...new Set([className, 'newsletter-signup', extraClassName])].filter(Boolean).join(' ')}
      data-newsletter-signup=""
      {...(title ? { 'aria-labelledby': titleId } : { 'aria-label': ariaLabel ?? 'Newsletter sign-up' })}
      method="post"
    >
      {title ? (
        <Heading id={titleId} className={className === 'shell-footer__newsletter' ? 'shell-footer__title' : `${className}-title`}>
          {title}
        </Heading>
      ) : null}
      {description ? <p className={`${className}-intro`}>{description}</p> : null}
      <div data-panel-group={NEWSLETTER_SIGNUP_PANELS} data-panel="form">
        <FormMessage />
        {newsletterList === 'listed' ? choices : null}
        <div className="df-field" data-newsletter-email-field="">
          <label htmlFor={`${idPrefix}-email`} className="required">
            Email Address
          </label>
          <input id={`${idPrefix}-email`} type="email" name="email" required placeholder="Enter your email here" autoComplete="email" maxLength={254} />
          <FieldError name="email" />
        </div>
        <div className={`${className}-details`} data-newsletter-details="" hidden />
        <template data-newsletter-details-template="">
          {newsletterList === 'deferred' ? choices : null}
          {/* The country and region fields: built by the sign-up's script (countryFieldsDom.ts), not carried by every page. */}
          <div data-country-fields={idPrefix} />
          <div className="df-field" data-consent-field="" data-casl-text={consent.CASL} data-gdpr-text={consent.GDPR} hidden>
            <div className="df-check">
              <input id={`${idPrefix}-consent`} type="checkbox" name="consent" value="true" disabled />
              <label htmlFor={`${idPrefix}-consent`} data-consent-label="">
                {consent.GDPR}
              </label>
            </div>
            <FieldError name="consent" />
          </div>
        </template>
        <button type="submit" className={buttonClassName} data-newsletter-submit="">
          {buttonLabel}
        </button>
      </div>
      <div className={`${className}-done`} data-panel-group={NEWSLETTER_SIGNUP_PANELS} data-panel="done" role="status" hidden>
        <p>{NEWSLETTER_TEXT.subscribed}</p>
        <p data-newsletter-signup-message="" />
      </div>
    </form>
  );
}
