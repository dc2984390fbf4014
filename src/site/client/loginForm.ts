import { recaptchaToken, signInWithHumanCheck, type HumanCheckRequest } from '../../admin/login/humanCheck.js';
import type { LoginSiteUserMutation } from '../../gql/graphql.js';
import { SITE_USER_TEXT } from '../account/messages.js';
import { localRedirect } from '../account/paths.js';
import { formValues, onSubmit, setFormMessage, type FormDeps } from './formKit.js';
import { isRegistering } from './registrationMarkers.js';

/**
 * Whether a login must wait for a registration to be completed (002 §5 "Login is refused on a
 * registration page"): on a registration path itself, or while the registration page of this
 * browser is open (its marker cookie, see registrationMarkers.ts).
 */
export function loginRefused(pathname: string): boolean {
  return pathname.includes('registration') || isRegistering();
}

/**
 * The login form (/account/login, `form[data-site-user-form="login"]`): loginSiteUser with the
 * e-mail address as username; the token goes into the site_user_token cookie and the reader on to
 * `data-redirect-to` (a local path; /account by default). A failure shows the server's message —
 * for wrong credentials the spec's one naming the support address (002 §8 "Login failure").
 * After many failed logins on the account the server asks for the human check
 * (docs/sign-in-throttling.md): reCAPTCHA v3 is loaded then, and only then, as on the admin's login.
 */
export function initLoginForm(
  root: ParentNode,
  { transport, session, navigate }: FormDeps,
  pathname = window.location.pathname,
  humanCheck: (request: HumanCheckRequest) => Promise<string> = recaptchaToken,
): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-site-user-form="login"]')) {
    onSubmit(form, async () => {
      if (loginRefused(pathname)) {
        setFormMessage(form, SITE_USER_TEXT.loginOnRegistration);
        return;
      }
      const values = formValues(form);
      const answer: { login?: LoginSiteUserMutation['loginSiteUser'] } = {};
      await signInWithHumanCheck(
        async (recaptcha) => {
          const variables = { username: values.username ?? '', password: values.password ?? '', ...(recaptcha ? { recaptchaToken: recaptcha } : {}) };
          answer.login = (await transport.mutation<LoginSiteUserMutation>('loginSiteUser', variables)).loginSiteUser;
        },
        (request) => {
          // reCAPTCHA's badge is hidden: the form names it instead.
          const note = form.querySelector<HTMLElement>('[data-recaptcha-note]');
          if (note) note.hidden = false;
          return humanCheck(request);
        },
      );
      if (!answer.login) return;
      session.start(answer.login);
      navigate(localRedirect(form.dataset.redirectTo));
    });
  }
}
