import { describe, expect, it } from 'vitest';
import type { ContentDocument } from '../../shared/contentFields.js';
import { compareDocuments } from './compare.js';
import { inputFromValues, newContentValues, validateValues, valuesFromDocument } from './contentForm.js';
import { contentFiltersFromSearch, contentStreamInput, nextDay, searchFromContentFilters } from './listFilters.js';

const stored: ContentDocument = {
  id: 12345678,
  type: 'Event',
  status: 1,
  name: 'Power Summit',
  teaser: 'Two days of power',
  body: '<p>Body</p>',
  seoTitle: null,
  manualAlias: 'summit',
  published: '2026-01-01T00:00:00.000Z',
  unpublished: null,
  primarySectionId: 4,
  websiteSchedules: [{ sectionId: 4, option: 'Featured', start: '2026-01-01T00:00:00.000Z', end: null }],
  taxonomyIds: [7, 8],
  authorIds: [3],
  primaryImageId: 9,
  imageIds: [10, 11],
  labels: ['Sponsored'],
  companyId: 10000001,
  membershipIds: [2],
  userRegistrationRequired: true,
  gatingSurveyType: null,
  excludeAds: { welcomeAd: true, headerLeaderboardAd: false, stickyLeaderboardAd: false, contentBodyNativeAd: false, contentBodyEmbedAd: false, contentListNativeAd: false, reskinAd: false },
  metadata: { description: 'Desc', keywords: ['power'] },
  startDate: '2026-05-01T15:00:00.000Z',
  endDate: '2026-05-02T15:00:00.000Z',
  venue: { name: 'Hall 4', address1: null, address2: null, city: 'Chicago', postalCode: null, region: null, country: 'US' },
  address1: null,
  address2: null,
  city: null,
  postalCode: null,
  state: null,
  country: null,
  linkUrl: 'https://example.com/register',
  embedCode: null,
  details: { durationSeconds: 60, legacyField: 'kept' },
};

describe('content form values', () => {
  it('round-trips a stored document (unknown details kept)', () => {
    const input = inputFromValues(valuesFromDocument(stored), { id: 12345678, version: 3 });
    const { id: _id, ...rest } = stored;
    expect(input).toEqual({ id: 12345678, version: 3, ...rest });
  });
  it('starts a new item as an empty draft of its type', () => {
    const input = inputFromValues(newContentValues('Video'));
    expect(input).toMatchObject({ type: 'Video', status: 2, name: '', websiteSchedules: [], details: {}, venue: null });
  });
  it('keeps only the shared rules of fields on the screen, nested for final-form', () => {
    const values = { ...newContentValues('Event'), status: '1' as const, websiteSchedules: [{ sectionId: '1', option: 'Standard' as const, start: '2026-02-01T00:00:00Z', end: '2026-01-01T00:00:00Z' }] };
    const errors = validateValues(values, new Set(['name', 'websiteSchedules.0.end']));
    expect(errors).toEqual({ name: 'Field is required', websiteSchedules: [{ end: 'Must be after the start.' }] });
  });
});

describe('compare', () => {
  it('lists the fields that differ, with readable values', () => {
    const mine = inputFromValues({ ...valuesFromDocument(stored), name: 'Power Summit 2026', status: '2', excludeAds: { ...valuesFromDocument(stored).excludeAds, reskinAd: true } });
    const theirs = inputFromValues(valuesFromDocument(stored));
    expect(compareDocuments(mine, theirs)).toEqual([
      { field: 'status', label: 'Status', mine: 'Draft', stored: 'Published' },
      { field: 'name', label: 'Name', mine: 'Power Summit 2026', stored: 'Power Summit' },
      { field: 'excludeAds.reskinAd', label: 'excludeAds.reskinAd', mine: 'Yes', stored: 'No' },
    ]);
  });
});

describe('content list filters', () => {
  it('round-trips the query string and ignores junk', () => {
    const f = contentFiltersFromSearch({ q: 'gan', types: 'Article,Nope,Video', status: '2', section: '5', date: 'startDate', from: '2026-01-01', to: 'x', sort: 'name', order: 'asc', page: '3' });
    expect(f).toMatchObject({ phrase: 'gan', types: ['Article', 'Video'], status: '2', sectionId: '5', dateField: 'startDate', from: '2026-01-01', to: null, sortField: 'name', sortOrder: 'asc', page: 3 });
    expect(searchFromContentFilters(f)).toBe('?q=gan&types=Article%2CVideo&status=2&section=5&date=startDate&from=2026-01-01&sort=name&order=asc&page=3');
  });
  it('builds the stream input: the "to" day is included, sections bubble', () => {
    const input = contentStreamInput(contentFiltersFromSearch({ section: '5', from: '2026-01-30', to: '2026-01-31', page: '2' }));
    expect(input).toMatchObject({ sectionId: 5, sectionBubbling: true, dateField: 'published', pagination: { limit: 25, skip: 25 } });
    expect(new Date(input.dateTo as string).getTime() - new Date(input.dateFrom as string).getTime()).toBe(2 * 86_400_000);
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
  });
});
