import { describe, expect, it } from 'vitest';
import { exportPercent, exportStatus, filtersLabel, formatBytes, rowsLabel } from './exportStatus.js';

describe('export words', () => {
  it('names the statuses', () => {
    expect(exportStatus('done')).toEqual({ label: 'Ready', color: 'green' });
    expect(exportStatus('expired').label).toBe('Expired');
    expect(exportStatus('odd')).toEqual({ label: 'odd', color: 'gray' });
  });

  it('computes the progress, 0 while the total is unknown', () => {
    expect(exportPercent(0, null)).toBe(0);
    expect(exportPercent(250, 1000)).toBe(25);
    expect(exportPercent(1200, 1000)).toBe(100);
  });

  it('counts rows by what they are', () => {
    expect(rowsLabel('companies', 1)).toBe('1 company');
    expect(rowsLabel('companies', 1250)).toBe('1,250 companies');
    expect(rowsLabel('taxonomy', 3)).toBe('3 terms');
    expect(rowsLabel('inquiryLeads', 1)).toBe('1 lead');
    expect(rowsLabel('print', 1)).toBe('1 article');
    expect(rowsLabel('print', 7)).toBe('7 articles');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(3.4 * 1024 * 1024)).toBe('3.4 MB');
  });

  it('says what an export was asked for', () => {
    expect(filtersLabel('companies', { statuses: [1, 2] })).toBe('Published and draft');
    expect(filtersLabel('companies', { statuses: [0, 1, 2] })).toBe('Deleted, published and draft');
    expect(filtersLabel('taxonomy', {})).toBe('All terms');
    expect(filtersLabel('taxonomy', { taxonomyTypes: ['Tag', 'Bin'] })).toBe('Tag, Bin terms');
    expect(filtersLabel('inquiryLeads', { leadKind: 'contact' })).toBe('Contact messages, all dates');
    expect(filtersLabel('print', { issueId: 4, issueName: 'EDR Magazine: March 2026 (2026-03-01)' })).toBe('EDR Magazine: March 2026 (2026-03-01)');
    expect(filtersLabel('print', { issueId: 4, issueName: null })).toBe('Issue 4 (deleted)');
    // The exclusive end is shown as the last day picked.
    const from = new Date('2026-03-01T00:00:00').toISOString();
    const to = new Date('2026-03-06T00:00:00').toISOString();
    expect(filtersLabel('inquiryLeads', { leadKind: 'inquiry', dateFrom: from, dateTo: to })).toMatch(/^Inquiries, .*1.* – .*5.*$/);
  });
});
