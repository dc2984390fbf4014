import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, contentPage, fakeApi, homePage, loadedBlock } from '../fixtures';
import InquiryFormBlock from './Block';
import { loadInquiryForm, type InquiryFormData } from './load';
import { inquiryFormBlock, inquiryFormSettings, type InquiryFormSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(inquiryFormSettings, input);
const load = (page = contentPage, forms = { inquiry: true, contact: true }) => loadInquiryForm({ settings: settings(), page, api: fakeApi({ forms }).api });
const render = (data: InquiryFormData, input: Record<string, unknown> = {}) =>
  renderToStaticMarkup(<InquiryFormBlock block={loadedBlock<InquiryFormData, InquiryFormSettings>('inquiry_form', settings(input), data)} page={contentPage} />);

describe('inquiry_form', () => {
  it('has its defaults and is for content pages', () => {
    expect(inquiryFormSettings.parse({})).toEqual({ buttonLabel: 'Send request', showCompany: true, showPhone: true });
    expect(inquiryFormBlock.pageKinds).toEqual(['content']);
  });

  it('asks about the page’s item while the site takes inquiries', async () => {
    expect((await load())?.data).toEqual({ contentId: 10000001, itemName: 'GaN chargers & more' });
  });

  it('is dropped without enableRmi (002 §5) and on a page without an item', async () => {
    expect(await load(contentPage, { inquiry: false, contact: true })).toBeNull();
    expect(await load(homePage)).toBeNull();
  });

  it('renders the labelled fields with their required marks, the consent box and a send button the script enables', async () => {
    const html = render((await load())!.data);
    expect(html).toContain('data-lead-form="inquiry" data-content-id="10000001" aria-labelledby="inquiry-inquiry_form-1-title"');
    expect(html).toContain('<h2 id="inquiry-inquiry_form-1-title" class="lead-form__title">Request more information about GaN chargers &amp; more</h2>');
    expect(html).toContain('<label for="inquiry-inquiry_form-1-name" class="required">Name</label><input id="inquiry-inquiry_form-1-name" type="text" required="" autoComplete="name" maxLength="200" name="name"/>');
    expect(html).toContain('<label for="inquiry-inquiry_form-1-email" class="required">Email Address</label><input id="inquiry-inquiry_form-1-email" type="email" required=""');
    expect(html).toContain('<label for="inquiry-inquiry_form-1-company">Company</label>');
    expect(html).toContain('type="tel" autoComplete="tel" maxLength="50" name="phone"');
    expect(html).toContain('<select id="inquiry-inquiry_form-1-country" name="country" autoComplete="country" data-lead-country=""><option value="" selected="">Choose a country</option></select>');
    expect(html).toContain('<label for="inquiry-inquiry_form-1-message" class="required">Your request</label><textarea id="inquiry-inquiry_form-1-message" name="message" required="" rows="5" maxLength="5000"></textarea>');
    expect(html).toContain('<p class="df-error" data-field-error="message" hidden=""></p>');
    expect(html).toContain('Yes, Electronic Design Review and the companies I ask about may contact me about related products and services.');
    // Without the script the button stays disabled: the form sends nothing anywhere.
    expect(html).toContain('<button type="submit" class="block-button" data-lead-submit="" disabled="">Send request</button>');
    expect(html).not.toMatch(/<form[^>]*(method|action)=/);
    expect(html).toContain('data-panel="done" role="status" hidden=""><p data-lead-thanks=""></p>');
  });

  it('leaves out company and phone as the settings say; a block title replaces the heading', async () => {
    const html = render((await load())!.data, { showCompany: false, showPhone: false, buttonLabel: 'Ask us', title: 'Questions?' });
    expect(html).not.toContain('name="company"');
    expect(html).not.toContain('name="phone"');
    expect(html).not.toContain('<h2');
    expect(html).toContain('aria-label="Questions?"');
    expect(html).toContain('>Ask us</button>');
  });
});
