import { FormMessage, SubmitButton, TextField } from '../fields.js';
import { CHOOSE_MEMBERSHIP_PATH, RESET_PASSWORD_PATH, withQuery } from '../paths.js';

/**
 * /account/login (002 §2): the login form with the e-mail address as username, the reset password
 * link below it (the login failure message points there, 002 §8) and the way to join. The form's
 * script is src/site/client/loginForm.ts.
 */
export function LoginView({ redirectTo, pk, loginText, joinLabel }: { redirectTo: string; pk: string | null; loginText: string | null; joinLabel: string }) {
  return (
    <div className="site-user-page site-user-page--narrow">
      <h1 className="site-user-page__title">Login</h1>
      {loginText ? <p className="site-user-page__intro">{loginText}</p> : null}
      <form className="dragonform site-user-form" data-site-user-form="login" data-redirect-to={redirectTo} method="post">
        <FormMessage />
        <TextField id="login-username" name="username" label="Email Address" type="email" required autoComplete="username" placeholder="Enter your email here" maxLength={254} />
        <TextField id="login-password" name="password" label="Password" type="password" required autoComplete="current-password" maxLength={200} />
        <p className="df-help" data-recaptcha-note="" hidden>
          This site is protected by reCAPTCHA and the Google <a href="https://policies.google.com/privacy">Privacy Policy</a> and{' '}
          <a href="https://policies.google.com/terms">Terms of Service</a> apply.
        </p>
        <SubmitButton>Login</SubmitButton>
      </form>
      <ul className="site-user-page__links">
        <li>
          <a href={withQuery(RESET_PASSWORD_PATH, { redirectTo })}>Forgot your password? Reset it</a>
        </li>
        <li>
          Not a member yet? <a href={withQuery(CHOOSE_MEMBERSHIP_PATH, { redirectTo: redirectTo === '/account' ? null : redirectTo, pk })}>{joinLabel}</a>
        </li>
      </ul>
    </div>
  );
}
