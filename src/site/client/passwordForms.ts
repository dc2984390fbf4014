import type { ResetSiteUserPasswordMutation } from '../../gql/graphql.js';
import { recaptchaToken, signInWithHumanCheck } from '../../admin/login/humanCheck.js';
import { SITE_USER_TEXT } from '../account/messages.js';
import { localRedirect } from '../account/paths.js';
import { formValues, onSubmit, setFormMessage, showFieldErrors, showPanel, type FormDeps } from './formKit.js';

/** A new password typed twice: false (and the error shown) when they differ. */
function passwordsAgree(form: HTMLFormElement, field: string, confirm: string): boolean {
  const values = formValues(form);
  if (values[field] === values[confirm]) return true;
  showFieldErrors(form, { [confirm]: SITE_USER_TEXT.passwordsDiffer });
  setFormMessage(form, SITE_USER_TEXT.formErrors);
  return false;
}

/**
 * /account/reset-password without an id (`form[data-site-user-form="reset-request"]`): asks for a
 * link by e-mail. The answer is the same for any address, so the page says the same either way.
 */
function initResetRequest(root: ParentNode, { transport }: Pick<FormDeps, 'transport'>): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-site-user-form="reset-request"]')) {
    const page = form.closest<HTMLElement>('[data-reset-page]') ?? root;
    onSubmit(form, async () => {
      const values = formValues(form);
      // With reCAPTCHA configured the server asks for the human check: one token, then once more.
      await signInWithHumanCheck(
        (token) => transport.mutation('requestSiteUserPasswordReset', { username: values.username ?? '', path: form.dataset.redirectTo || null, ...(token ? { recaptchaToken: token } : {}) }).then(() => undefined),
        recaptchaToken,
      );
      showPanel(page, 'reset', 'sent');
    });
  }
}

/**
 * /account/reset-password?id=… (`form[data-site-user-form="reset-password"]`): the new password
 * from the e-mail's link; the reader is then logged in and goes on to `data-redirect-to`.
 */
function initResetPassword(root: ParentNode, { transport, session, navigate }: FormDeps): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-site-user-form="reset-password"]')) {
    onSubmit(form, async () => {
      if (!passwordsAgree(form, 'password', 'passwordConfirm')) return;
      const answer: { data?: ResetSiteUserPasswordMutation } = {};
      await signInWithHumanCheck(async (token) => {
        answer.data = await transport.mutation<ResetSiteUserPasswordMutation>('resetSiteUserPassword', { id: form.dataset.linkId ?? '', password: formValues(form).password ?? '', ...(token ? { recaptchaToken: token } : {}) });
      }, recaptchaToken);
      if (!answer.data) return;
      session.start(answer.data.resetSiteUserPassword);
      navigate(localRedirect(form.dataset.redirectTo));
    });
  }
}

/** /account#change-password (`form[data-site-user-form="password"]`): the current password and a new one. */
function initChangePassword(root: ParentNode, { transport }: Pick<FormDeps, 'transport'>): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-site-user-form="password"]')) {
    onSubmit(form, async () => {
      if (!passwordsAgree(form, 'newPassword', 'newPasswordConfirm')) return;
      const values = formValues(form);
      await transport.mutation('updateSiteUserPassword', { password: values.password ?? '', newPassword: values.newPassword ?? '' });
      form.reset();
      setFormMessage(form, SITE_USER_TEXT.passwordChanged, 'success');
    });
  }
}

export function initPasswordForms(root: ParentNode, deps: FormDeps): void {
  initResetRequest(root, deps);
  initResetPassword(root, deps);
  initChangePassword(root, deps);
}
