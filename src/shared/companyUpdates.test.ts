import { describe, expect, it } from 'vitest';
import {
  changedFields,
  checkCompanyProposal,
  COMPANY_UPDATE_FIELD_KEYS,
  companyUpdateDiff,
  contactLine,
  emptyCompanyProfile,
  productLine,
  type CompanyProfileDocument,
} from './companyUpdates';

const anneke = { id: 11, firstName: 'Anneke', lastName: 'Visser', jobTitle: 'Director of Product Marketing', email: 'anneke@kestrel.example', phone: '+31 40 555 0191' };
const rahul = { id: 12, firstName: 'Rahul', lastName: 'Mehta', jobTitle: 'Field Applications Engineer', email: 'rahul@kestrel.example', phone: '' };
const k32r = { id: 21, name: 'Kestrel K32R', description: 'Lockstep RISC-V MCU.', url: 'https://kestrel.example/k32r', model: 'K32R-300' };

const current: CompanyProfileDocument = {
  ...emptyCompanyProfile('Kestrel Microsystems'),
  description: 'RISC-V microcontrollers.',
  website: 'https://kestrel.example',
  address1: 'High Tech Campus 41',
  city: 'Eindhoven',
  postalCode: '5656 AE',
  country: 'NL',
  logo: 'asset:7',
  contacts: [anneke, rahul],
  products: [k32r],
};

const row = (proposed: CompanyProfileDocument, field: string) => companyUpdateDiff(current, proposed).find((r) => r.field === field)!;

describe('companyUpdateDiff', () => {
  it('answers one row per field, in the fields’ order, none changed for an identical proposal', () => {
    const rows = companyUpdateDiff(current, structuredClone(current));
    expect(rows.map((r) => r.field)).toEqual(COMPANY_UPDATE_FIELD_KEYS);
    expect(changedFields(rows)).toEqual([]);
    expect(rows.find((r) => r.field === 'name')).toMatchObject({ label: 'Company name', kind: 'text', current: 'Kestrel Microsystems', proposed: 'Kestrel Microsystems', changed: false });
  });

  it('compares texts without surrounding or repeated spaces, and shows empty as null', () => {
    expect(row({ ...current, description: '  RISC-V   microcontrollers. ' }, 'description').changed).toBe(false);
    expect(row({ ...current, website: 'https://kestrel-micro.example' }, 'website')).toMatchObject({ current: 'https://kestrel.example', proposed: 'https://kestrel-micro.example', changed: true });
    expect(row({ ...current, address2: 'Building 2' }, 'address2')).toMatchObject({ current: null, proposed: 'Building 2', changed: true });
    expect(row({ ...current, city: '' }, 'city')).toMatchObject({ current: 'Eindhoven', proposed: null, changed: true });
  });

  it('names countries given by their code', () => {
    expect(row({ ...current, country: 'BE' }, 'country')).toMatchObject({ current: 'Netherlands (NL)', proposed: 'Belgium (BE)', changed: true });
    expect(row({ ...current, country: 'Holland' }, 'country').proposed).toBe('Holland');
  });

  it('sees a new logo and a removed one', () => {
    const file = 'upload:0123456789abcdef0123456789abcdef.png';
    expect(row({ ...current, logo: file }, 'logo')).toMatchObject({ kind: 'image', current: 'asset:7', proposed: file, changed: true });
    expect(row({ ...current, logo: null }, 'logo').changed).toBe(true);
    expect(row({ ...current }, 'logo').changed).toBe(false);
  });

  it('compares contacts item by item: changed parts, added, removed and unchanged', () => {
    const proposed = {
      ...current,
      contacts: [
        { ...anneke, jobTitle: 'VP Marketing', email: 'a.visser@kestrel.example' },
        { id: null, firstName: 'Dana', lastName: 'Lee', jobTitle: '', email: '', phone: '' },
      ],
    };
    const contacts = row(proposed, 'contacts');
    expect(contacts).toMatchObject({ kind: 'list', current: '2 contacts', proposed: '2 contacts', changed: true });
    expect(contacts.items).toEqual([
      { id: 11, change: 'changed', current: contactLine(anneke), proposed: 'Anneke Visser — VP Marketing · a.visser@kestrel.example · +31 40 555 0191', changedParts: ['Job title', 'E-mail'] },
      { id: null, change: 'added', current: null, proposed: 'Dana Lee', changedParts: [] },
      { id: 12, change: 'removed', current: 'Rahul Mehta — Field Applications Engineer · rahul@kestrel.example', proposed: null, changedParts: [] },
    ]);
  });

  it('counts a new order of the same contacts as a change', () => {
    const contacts = row({ ...current, contacts: [rahul, anneke] }, 'contacts');
    expect(contacts.items.map((i) => i.change)).toEqual(['unchanged', 'unchanged']);
    expect(contacts.changed).toBe(true);
  });

  it('treats an entry naming an item the company does not have as added', () => {
    const products = row({ ...current, products: [k32r, { ...k32r, id: 999, name: 'K16' }] }, 'products');
    expect(products.items.map((i) => [i.id, i.change])).toEqual([
      [21, 'unchanged'],
      [null, 'added'],
    ]);
    expect(products).toMatchObject({ current: '1 product', proposed: '2 products', changed: true });
  });

  it('compares products item by item and shows them as one line', () => {
    const products = row({ ...current, products: [{ ...k32r, model: 'K32R-300-4M' }] }, 'products');
    expect(products.items[0]).toMatchObject({ change: 'changed', changedParts: ['Model'], proposed: 'Kestrel K32R (K32R-300-4M) — https://kestrel.example/k32r · Lockstep RISC-V MCU.' });
    expect(productLine({ id: null, name: 'Bare', description: '', url: '', model: '' })).toBe('Bare');
    const removed = row({ ...current, products: [] }, 'products');
    expect(removed).toMatchObject({ proposed: null, changed: true });
    expect(removed.items[0]?.change).toBe('removed');
  });
});

