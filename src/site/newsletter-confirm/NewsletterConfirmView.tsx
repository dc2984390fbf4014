import { NEWSLETTER_MESSAGES } from '../../shared/newsletterSubscriptions.js';
import { FormMessage, SubmitButton } from '../account/fields.js';
import { NEWSLETTER_CONFIRM_PANELS } from '../account/newsletterText.js';

/**
 * /newsletter-confirm?token=…: one button confirms the sign-up (confirmNewsletterSubscription;
 * script: src/site/client/newsletterForms.ts). An unknown, expired or used link shows the server's
 * words when the button is pressed; a page without a token says the link is invalid at once.
 */
export function NewsletterConfirmView({ token }: { token: string | null }) {
  return (
    <div className="site-user-page site-user-page--narrow" data-newsletter-confirm-page="">
      <h1 className="site-user-page__title">Confirm your newsletter subscription</h1>
      {token ? (
        <div data-panel-group={NEWSLETTER_CONFIRM_PANELS} data-panel="form">
          <p className="site-user-page__intro">You asked to receive our newsletters. Confirm that this is your e-mail address and that you want them.</p>
          <form className="dragonform site-user-form" data-newsletter-confirm="" data-token={token} method="post">
            <FormMessage />
            <SubmitButton>Confirm my subscription</SubmitButton>
          </form>
        </div>
      ) : (
        <div className="dragonform">
          <div className="df-alert" role="alert">
            <p>{NEWSLETTER_MESSAGES.linkInvalid}</p>
          </div>
        </div>
      )}
      <div className="dragonform" data-panel-group={NEWSLETTER_CONFIRM_PANELS} data-panel="done" hidden>
        <div className="df-alert df-alert--success" role="status">
          <p data-newsletter-confirm-done="" />
        </div>
      </div>
      <p className="site-user-page__links">
        <a href="/">Go to the home page</a>
      </p>
    </div>
  );
}
