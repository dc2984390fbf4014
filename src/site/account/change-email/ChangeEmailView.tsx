import { FormMessage, SubmitButton } from '../fields.js';
import { ACCOUNT_ANCHORS, ACCOUNT_PATH } from '../paths.js';

/** /account/change-email?id=…: one button confirms the new address. Script: src/site/client/emailForms.ts. */
export function ChangeEmailView({ linkId }: { linkId: string | null }) {
  return (
    <div className="site-user-page site-user-page--narrow" data-change-email-page="">
      <h1 className="site-user-page__title">Confirm your new e-mail address</h1>
      {linkId ? (
        <div data-panel-group="change-email" data-panel="form">
          <p className="site-user-page__intro">Confirm that the address this link was sent to becomes the e-mail address you log in with.</p>
          <form className="dragonform site-user-form" data-site-user-form="change-email-confirm" data-link-id={linkId} method="post">
            <FormMessage />
            <SubmitButton>Confirm my new e-mail address</SubmitButton>
          </form>
        </div>
      ) : (
        <div className="dragonform">
          <div className="df-alert" role="alert">
            <p>This confirmation link is invalid or has expired. Please ask for the change again.</p>
          </div>
        </div>
      )}
      <div className="dragonform" data-panel-group="change-email" data-panel="done" hidden>
        <div className="df-alert df-alert--success" role="status">
          <p data-change-email-done="" />
        </div>
      </div>
      <p className="site-user-page__links">
        <a href={`${ACCOUNT_PATH}#${ACCOUNT_ANCHORS.email}`}>Back to your account</a>
      </p>
    </div>
  );
}
