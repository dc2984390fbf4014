import { FormMessage, NewPasswordFields, SubmitButton, TextField } from '../fields.js';
import { SITE_USER_TEXT } from '../messages.js';
import { RESET_PASSWORD_PATH, loginPath, withQuery } from '../paths.js';

/** /account/reset-password: the request form, or the new-password form of a link. Script: src/site/client/passwordForms.ts. */
export function ResetPasswordView({ linkId, redirectTo }: { linkId: string | null; redirectTo: string }) {
  return (
    <div className="site-user-page site-user-page--narrow" data-reset-page="">
      {linkId ? (
        <>
          <h1 className="site-user-page__title">Choose a new password</h1>
          <form className="dragonform site-user-form" data-site-user-form="reset-password" data-link-id={linkId} data-redirect-to={redirectTo} method="post">
            <FormMessage />
            <NewPasswordFields idPrefix="reset" label="New password" />
            <SubmitButton>Save password and log in</SubmitButton>
          </form>
          <p className="site-user-page__links">
            Link expired? <a href={withQuery(RESET_PASSWORD_PATH, { redirectTo })}>Ask for a new one</a>
          </p>
        </>
      ) : (
        <>
          <h1 className="site-user-page__title">Reset your password</h1>
          <div data-panel-group="reset" data-panel="form">
            <p className="site-user-page__intro">Enter the e-mail address you log in with. We will send you a link to choose a new password.</p>
            <form className="dragonform site-user-form" data-site-user-form="reset-request" data-redirect-to={redirectTo} method="post">
              <FormMessage />
              <TextField id="reset-username" name="username" label="Email Address" type="email" required autoComplete="username" placeholder="Enter your email here" maxLength={254} />
              <SubmitButton>Send reset link</SubmitButton>
            </form>
          </div>
          <div className="dragonform" data-panel-group="reset" data-panel="sent" hidden>
            <div className="df-alert df-alert--success" role="status">
              <p>{SITE_USER_TEXT.resetRequested}</p>
            </div>
          </div>
          <p className="site-user-page__links">
            Remembered it? <a href={loginPath({ redirectTo })}>Login</a>
          </p>
        </>
      )}
    </div>
  );
}
