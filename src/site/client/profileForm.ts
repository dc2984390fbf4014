import type { UpdateSiteUserProfileInput, UpdateSiteUserProfileMutation } from '../../gql/graphql.js';
import { SITE_USER_TEXT } from '../account/messages.js';
import { formValues, onSubmit, setFormMessage, type FormDeps } from './formKit.js';

const PROFILE_FIELDS = ['firstName', 'lastName', 'title', 'company', 'city', 'postalCode', 'countryCode', 'region'] as const;

/** 002 §5 "The profile update sends only non-empty fields": null when nothing is filled in. */
export function profileInput(form: HTMLFormElement): UpdateSiteUserProfileInput | null {
  const values = formValues(form);
  const input: UpdateSiteUserProfileInput = {};
  for (const field of PROFILE_FIELDS) {
    const value = values[field];
    if (value) input[field] = value;
  }
  return Object.keys(input).length > 0 ? input : null;
}

/**
 * /account#update-profile (`form[data-site-user-form="profile"]`): updateSiteUserProfile with the
 * fields filled in; the header's name follows the saved profile.
 */
export function initProfileForm(root: ParentNode, { transport, session }: Pick<FormDeps, 'transport' | 'session'>): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-site-user-form="profile"]')) {
    onSubmit(form, async () => {
      const input = profileInput(form);
      if (!input) {
        setFormMessage(form, SITE_USER_TEXT.nothingToSave, 'warning');
        return;
      }
      const data = await transport.mutation<UpdateSiteUserProfileMutation>('updateSiteUserProfile', { input });
      const user = session.remember(data.updateSiteUserProfile);
      for (const name of form.ownerDocument.querySelectorAll<HTMLElement>('[data-site-user-name]')) name.textContent = user.name;
      setFormMessage(form, SITE_USER_TEXT.profileSaved, 'success');
    });
  }
}
