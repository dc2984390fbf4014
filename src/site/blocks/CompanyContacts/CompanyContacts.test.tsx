import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, companyPage, companyProfile, contactCard, contentPage, fakeApi, loadedBlock, sectionPage } from '../fixtures';
import CompanyContactsBlock from './Block';
import { loadCompanyContacts, type CompanyContactsData } from './load';
import { companyContactsBlock, companyContactsSettings, type CompanyContactsSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(companyContactsSettings, input);
const companies = { 10000050: companyProfile() };

describe('company_contacts settings', () => {
  it('shows up to 100 contacts (002 §9 "Contacts limit 100") with every detail', () => {
    expect(companyContactsSettings.parse({})).toEqual({ limit: 100, showPhotos: true, showJobTitles: true, showEmail: true, showPhone: true });
    expect(companyContactsSettings.safeParse({ limit: 101 }).success).toBe(false);
    expect(companyContactsSettings.safeParse({ limit: 0 }).success).toBe(false);
    expect(companyContactsBlock.pageKinds).toEqual(['content']);
  });
});

describe('loadCompanyContacts', () => {
  it("asks for the contacts of the page's company: its own page, or the company an item names", async () => {
    const { api, contactCalls } = fakeApi({ companies, contacts: [contactCard(1), contactCard(2)] });
    expect(await loadCompanyContacts({ settings: settings({ limit: 5 }), page: companyPage, api })).toEqual({ data: { contacts: [contactCard(1), contactCard(2)] } });
    await loadCompanyContacts({ settings: settings(), page: contentPage, api });
    expect(contactCalls).toEqual([
      { companyId: 10000050, limit: 5 },
      { companyId: 10000050, limit: 100 },
    ]);
  });

  it('is dropped without contacts or without a company', async () => {
    expect(await loadCompanyContacts({ settings: settings(), page: companyPage, api: fakeApi({ companies }).api })).toBeNull();
    const { api, contactCalls } = fakeApi({ companies, contacts: [contactCard(1)] });
    expect(await loadCompanyContacts({ settings: settings(), page: sectionPage, api })).toBeNull();
    expect(contactCalls).toEqual([]);
  });
});

describe('CompanyContactsBlock', () => {
  const render = (input: Record<string, unknown> = {}, contacts = [contactCard(1), contactCard(2, { jobTitle: null, phone: null })]) =>
    renderToStaticMarkup(<CompanyContactsBlock block={loadedBlock<CompanyContactsData, CompanyContactsSettings>('company_contacts', settings(input), { contacts })} page={companyPage} />);

  it('renders each contact with photo, name link, job title, e-mail and phone links', () => {
    const html = render({ title: 'Contacts' });
    expect(html.match(/<li class="company-contact">/g)).toHaveLength(2);
    expect(html).toContain('<h3 class="company-contact__name"><a href="/companies/contact-1">Contact 1</a></h3>');
    expect(html).toContain('<p class="company-contact__title">Sales Manager</p>');
    expect(html).toContain('<a href="mailto:contact1@acme-power.example">contact1@acme-power.example</a>');
    expect(html).toContain('<a href="tel:+15125550101">+1 512 555 0101</a>');
    expect(html).toMatch(/<img class="company-contact__photo"[^>]* alt=""/);
    // The second contact has no job title and no phone.
    const second = html.slice(html.lastIndexOf('<li'));
    expect(second).not.toContain('company-contact__title');
    expect(second).not.toContain('tel:');
  });

  it('hides what the settings turn off', () => {
    const html = render({ showPhotos: false, showJobTitles: false, showEmail: false, showPhone: false });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('mailto:');
    expect(html).not.toContain('tel:');
    expect(html).not.toContain('company-contact__title');
    expect(html).toContain('<h2 class="company-contact__name">');
  });
});
