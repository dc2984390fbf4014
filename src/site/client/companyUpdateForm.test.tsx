// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { emptyCompanyProfile } from '../../shared/companyUpdates.js';
import { CompanyUpdateView } from '../company-update/CompanyUpdateView.js';
import { initCompanyUpdateForm } from './companyUpdateForm.js';
import { fakeTransport, graphQLError, renderView, resetBrowserState, settle, submit } from './testKit.js';

afterEach(resetBrowserState);

const HASH = 'h'.repeat(43);
const profile = {
  ...emptyCompanyProfile('Kestrel Microsystems'),
  website: 'https://kestrel.example',
  country: 'NL',
  logo: 'asset:7',
  logoUrl: '/files/logo.png',
  contacts: [
    { __typename: 'CompanyContactEntry' as const, id: 11, firstName: 'Anneke', lastName: 'Visser', jobTitle: 'Director', email: 'anneke@kestrel.example', phone: '' },
    { __typename: 'CompanyContactEntry' as const, id: 12, firstName: 'Rahul', lastName: 'Mehta', jobTitle: '', email: '', phone: '' },
  ],
  products: [],
};

function setup(handler: (variables: Record<string, unknown>) => unknown) {
  renderView(
    <CompanyUpdateView
      hash={HASH}
      form={{ state: 'open', message: null, companyName: 'Kestrel Microsystems', expiresAt: '2030-01-01T00:00:00Z', submittedAt: null, submitterName: null, submitterEmail: null, maxLogoBytes: 5 * 1024 * 1024, profile }}
    />,
  );
  const fake = fakeTransport({ submitCompanyUpdate: handler });
  const form = document.querySelector<HTMLFormElement>('form[data-company-update]')!;
  initCompanyUpdateForm(form, { transport: fake.transport, fetch: () => Promise.reject(new Error('not used')) });
  return { ...fake, form };
}

describe('the company update form', () => {
  it('sends the profile with rows renumbered after one is removed and another added', async () => {
    const { form, calls } = setup(() => ({ submitCompanyUpdate: { submittedAt: '2030-01-01T00:00:00Z', message: 'Thank you.' } }));
    form.querySelector<HTMLButtonElement>('[data-row-list="contacts"] [data-row] [data-remove-row]')!.click();
    form.querySelector<HTMLButtonElement>('[data-add-row="contacts"]')!.click();
    const added = form.querySelectorAll('[data-row-list="contacts"] [data-row]')[1]!;
    expect(added.querySelector('input')?.getAttribute('name')).toBe('profile.contacts.1.firstName');
    added.querySelector<HTMLInputElement>('[name="profile.contacts.1.lastName"]')!.value = 'Lee';
    form.querySelector<HTMLInputElement>('[name="submitterName"]')!.value = 'Pat';
    form.querySelector<HTMLInputElement>('[name="submitterEmail"]')!.value = 'pat@example.com';
    submit(form);
    await settle();
    expect(calls[0]?.variables).toMatchObject({
      hash: HASH,
      input: {
        submitterName: 'Pat',
        submitterEmail: 'pat@example.com',
        profile: {
          name: 'Kestrel Microsystems',
          website: 'https://kestrel.example',
          country: 'NL',
          logo: 'asset:7',
          contacts: [
            { id: 12, firstName: 'Rahul', lastName: 'Mehta', jobTitle: '', email: '', phone: '' },
            { id: null, firstName: '', lastName: 'Lee', jobTitle: '', email: '', phone: '' },
          ],
          products: [],
        },
      },
    });
    expect(document.querySelector('[data-company-update-done]')?.textContent).toBe('Thank you.');
    expect(document.querySelector<HTMLElement>('[data-panel="form"]')?.hidden).toBe(true);
  });

  it("shows the server's field errors beside the right row", async () => {
    const { form } = setup(() => {
      throw graphQLError('Please correct the highlighted fields.', 'BAD_USER_INPUT', { 'profile.contacts.1.email': 'Enter a valid e-mail address.' });
    });
    submit(form);
    await settle();
    const holder = form.querySelector<HTMLElement>('[data-field-error="profile.contacts.1.email"]')!;
    expect(holder.hidden).toBe(false);
    expect(holder.textContent).toBe('Enter a valid e-mail address.');
    expect(holder.closest('[data-row]')?.getAttribute('data-row-id')).toBe('12');
  });
});
