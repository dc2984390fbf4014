import { CountryRegionFields, FormMessage, SubmitButton, TextField } from '../../account/fields.js';
import type { MembershipView } from '../../account/load.js';
import { SITE_USER_TEXT } from '../../account/messages.js';
import { loginPath } from '../../account/paths.js';

/**
 * /membership/signup/{alias} (002 §2): the first registration step — Email Address, country, the
 * region where the country has regions, the consent box where it requires one — then 'check your
 * e-mail'. While a registration is in progress in this browser, 'Please complete your
 * registration' (002 §8) with a way to start over. Script: src/site/client/signupForm.ts.
 */
export function SignupView({ membership, redirectTo, pk, siteName }: { membership: MembershipView | null; redirectTo: string | null; pk: string | null; siteName: string }) {
  if (!membership) {
    return (
      <div className="site-user-page site-user-page--narrow">
        <h1 className="site-user-page__title">Join</h1>
        <p className="site-user-page__empty">{SITE_USER_TEXT.membershipsUnavailable}</p>
      </div>
    );
  }
  return (
    <div className="site-user-page site-user-page--narrow" data-signup-page="">
      <p className={`membership-card__badge membership-card__badge--${membership.isFree ? 'free' : 'paid'}`}>{membership.isFree ? 'Free membership' : 'Paid membership'}</p>
      <h1 className="site-user-page__title">Join {membership.title}</h1>
      {membership.description ? <p className="site-user-page__intro">{membership.description}</p> : null}
      <div data-panel-group="signup" data-panel="form">
        <form
          className="dragonform site-user-form"
          data-site-user-form="signup"
          data-membership-id={membership.id}
          data-redirect-to={redirectTo ?? undefined}
          data-promo-code={pk ?? undefined}
          method="post"
        >
          <FormMessage />
          <TextField id="signup-email" name="email" label="Email Address" type="email" required autoComplete="email" placeholder="Enter your email here" maxLength={254} />
          <CountryRegionFields idPrefix="signup" required consent={{ siteName }} />
          <p className="df-help">We will e-mail you a link to choose your password and complete your profile.</p>
          <SubmitButton>Continue</SubmitButton>
        </form>
        <p className="site-user-page__links">
          Already a member? <a href={loginPath({ redirectTo })}>Login</a>
        </p>
      </div>
      <div className="dragonform" data-panel-group="signup" data-panel="sent" hidden>
        <div className="df-alert df-alert--success" role="status">
          <h2 className="site-user-panel__title" tabIndex={-1}>
            {SITE_USER_TEXT.checkEmailTitle}
          </h2>
          <p data-signup-sent-text="" />
        </div>
      </div>
      <div className="dragonform" data-panel-group="signup" data-panel="pending" hidden>
        <div className="df-alert df-alert--warning" role="status">
          <h2 className="site-user-panel__title">{SITE_USER_TEXT.registrationInProgress}</h2>
          <p>{SITE_USER_TEXT.registrationPending}</p>
        </div>
        <div className="df-actions">
          <button type="button" className="df-button df-button--secondary" data-signup-restart="">
            Start again with another e-mail address
          </button>
        </div>
      </div>
    </div>
  );
}
