import { TransportError } from '../../client/errors.js';
import { recaptchaToken, signInWithHumanCheck } from '../../admin/login/humanCheck.js';
import type { RegisterSiteUserInput, RegisterSiteUserMutation, SiteUserDemographicInput } from '../../gql/graphql.js';
import { SITE_USER_TEXT } from '../account/messages.js';
import { localRedirect } from '../account/paths.js';
import { checkedValues, formValues, onSubmit, setFormMessage, showFieldErrors, type FormDeps } from './formKit.js';
import { clearRegistering, markRegistering } from './registrationMarkers.js';

const PROFILE_FIELDS = ['firstName', 'lastName', 'title', 'company', 'city', 'postalCode', 'countryCode', 'region'] as const;

/**
 * The demographic answers of a form: each question is `[data-demographic="{id}"]` with
 * `data-demographic-kind` 'choice' (value ids: a select or checkboxes named `demographics.{id}`)
 * or 'text' (text, date and number questions: one field). Unanswered questions are left out.
 */
export function demographicAnswers(form: HTMLFormElement): SiteUserDemographicInput[] {
  const answers: SiteUserDemographicInput[] = [];
  for (const question of form.querySelectorAll<HTMLElement>('[data-demographic]')) {
    const questionId = Number(question.dataset.demographic);
    if (!Number.isInteger(questionId)) continue;
    const values = checkedValues(form, `demographics.${questionId}`).map((value) => value.trim()).filter(Boolean);
    if (values.length === 0) continue;
    answers.push(question.dataset.demographicKind === 'choice' ? { questionId, answerIds: values } : { questionId, answerText: values[0] ?? '' });
  }
  return answers;
}

/** registerSiteUser's input: the link's id, the password and the fields filled in (empty ones are not sent). */
export function registrationInput(form: HTMLFormElement): RegisterSiteUserInput {
  const values = formValues(form);
  const input: RegisterSiteUserInput = { id: form.dataset.linkId ?? '', password: values.password ?? '' };
  for (const field of PROFILE_FIELDS) {
    const value = values[field];
    if (value) input[field] = value;
  }
  const demographics = demographicAnswers(form);
  if (demographics.length > 0) input.demographics = demographics;
  return input;
}

/** Codes of an answer that mean the link can no longer be used (expired, unknown, already used). */
const DEAD_LINK_CODES = new Set(['NOT_FOUND', 'CONFLICT']);

/**
 * The registration form (/account/registration?id=…, `form[data-site-user-form="registration"]`),
 * the profile step: marks this browser as registering (login waits, see registrationMarkers.ts),
 * checks the two passwords agree, sends registerSiteUser, then the reader is logged in and goes to
 * `data-redirect-to` (or /account). Field errors appear beside their fields.
 */
export function initRegistrationForm(root: ParentNode, { transport, session, navigate }: FormDeps): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-site-user-form="registration"]')) {
    markRegistering();
    onSubmit(form, async () => {
      const values = formValues(form);
      if (values.password !== values.passwordConfirm) {
        showFieldErrors(form, { passwordConfirm: SITE_USER_TEXT.passwordsDiffer });
        setFormMessage(form, SITE_USER_TEXT.formErrors);
        return;
      }
      try {
        const answer: { data?: RegisterSiteUserMutation } = {};
        await signInWithHumanCheck(async (token) => {
          const input = registrationInput(form);
          answer.data = await transport.mutation<RegisterSiteUserMutation>('registerSiteUser', { input: token ? { ...input, recaptchaToken: token } : input });
        }, recaptchaToken);
        if (!answer.data) return;
        session.start(answer.data.registerSiteUser);
        navigate(localRedirect(form.dataset.redirectTo));
      } catch (error) {
        // The link cannot complete anything any more: nothing is in progress in this browser.
        if (error instanceof TransportError && error.code && DEAD_LINK_CODES.has(error.code)) clearRegistering();
        throw error;
      }
    });
  }
}
