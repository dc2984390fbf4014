import { describe, expect, it } from 'vitest';
import type { GetNewsletterAdQuery } from '../../gql/graphql.js';
import { centralDay, newNewsletterAdValues, newScheduleValues, newsletterAdFormValues, nextSchedule, toNewsletterAdInput, validateNewsletterAdForm } from './newsletterAdForm.js';
import { newsletterAdFiltersFromSearch, newsletterAdStreamInput, searchFromNewsletterAdFilters } from './newsletterAdList.js';

const stored: GetNewsletterAdQuery['getNewsletterAd'] = {
  __typename: 'NewsletterAd',
  id: 12,
  title: 'Spring sale',
  campaignName: 'Q2',
  companyId: 10000005,
  company: { __typename: 'NewsletterAdCompany', id: 10000005, name: 'Voltaic Semiconductor' },
  logoUrl: '',
  imageUrl: 'https://cdn.example/a.jpg',
  placement: 'sponsored_link',
  label: 'Sponsored',
  url: 'https://voltaic.example/sale',
  body: '',
  adCategory: '',
  ctaLabel: 'Shop',
  priority: 5,
  schedules: [
    // 5 PM Central: 23:00 UTC in winter, 22:00 UTC in summer.
    { __typename: 'NewsletterAdSchedule', id: 1, templateId: 3, templateName: 'Daily', startDate: '2026-03-02T23:00:00.000Z', endDate: '2026-07-10T22:00:00.000Z', position: 2, orderId: 'O1', lineItemId: '' },
  ],
  readOnly: false,
  version: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

describe('newsletter ad form', () => {
  it('starts a new ad as standard priority, an existing company and one empty schedule entry', () => {
    const values = newNewsletterAdValues();
    expect(values).toMatchObject({ priority: '10', companyMode: 'existing', companyId: null, placement: null, schedules: [newScheduleValues()] });
    expect(toNewsletterAdInput({ ...values, title: 'Ad', companyId: '10000005', placement: 'logo', url: 'https://x.example', schedules: [] })).toEqual({
      title: 'Ad',
      campaignName: '',
      companyId: 10000005,
      newCompanyName: '',
      logoUrl: '',
      imageUrl: '',
      placement: 'logo',
      label: '',
      url: 'https://x.example',
      body: '',
      adCategory: '',
      ctaLabel: '',
      priority: 10,
      schedules: [],
    });
  });

  it('edits a stored ad: dates become the Central time days, the input carries id and version', () => {
    const values = newsletterAdFormValues(stored);
    expect(values).toMatchObject({ companyId: '10000005', priority: '5', placement: 'sponsored_link' });
    expect(values.schedules).toEqual([{ templateId: '3', startDate: '2026-03-02', endDate: '2026-07-10', position: 2, orderId: 'O1', lineItemId: '' }]);
    expect(toNewsletterAdInput(values, { id: 12, version: 4 })).toMatchObject({
      id: 12,
      version: 4,
      companyId: 10000005,
      priority: 5,
      schedules: [{ templateId: 3, startDate: '2026-03-02', endDate: '2026-07-10', position: 2, orderId: 'O1', lineItemId: '' }],
    });
    expect(validateNewsletterAdForm(values)).toBeUndefined();
  });

  it('reads a late-evening Central instant as its Central day', () => {
    expect(centralDay('2026-07-05T04:30:00.000Z')).toBe('2026-07-04');
  });

  it('sends newCompanyName instead of companyId for a new company', () => {
    const values = { ...newsletterAdFormValues(stored), companyMode: 'new' as const, newCompanyName: 'Acme Power' };
    expect(toNewsletterAdInput(values)).toMatchObject({ companyId: null, newCompanyName: 'Acme Power' });
  });

  it("checks with the shared rules: 'Field is required', position 1–100, end not before start, the company", () => {
    expect(validateNewsletterAdForm({ ...newNewsletterAdValues(), title: ' ' })).toEqual({
      title: 'Field is required',
      companyId: 'Field is required',
      placement: 'Field is required',
      url: 'Field is required',
      schedules: [{ templateId: 'Field is required', startDate: 'Field is required', endDate: 'Field is required', position: 'Field is required' }],
    });
    const base = newsletterAdFormValues(stored);
    expect(validateNewsletterAdForm({ ...base, schedules: [{ ...base.schedules[0]!, position: 101, endDate: '2026-03-01' }] })).toEqual({
      schedules: [{ position: 'Position must be between 1 and 100.', endDate: 'The end date must not be before the start date.' }],
    });
    expect(validateNewsletterAdForm({ ...base, companyMode: 'new', newCompanyName: '' })).toEqual({ newCompanyName: 'Field is required' });
  });

  it('shows the entry running or next to run, else the last one', () => {
    const entry = (start: string, end: string) => ({ templateName: 'T', position: 1, startDate: start, endDate: end });
    const past = entry('2026-01-01T23:00:00.000Z', '2026-01-31T23:00:00.000Z');
    const running = entry('2026-02-01T23:00:00.000Z', '2026-02-28T23:00:00.000Z');
    const later = entry('2026-04-01T22:00:00.000Z', '2026-04-30T22:00:00.000Z');
    const now = new Date('2026-02-10T12:00:00.000Z');
    expect(nextSchedule([later, past, running], now)).toBe(running);
    expect(nextSchedule([past], now)).toBe(past);
    expect(nextSchedule([], now)).toBeNull();
  });
});

describe('newsletter ad list filters', () => {
  it('round-trips the query string and builds the stream input (20 a page)', () => {
    const filters = newsletterAdFiltersFromSearch({ q: ' sale ', template: '3', placement: 'logo', page: '2' });
    expect(filters).toEqual({ phrase: ' sale ', templateId: '3', placement: 'logo', page: 2 });
    expect(searchFromNewsletterAdFilters(filters)).toBe('?q=sale&template=3&placement=logo&page=2');
    expect(newsletterAdStreamInput(filters)).toEqual({ phrase: 'sale', templateId: 3, placement: 'logo', pagination: { limit: 20, skip: 20 } });
    expect(newsletterAdFiltersFromSearch({ template: 'x', placement: 'skyscraper', page: '-1' })).toEqual({ phrase: '', templateId: null, placement: null, page: 1 });
  });
});
