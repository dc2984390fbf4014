import type { UpdateSiteUserUsernameMutation } from '../../gql/graphql.js';
import { SITE_USER_TEXT } from '../account/messages.js';
import { formValues, onSubmit, setFormMessage, showPanel, type FormDeps } from './formKit.js';

/**
 * The change of a reader's login address (002 §1 "change … e-mail"): /account#change-email asks
 * for it with the current password (requestSiteUserChangeUsername: a link goes to the new
 * address), /account/change-email?id=… confirms it with a button (updateSiteUserUsername).
 */
export function initEmailForms(root: ParentNode, { transport, session }: Pick<FormDeps, 'transport' | 'session'>): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-site-user-form="change-email"]')) {
    onSubmit(form, async () => {
      const values = formValues(form);
      const newUsername = values.newUsername ?? '';
      await transport.mutation('requestSiteUserChangeUsername', { password: values.password ?? '', newUsername });
      form.reset();
      setFormMessage(form, SITE_USER_TEXT.changeEmailRequested(newUsername), 'success');
    });
  }
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-site-user-form="change-email-confirm"]')) {
    const page = form.closest<HTMLElement>('[data-change-email-page]') ?? root;
    onSubmit(form, async () => {
      const data = await transport.mutation<UpdateSiteUserUsernameMutation>('updateSiteUserUsername', { id: form.dataset.linkId ?? '' });
      // The header's copy of the user (if this is the reader logged in here) is out of date.
      session.invalidate();
      for (const target of page.querySelectorAll<HTMLElement>('[data-change-email-done]')) target.textContent = SITE_USER_TEXT.changeEmailDone(data.updateSiteUserUsername.username);
      showPanel(page, 'change-email', 'done');
    });
  }
}
