import { describe, expect, it } from 'vitest';
import type { GetNewsletterCampaignQuery } from '../../gql/graphql.js';
import {
  campaignFormValues,
  centralClock,
  newCampaignValues,
  nextIssueDate,
  sendProgress,
  subjectHint,
  templateFacts,
  toCampaignInput,
  validateCampaignForm,
  weekdayOf,
} from './campaignForm.js';
import { campaignFiltersFromSearch, campaignStreamInput, searchFromCampaignFilters } from './campaignList.js';

const stored: GetNewsletterCampaignQuery['getNewsletterCampaign'] = {
  __typename: 'NewsletterCampaign',
  id: 41,
  templateId: 3,
  template: { __typename: 'NewsletterTemplate', id: 3, status: 1, payload: { __typename: 'NewsletterTemplatePayload', name: 'EDR Daily' } },
  issueDate: '2026-11-27',
  subject: 'EDR Daily – Nov. 27, 2026',
  preheader: 'Chips, power and more',
  status: 'draft',
  hideOnWeb: true,
  sendAt: null,
  sendingStartedAt: null,
  sentAt: null,
  recipientCount: 0,
  sentCount: 0,
  failedCount: 0,
  queuedCount: 0,
  webUrl: '',
  version: 6,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

// Wednesday 25 November 2026, 09:00 in Chicago (CST, UTC−6).
const WED_9AM = new Date('2026-11-25T15:00:00.000Z');

describe('campaign form values', () => {
  it('reads a stored campaign and sends it back with its id and version', () => {
    const values = campaignFormValues(stored);
    expect(values).toEqual({ templateId: '3', issueDate: '2026-11-27', subject: 'EDR Daily – Nov. 27, 2026', preheader: 'Chips, power and more', hideOnWeb: true });
    expect(toCampaignInput({ ...values, subject: '  New subject ' }, { id: 41, version: 6 })).toEqual({
      id: 41,
      version: 6,
      templateId: 3,
      issueDate: '2026-11-27',
      subject: 'New subject',
      preheader: 'Chips, power and more',
      hideOnWeb: true,
    });
  });

  it('creates without id or version, an empty subject left for the template pattern', () => {
    const values = { ...newCampaignValues(WED_9AM), templateId: '4' };
    expect(values.issueDate).toBe('2026-11-25');
    expect(toCampaignInput(values)).toEqual({ templateId: 4, issueDate: '2026-11-25', subject: '', preheader: '', hideOnWeb: false });
  });

  it('asks for a template and a real date; a subject only when editing', () => {
    const blank = { templateId: null, issueDate: null, subject: '', preheader: '', hideOnWeb: false };
    expect(validateCampaignForm(blank, { creating: true })).toEqual({ templateId: 'Field is required', issueDate: 'Field is required' });
    expect(validateCampaignForm({ ...blank, templateId: '3', issueDate: '2026-02-30' }, { creating: true })).toEqual({ issueDate: 'Enter a date such as 2026-11-27.' });
    expect(validateCampaignForm({ ...blank, templateId: '3', issueDate: '2026-11-27' }, { creating: false })).toEqual({ subject: 'Field is required' });
    expect(validateCampaignForm({ ...blank, templateId: '3', issueDate: '2026-11-27', preheader: 'x'.repeat(201) }, { creating: true })).toEqual({ preheader: 'At most 200 characters.' });
  });

  it("says what an empty subject becomes on create, showing the template's pattern", () => {
    expect(subjectHint({ creating: true, pattern: '[name] – [date]' })).toBe("Leave empty to use the template's pattern: [name] – [date]");
    expect(subjectHint({ creating: true, pattern: null })).toBe("Leave empty to use the template's subject pattern.");
  });
});

describe('nextIssueDate (Central time)', () => {
  it('is the next deployment day from today', () => {
    expect(weekdayOf('2026-11-25')).toBe('wed');
    expect(centralClock(WED_9AM)).toBe('09:00');
    expect(nextIssueDate({ days: ['mon', 'fri'], time: '06:00' }, WED_9AM)).toBe('2026-11-27');
    expect(nextIssueDate({ days: ['mon'], time: '06:00' }, WED_9AM)).toBe('2026-11-30');
  });

  it("takes today while today's deployment time is still ahead, else the next week's", () => {
    expect(nextIssueDate({ days: ['wed'], time: '10:00' }, WED_9AM)).toBe('2026-11-25');
    expect(nextIssueDate({ days: ['wed'], time: '06:00' }, WED_9AM)).toBe('2026-12-02');
  });

  it('counts days in Chicago, not UTC, and gives today without days', () => {
    // 03:00 UTC on Thursday is still Wednesday evening in Chicago.
    const lateWednesday = new Date('2026-11-26T03:00:00.000Z');
    expect(nextIssueDate({ days: ['thu'], time: '06:00' }, lateWednesday)).toBe('2026-11-26');
    expect(nextIssueDate({ days: [], time: '06:00' }, lateWednesday)).toBe('2026-11-25');
  });
});

describe('template facts', () => {
  it('reads width, blurb, pattern, testers, days and list from a template document', () => {
    const facts = templateFacts({
      name: 'EDR Daily',
      preheaderBlurb: 'Today in electronics',
      styles: { width: 800 },
      deployment: { days: ['tue', 'thu'], time: '07:30', subjectPattern: '[name]: [title]', productId: 9001 },
      defaultTesters: ['qa@example.com'],
    });
    expect(facts).toMatchObject({ name: 'EDR Daily', width: 800, preheaderBlurb: 'Today in electronics', subjectPattern: '[name]: [title]', defaultTesters: ['qa@example.com'], days: ['tue', 'thu'], time: '07:30', productId: 9001 });
    expect(templateFacts(null)).toBeNull();
  });
});

describe('sendProgress', () => {
  it('says how far a send is', () => {
    expect(sendProgress({ recipientCount: 4000, sentCount: 1200, failedCount: 40, queuedCount: 2760 })).toEqual({
      recipients: 4000,
      sent: 1200,
      failed: 40,
      queued: 2760,
      sentPercent: 30,
      failedPercent: 1,
      label: 'Sent 1,200 of 4,000',
    });
    expect(sendProgress({ recipientCount: 0, sentCount: 0, failedCount: 0, queuedCount: 0 }).sentPercent).toBe(0);
  });
});

describe('campaign list filters', () => {
  it('round-trips the query string and pages by 20', () => {
    const filters = campaignFiltersFromSearch({ q: 'power', template: '3', status: 'sent', page: '2' });
    expect(filters).toEqual({ phrase: 'power', templateId: '3', status: 'sent', page: 2 });
    expect(searchFromCampaignFilters(filters)).toBe('?q=power&template=3&status=sent&page=2');
    expect(campaignStreamInput(filters)).toEqual({ phrase: 'power', templateId: 3, status: 'sent', pagination: { limit: 20, skip: 20 } });
    expect(campaignFiltersFromSearch({ status: 'lost', template: 'x', page: '-1' })).toEqual({ phrase: '', templateId: null, status: null, page: 1 });
  });
});
