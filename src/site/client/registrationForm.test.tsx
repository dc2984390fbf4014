// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationPage } from '../account/load.js';
import { RegistrationView } from '../account/registration/RegistrationView.js';
import { initCountryFields } from './countryFields.js';
import { demographicAnswers, initRegistrationForm } from './registrationForm.js';
import { fakeTransport, fieldErrorOf, fill, formOf, graphQLError, messageOf, renderView, resetBrowserState, sessionOver, settle, submit, userInfo } from './testKit.js';

afterEach(resetBrowserState);

const registration: RegistrationPage = {
  kind: 'form',
  stub: { id: 'link-id', email: 'new@example.com', countryCode: 'USA', region: 'NY' },
  membership: {
    id: 3,
    title: 'Basic',
    alias: 'basic',
    description: null,
    isFree: true,
    requiredUserCommonFields: ['firstName', 'lastName', 'company', 'countryCode'],
    requiredUserDemographicFields: [1001],
    additionalUserDemographicFields: [1003, 1004],
  },
  questions: [
    { question: { id: 1001, demographicType: 1, omedaWebformText: 'Job function', description: null, demographicValues: [{ id: 11, description: 'Engineer' }, { id: 12, description: 'Manager' }] }, required: true },
    { question: { id: 1003, demographicType: 2, omedaWebformText: 'Technologies', description: 'Choose all that apply', demographicValues: [{ id: 31, description: 'Power' }, { id: 32, description: 'RF' }] }, required: false },
    { question: { id: 1004, demographicType: 7, omedaWebformText: 'Team size', description: null, demographicValues: [] }, required: false },
  ],
};

const LOGIN = { registerSiteUser: { token: 'registered-token', expiresAt: '2026-04-01T00:00:00Z', userInfo: userInfo() } };

function setup(handler: (variables: Record<string, unknown>) => unknown = () => LOGIN) {
  renderView(<RegistrationView registration={registration} redirectTo="/power/gan-chargers" />);
  const fake = fakeTransport({ registerSiteUser: handler });
  const navigate = vi.fn<(url: string) => void>();
  initCountryFields(document);
  initRegistrationForm(document, { transport: fake.transport, session: sessionOver(fake.transport), navigate });
  const form = formOf('registration');
  fill('password', 'long-password-1');
  fill('passwordConfirm', 'long-password-1');
  fill('firstName', 'Ada');
  fill('lastName', 'Reader');
  fill('company', ' Acme ');
  return { ...fake, navigate, form };
}

describe('the registration page', () => {
  it("marks the membership's required fields, prefills the country and region of the e-mail step, asks its questions", () => {
    setup();
    const required = Array.from(document.querySelectorAll('label.required, legend.df-required'))
      .filter((label) => !label.closest('[hidden]'))
      .map((label) => label.textContent);
    expect(required).toEqual(['Password', 'Confirm password', 'First name', 'Last name', 'Company', 'Country', 'State', 'Job function']);
    expect(document.querySelector<HTMLSelectElement>('select[name="countryCode"]')?.value).toBe('USA');
    expect(document.querySelector<HTMLSelectElement>('[data-region-field="USA"] select')?.value).toBe('NY');
    expect(document.querySelector('#registration-email')?.getAttribute('value')).toBe('new@example.com');
    expect(document.querySelector('[data-demographic="1003"] legend')?.textContent).toBe('Technologies');
    expect(document.querySelector('[data-demographic="1004"] input')?.getAttribute('type')).toBe('number');
  });

  it('shows the server’s message and a way to start again for a dead link', () => {
    renderView(<RegistrationView registration={{ kind: 'invalid', message: 'This registration link is invalid or has expired. Please start your registration again.' }} redirectTo="/account" />);
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('This registration link is invalid or has expired. Please start your registration again.');
    expect(document.querySelector('a.df-button')?.getAttribute('href')).toBe('/membership/choose');
    expect(document.querySelector('form')).toBeNull();
  });
});

describe('initRegistrationForm', () => {
  it('marks this browser as registering (login waits)', () => {
    setup();
    expect(document.cookie).toContain('site_user_registering=1');
  });

  it('completes the registration: the filled fields and answers, then logged in and on to redirectTo', async () => {
    const { form, calls, navigate } = setup();
    fill('demographics.1001', '12');
    document.querySelector<HTMLInputElement>('input[name="demographics.1003"][value="32"]')!.checked = true;
    fill('demographics.1004', '25');
    submit(form);
    await settle();
    expect(calls).toEqual([
      {
        name: 'registerSiteUser',
        variables: {
          input: {
            id: 'link-id',
            password: 'long-password-1',
            firstName: 'Ada',
            lastName: 'Reader',
            company: 'Acme',
            countryCode: 'USA',
            region: 'NY',
            demographics: [
              { questionId: 1001, answerIds: ['12'] },
              { questionId: 1003, answerIds: ['32'] },
              { questionId: 1004, answerText: '25' },
            ],
          },
        },
      },
    ]);
    expect(document.cookie).toContain('site_user_token=registered-token');
    expect(document.cookie).not.toContain('site_user_registering');
    expect(navigate).toHaveBeenCalledWith('/power/gan-chargers');
  });

  it('checks the two passwords agree before sending', async () => {
    const { form, calls } = setup();
    fill('passwordConfirm', 'another-password');
    submit(form);
    await settle();
    expect(calls).toEqual([]);
    expect(fieldErrorOf(form, 'passwordConfirm')).toBe('The passwords do not match');
    expect(messageOf(form)).toBe('Please correct issues with this form');
  });

  it("puts the server's field errors beside their fields, and lists those without a field in the message", async () => {
    const { form } = setup(() => {
      throw graphQLError('Please correct issues with this form', 'BAD_USER_INPUT', {
        firstName: 'Field is required',
        'demographics.1001': 'Field is required',
        membershipId: 'This membership is not available. Please choose another one.',
      });
    });
    submit(form);
    await settle();
    expect(fieldErrorOf(form, 'firstName')).toBe('Field is required');
    expect(fieldErrorOf(form, 'demographics.1001')).toBe('Field is required');
    expect(messageOf(form)).toBe('Please correct issues with this formThis membership is not available. Please choose another one.');
    expect(form.querySelector('#registration-firstName')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('forgets the registration in progress when the link turns out dead', async () => {
    const { form } = setup(() => {
      throw graphQLError('This registration link is invalid or has expired. Please start your registration again.', 'NOT_FOUND');
    });
    submit(form);
    await settle();
    expect(messageOf(form)).toBe('This registration link is invalid or has expired. Please start your registration again.');
    expect(document.cookie).not.toContain('site_user_registering');
  });

  it('leaves unanswered questions out', () => {
    setup();
    expect(demographicAnswers(formOf('registration'))).toEqual([]);
  });
});
