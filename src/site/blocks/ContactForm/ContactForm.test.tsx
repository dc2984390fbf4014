import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, fakeApi, homePage, loadedBlock, sectionPage } from '../fixtures';
import ContactFormBlock from './Block';
import { loadContactForm, type ContactFormData } from './load';
import { contactFormBlock, contactFormSettings, type ContactFormSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(contactFormSettings, input);
const load = (contact: boolean) => loadContactForm({ settings: settings(), page: homePage, api: fakeApi({ forms: { inquiry: false, contact } }).api });
const render = (input: Record<string, unknown> = {}) =>
  renderToStaticMarkup(<ContactFormBlock block={loadedBlock<ContactFormData, ContactFormSettings>('contact_form', settings(input), {})} page={sectionPage} />);

describe('contact_form', () => {
  it('has its defaults and may go on any page', () => {
    expect(contactFormSettings.parse({})).toEqual({ description: '', buttonLabel: 'Send' });
    expect('pageKinds' in contactFormBlock).toBe(false);
  });

  it('is shown while the contact-us settings name a recipient, dropped otherwise', async () => {
    expect(await load(true)).toEqual({ data: {} });
    expect(await load(false)).toBeNull();
  });

  it('renders name, e-mail, subject and message with labels and required marks', () => {
    const html = render();
    expect(html).toContain('data-lead-form="contact" aria-label="Contact us"');
    expect(html).toContain('<label for="contact-contact_form-1-name" class="required">Name</label>');
    expect(html).toContain('<label for="contact-contact_form-1-email" class="required">Email Address</label>');
    expect(html).toContain('<label for="contact-contact_form-1-subject">Subject</label><input id="contact-contact_form-1-subject" type="text" maxLength="200" name="subject"/>');
    expect(html).toContain('<label for="contact-contact_form-1-message" class="required">Message</label>');
    expect(html).toContain('<button type="submit" class="block-button" data-lead-submit="" disabled="">Send</button>');
    expect(html).not.toContain('data-content-id');
    expect(html).not.toContain('lead-form__intro');
  });

  it('shows the description and the button label of the settings; the block title names the form', () => {
    const html = render({ title: 'Write to us', description: 'We read everything & answer most.', buttonLabel: 'Send message' });
    expect(html).toContain('aria-label="Write to us"');
    expect(html).toContain('<p class="lead-form__intro">We read everything &amp; answer most.</p>');
    expect(html).toContain('>Send message</button>');
  });
});