describe('checkCompanyProposal', () => {
  it('accepts a full proposal and fills what is omitted with empty values', () => {
    const checked = checkCompanyProposal({ name: ' Kestrel ', contacts: [{ firstName: 'Dana' }], products: [{ name: 'K16', url: 'https://k.example/k16' }] });
    expect(checked).toEqual({
      ok: true,
      value: {
        ...emptyCompanyProfile('Kestrel'),
        contacts: [{ id: null, firstName: 'Dana', lastName: '', jobTitle: '', email: '', phone: '' }],
        products: [{ id: null, name: 'K16', description: '', url: 'https://k.example/k16', model: '' }],
      },
    });
  });

  it('keys each problem by its field under profile.', () => {
    const checked = checkCompanyProposal({
      name: '  ',
      website: 'kestrel.example',
      email: 'not-an-address',
      phone: 'call us',
      description: 'x'.repeat(1001),
      logo: 'https://evil.example/logo.png',
      contacts: [{ jobTitle: 'CEO', email: 'bad' }],
      products: [{ name: '', url: 'javascript:alert(1)' }],
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.fieldErrors).toMatchObject({
      'profile.name': 'Field is required',
      'profile.website': expect.stringMatching(/http/),
      'profile.email': 'Enter a valid e-mail address.',
      'profile.phone': 'Enter a valid phone number.',
      'profile.description': 'Enter at most 1000 characters.',
      'profile.logo': 'Upload the logo again.',
      'profile.contacts.0.lastName': 'A contact needs a first or last name.',
      'profile.contacts.0.email': 'Enter a valid e-mail address.',
      'profile.products.0.name': 'Field is required',
      'profile.products.0.url': expect.any(String),
    });
  });

  it('takes an uploaded or library logo, and refuses the same item twice and too many items', () => {
    expect(checkCompanyProposal({ name: 'K', logo: 'upload:0123456789abcdef0123456789abcdef.webp' }).ok).toBe(true);
    expect(checkCompanyProposal({ name: 'K', logo: 'asset:12' }).ok).toBe(true);
    expect(checkCompanyProposal({ name: 'K', logo: 'upload:../../etc/passwd' }).ok).toBe(false);
    const twice = checkCompanyProposal({ name: 'K', products: [k32r, k32r] });
    expect(twice).toEqual({ ok: false, fieldErrors: { 'profile.products.1.id': 'This entry is listed twice.' } });
    const many = checkCompanyProposal({ name: 'K', contacts: Array.from({ length: 21 }, () => ({ lastName: 'X' })) });
    expect(many).toEqual({ ok: false, fieldErrors: { 'profile.contacts': 'At most 20 contacts.' } });
  });
});
