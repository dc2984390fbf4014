import { errorText, onSubmit, setFormMessage, type FormDeps } from './formKit.js';

/**
 * The account's Other Memberships (002 §2 /account#upgrade-membership): a free membership's Join
 * button takes it at once (joinSiteUserMembership) and reloads the account, which then lists it
 * among the reader's memberships. A refusal (the profile lacks what the membership requires, the
 * membership is no longer offered) is shown on the card.
 */
export function initMembershipForms(root: ParentNode, { transport, session }: Pick<FormDeps, 'transport' | 'session'>, reload: () => void = () => window.location.reload()): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-site-user-form="join-membership"]')) {
    onSubmit(form, async () => {
      try {
        await transport.mutation('joinSiteUserMembership', { membershipId: Number(form.dataset.membershipId) });
      } catch (error) {
        // The card has no fields to mark: the server's sentence says what to do.
        setFormMessage(form, errorText(error));
        return;
      }
      // The header's copy of the user lists the memberships too.
      session.invalidate();
      reload();
    });
  }
}
