import { describe, expect, it } from 'vitest';
import { campaignInputSchema, centralToday, fillSubject, isCampaignReadOnly } from './newsletterCampaigns';

describe('newsletter campaigns', () => {
  it('fills the subject pattern with the site’s date rules', () => {
    expect(fillSubject('[name] – [date]', { date: '2026-11-27', name: 'FOT Daily' })).toBe('FOT Daily – Nov. 27, 2026');
    expect(fillSubject('[name]: [title]', { date: '2026-06-02', name: 'EDR Daily', title: 'GaN chargers shrink' })).toBe('EDR Daily: GaN chargers shrink');
    expect(fillSubject('', { date: '2026-09-01', name: 'Weekly' })).toBe('Weekly – Sept. 1, 2026');
    expect(fillSubject('[title]', { date: '2026-09-01', name: 'Weekly', title: null })).toBe('Weekly');
  });

  it('is read-only once sending', () => {
    expect(['draft', 'scheduled', 'sending', 'sent'].map((s) => isCampaignReadOnly(s as never))).toEqual([false, false, true, true]);
  });

  it('checks the issue date and the subject', () => {
    expect(campaignInputSchema.safeParse({ templateId: 1, issueDate: '2026-02-30', subject: 'x' }).success).toBe(false);
    expect(campaignInputSchema.safeParse({ templateId: 1, issueDate: '10000-01-01', subject: 'x' }).success).toBe(false);
    const blank = campaignInputSchema.safeParse({ templateId: 1, issueDate: '2026-11-27', subject: ' ' });
    expect(blank.success ? null : blank.error.issues[0]?.message).toBe('Field is required');
    expect(campaignInputSchema.parse({ templateId: 1, issueDate: '2026-11-27', subject: 'Hello' })).toEqual({ templateId: 1, issueDate: '2026-11-27', subject: 'Hello', preheader: '', hideOnWeb: false });
  });

  it('knows today in Chicago', () => {
    // 03:00 UTC on Nov 27 is still Nov 26 in Chicago.
    expect(centralToday(new Date('2026-11-27T03:00:00Z'))).toBe('2026-11-26');
    expect(centralToday(new Date('2026-11-27T12:00:00Z'))).toBe('2026-11-27');
  });
});
