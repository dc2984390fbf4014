import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, companyPage, companyProfile, contentPage, fakeApi, loadedBlock, sectionPage } from '../fixtures';
import CompanyProfileBlock from './Block';
import { loadCompanyProfile, type CompanyProfileData } from './load';
import { companyProfileBlock, companyProfileSettings, type CompanyProfileSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(companyProfileSettings, input);
const companies = { 10000050: companyProfile() };

describe('company_profile settings', () => {
  it('shows everything by default, on content pages', () => {
    expect(companyProfileSettings.parse({})).toEqual({ showLogo: true, showDescription: true, showContactDetails: true, showAddress: true });
    expect(companyProfileBlock.pageKinds).toEqual(['content']);
    for (const field of Object.values(companyProfileSettings.shape)) expect(field.meta()).toMatchObject({ title: expect.any(String), description: expect.any(String) });
  });
});

describe('loadCompanyProfile', () => {
  it("on a company's page: its own profile", async () => {
    const loaded = await loadCompanyProfile({ settings: settings(), page: companyPage, api: fakeApi({ companies }).api });
    expect(loaded).toEqual({ data: { company: companyProfile(), own: true } });
  });

  it('on an item naming a company: the card of that company', async () => {
    const loaded = await loadCompanyProfile({ settings: settings(), page: contentPage, api: fakeApi({ companies }).api });
    expect(loaded?.data).toEqual({ company: companyProfile(), own: false });
  });

  it('is dropped without a company, with a company that is gone or not live, and with nothing to show', async () => {
    const api = fakeApi({ companies }).api;
    expect(await loadCompanyProfile({ settings: settings(), page: sectionPage, api })).toBeNull();
    expect(await loadCompanyProfile({ settings: settings(), page: { ...contentPage, content: { ...contentPage.content!, companyId: null } }, api })).toBeNull();
    expect(await loadCompanyProfile({ settings: settings(), page: companyPage, api: fakeApi().api })).toBeNull();
    const bare = companyProfile({ logo: null, description: null, website: null, phone: null, email: null, address: [] });
    expect(await loadCompanyProfile({ settings: settings(), page: companyPage, api: fakeApi({ companies: { 10000050: bare } }).api })).toBeNull();
    const off = settings({ showLogo: false, showDescription: false, showContactDetails: false, showAddress: false });
    expect(await loadCompanyProfile({ settings: off, page: companyPage, api })).toBeNull();
    // The card still names the company and links to it.
    expect(await loadCompanyProfile({ settings: off, page: contentPage, api })).not.toBeNull();
  });
});

describe('CompanyProfileBlock', () => {
  const render = (input: Record<string, unknown> = {}, data: CompanyProfileData = { company: companyProfile(), own: true }) =>
    renderToStaticMarkup(<CompanyProfileBlock block={loadedBlock<CompanyProfileData, CompanyProfileSettings>('company_profile', settings(input), data)} page={companyPage} />);

  it('renders the logo, description, website (new tab, rel="noopener"), phone, e-mail and address', () => {
    const html = render();
    expect(html).toContain('<div class="company-profile company-profile--own">');
    expect(html).toContain('alt="Acme Power logo"');
    expect(html).toContain('<p class="company-profile__description">Power modules &amp; converters.</p>');
    expect(html).toContain('<a class="company-profile__website" href="https://www.acme-power.example/en?ref=edr" target="_blank" rel="noopener">acme-power.example/en</a>');
    expect(html).toContain('<a href="tel:+15125550100">+1 (512) 555-0100</a>');
    expect(html).toContain('<a href="mailto:info@acme-power.example">info@acme-power.example</a>');
    expect(html).toContain(
      '<address class="company-profile__address"><span class="company-profile__address-line">100 Main Street</span><span class="company-profile__address-line">Austin, TX 78701</span><span class="company-profile__address-line">United States</span></address>',
    );
    // The page's title names the company: no heading of its own.
    expect(html).not.toContain('company-profile__name');
  });

  it('leaves out what the settings turn off and what the company lacks', () => {
    const html = render({ showLogo: false, showContactDetails: false });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('href="https://');
    expect(html).not.toContain('tel:');
    expect(html).toContain('<dt>Address</dt>');
    const sparse = render({}, { company: companyProfile({ website: null, address: [], logo: null }), own: true });
    expect(sparse).not.toContain('Website');
    expect(sparse).not.toContain('<address');
    expect(sparse).toContain('<dt>Phone</dt>');
    expect(render({ showContactDetails: false, showAddress: false })).not.toContain('<dl');
  });

  it("draws another company's card with its name linking to its page", () => {
    const html = render({ title: 'The company' }, { company: companyProfile(), own: false });
    expect(html).toContain('company-profile--card');
    expect(html).toContain('<h3 class="company-profile__name"><a href="/companies/acme-power">Acme Power</a></h3>');
    expect(render({}, { company: companyProfile(), own: false })).toContain('<h2 class="company-profile__name">');
  });
});
