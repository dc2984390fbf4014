import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, fakeApi, homePage, loadedBlock } from '../fixtures';
import type { ExternalFeedItem } from '../types';
import JobBoardBlock from './Block';
import { loadJobBoard, type JobBoardData } from './load';
import { jobBoardSettings, type JobBoardSettings } from './settings';

const FEED = 'https://jobs.example.com/feed.json';
const settings = (input: Record<string, unknown> = {}) => blockSettings(jobBoardSettings, input);
const job = (n: number, over: Partial<ExternalFeedItem> = {}): ExternalFeedItem => ({
  title: `Engineer ${n}`,
  url: `https://jobs.example.com/jobs/${n}`,
  published: '2026-03-05T10:00:00.000Z',
  summary: `Opening ${n}.`,
  imageUrl: null,
  ...over,
});
const jobs = [job(1, { title: 'Power & <Analog> Engineer' }), job(2, { published: null, summary: null })];
const render = (data: JobBoardData, input: Record<string, unknown> = {}) =>
  renderToStaticMarkup(<JobBoardBlock block={loadedBlock<JobBoardData, JobBoardSettings>('job_board', settings({ url: FEED, ...input }), data)} page={homePage} />);

describe('job_board settings', () => {
  it('list 10 openings (1 to 50) of an http(s) feed, with an optional link to all jobs', () => {
    expect(jobBoardSettings.parse({})).toEqual({ url: '', limit: 10, allJobsUrl: '', allJobsLabel: 'View all jobs', showSummary: true, showDate: true, openInNewTab: true });
    expect(jobBoardSettings.safeParse({ limit: 51 }).success).toBe(false);
    expect(jobBoardSettings.safeParse({ url: 'javascript:alert(1)' }).success).toBe(false);
    expect(jobBoardSettings.safeParse({ allJobsUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(jobBoardSettings.parse({ allJobsUrl: 'https://jobs.example.com/' }).allJobsUrl).toBe('https://jobs.example.com/');
  });
});

describe('job_board', () => {
  it("reads the feed's first openings, flagging fewer than asked", async () => {
    const { api, feedCalls } = fakeApi({ feeds: { [FEED]: { items: jobs, error: null } } });
    expect(await loadJobBoard({ settings: settings({ url: FEED, limit: 2 }), page: homePage, api })).toEqual({ data: { jobs, error: null }, underFilled: false });
    expect(feedCalls).toEqual([{ url: FEED, limit: 2 }]);
    expect((await loadJobBoard({ settings: settings({ url: FEED }), page: homePage, api }))?.underFilled).toBe(true);
  });

  it('is dropped without a feed, without openings and when the feed failed; a preview says why', async () => {
    const { api, feedCalls } = fakeApi({ feeds: { [FEED]: { items: [], error: 'timed out' } } });
    expect(await loadJobBoard({ settings: settings(), page: homePage, api })).toBeNull();
    expect(feedCalls).toEqual([]);
    expect(await loadJobBoard({ settings: settings({ url: FEED }), page: homePage, api })).toBeNull();
    expect(await loadJobBoard({ settings: settings({ url: 'https://empty.example.com/jobs.xml' }), page: homePage, api })).toBeNull();
    const preview = await loadJobBoard({ settings: settings({ url: FEED }), page: { ...homePage, preview: true }, api });
    expect(render(preview!.data)).toBe('<p class="job-board__notice" role="note">This job feed could not be read: timed out</p>');
  });

  it('lists the openings with when they were posted, then the link to all jobs', () => {
    const html = render({ jobs, error: null }, { allJobsUrl: 'https://jobs.example.com/', allJobsLabel: 'See every opening' });
    expect(html).toContain('<h2 class="job-board__title"><a href="https://jobs.example.com/jobs/1" rel="noopener nofollow" target="_blank">Power &amp; &lt;Analog&gt; Engineer</a></h2>');
    expect(html).toContain('<p class="job-board__date">Posted <time dateTime="2026-03-05T10:00:00.000Z">March 5, 2026</time></p>');
    expect(html).toContain('<p class="job-board__summary">Opening 1.</p>');
    expect(html.match(/<time /g)).toHaveLength(1);
    expect(html).toContain('<p class="job-board__all"><a class="block-button" href="https://jobs.example.com/" rel="noopener" target="_blank">See every opening</a></p>');
  });

  it('leaves out what the settings turn off', () => {
    const html = render({ jobs, error: null }, { showSummary: false, showDate: false, openInNewTab: false, title: 'Jobs' });
    expect(html).not.toContain('target=');
    expect(html).not.toContain('<time');
    expect(html).not.toContain('job-board__summary');
    expect(html).not.toContain('job-board__all');
    expect(html).toContain('<h3 class="job-board__title">');
  });
});
