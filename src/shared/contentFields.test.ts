import { describe, expect, it } from 'vitest';
import {
  contentLabel,
  CONTENT_LIMITS,
  contentSlug,
  deriveContentAlias,
  DETAILS_TOO_LONG,
  EMBED_MESSAGE,
  normaliseContentDocument,
  parseVideoEmbed,
  validateContentDocument,
  videoEmbedHtml,
  withSuffix,
  type ContentDocument,
} from './contentFields.js';

const doc = (over: Partial<ContentDocument> = {}): ContentDocument => ({ type: 'Article', status: 2, name: 'A title', ...over });

describe('alias and canonical path derivation', () => {
  it('is <section alias>/<slug of the name>, or just the slug without a section', () => {
    expect(deriveContentAlias({ name: 'GaN Chargers: Shrink!' }, 'power/chargers')).toBe('power/chargers/gan-chargers-shrink');
    expect(deriveContentAlias({ name: 'About us' }, null)).toBe('about-us');
  });
  it('uses the editor’s own slug (slugified) instead of the name', () => {
    expect(contentSlug({ name: 'Long name', manualAlias: '  My Own Slug ' })).toBe('my-own-slug');
    expect(deriveContentAlias({ name: 'Long name', manualAlias: 'Ünïcode Straße' }, 'power')).toBe('power/unicode-strasse');
    expect(contentSlug({ name: 'Name wins', manualAlias: '   ' })).toBe('name-wins');
  });
  it('suffixes taken derived aliases with -2, -3', () => {
    expect([1, 2, 3].map((n) => withSuffix('power/x', n))).toEqual(['power/x', 'power/x-2', 'power/x-3']);
  });
  it('names the item for conflict messages', () => {
    expect(contentLabel('MediaGallery')).toBe('This media gallery');
    expect(contentLabel('Article')).toBe('This article');
  });
});

describe('video embed codes', () => {
  it('accepts YouTube and Vimeo links and iframes', () => {
    expect(parseVideoEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(parseVideoEmbed('https://youtu.be/dQw4w9WgXcQ?t=4')).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(parseVideoEmbed('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe>')).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(parseVideoEmbed('https://vimeo.com/76979871')).toEqual({ provider: 'vimeo', id: '76979871' });
    expect(parseVideoEmbed('<iframe src="https://player.vimeo.com/video/76979871" width="640"></iframe>')).toEqual({ provider: 'vimeo', id: '76979871' });
  });
  it('refuses other hosts, scripts riding along and non-links', () => {
    expect(parseVideoEmbed('<iframe src="https://evil.example.com/embed/dQw4w9WgXcQ"></iframe>')).toBeNull();
    expect(parseVideoEmbed('https://youtube.com.evil.io/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(parseVideoEmbed('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><script>x()</script>')).toBeNull();
    expect(parseVideoEmbed('javascript:alert(1)')).toBeNull();
    expect(validateContentDocument(doc({ type: 'Video', embedCode: 'https://dailymotion.com/x' })).embedCode).toBe(EMBED_MESSAGE);
  });
  it('rebuilds a clean iframe with an escaped title', () => {
    const html = videoEmbedHtml({ provider: 'vimeo', id: '1' }, 'A "quoted" <b>title</b>');
    expect(html).toContain('src="https://player.vimeo.com/video/1"');
    expect(html).toContain('title="A &quot;quoted&quot; &lt;b>title&lt;/b>"');
  });
});

describe('field rules', () => {
  it('needs a name and a known status', () => {
    expect(validateContentDocument(doc({ name: '  ', status: 7 }))).toMatchObject({ name: 'Field is required', status: expect.any(String) });
    expect(validateContentDocument(doc({ name: 'x'.repeat(256) })).name).toBe('At most 255 characters.');
    expect(validateContentDocument(doc())).toEqual({});
  });
  it('wants unpublished after published', () => {
    const errors = validateContentDocument(doc({ published: '2026-02-01T00:00:00Z', unpublished: '2026-02-01T00:00:00Z' }));
    expect(errors.unpublished).toBe('Must be after the published date.');
  });
  it('checks schedules: option, end after start, no duplicate section and option', () => {
    const errors = validateContentDocument(
      doc({
        websiteSchedules: [
          { sectionId: 1, option: 'Featured', start: '2026-02-01T00:00:00Z', end: '2026-01-01T00:00:00Z' },
          { sectionId: 1, option: 'Featured' },
          { sectionId: 1, option: 'Pinned' },
        ],
      }),
    );
    expect(errors).toEqual({ 'websiteSchedules.0.end': 'Must be after the start.', 'websiteSchedules.1.sectionId': 'This section is already scheduled with this option.' });
  });
  it('applies the type-specific rules', () => {
    expect(validateContentDocument(doc({ type: 'Event', status: 1 }))).toMatchObject({ startDate: 'Field is required', 'venue.name': expect.any(String) });
    expect(validateContentDocument(doc({ type: 'Event', startDate: '2026-03-02T00:00:00Z', endDate: '2026-03-01T00:00:00Z' })).endDate).toBe('Must not be before the start date.');
    expect(validateContentDocument(doc({ type: 'Webinar', startDate: '2026-03-02T00:00:00Z', linkUrl: 'ftp://x.example.com' })).linkUrl).toMatch(/http/);
    expect(validateContentDocument(doc({ type: 'Document' }))['details.fileAssetId']).toBe('Field is required');
    expect(validateContentDocument(doc({ type: 'Podcast', status: 1 }))['details.audioUrl']).toMatch(/audio URL or an audio file/);
    expect(validateContentDocument(doc({ type: 'Podcast', details: { durationSeconds: -1 } }))['details.durationSeconds']).toBeDefined();
    expect(validateContentDocument(doc({ type: 'Company', details: { email: 'nope', website: 'example' } }))).toMatchObject({
      'details.email': 'Enter a valid e-mail address.',
      'details.website': expect.stringMatching(/http/),
    });
    expect(validateContentDocument(doc({ type: 'MediaGallery', status: 1 })).imageIds).toMatch(/at least one image/);
    expect(validateContentDocument(doc({ type: 'Promotion' })).linkUrl).toBe('Field is required');
  });
  it('bounds the type-specific fields (sidebars apart) and the contact ids', () => {
    expect(DETAILS_TOO_LONG).toBe('The type-specific fields are too long: at most 20,000 characters (sidebars apart).');
    expect(validateContentDocument(doc({ details: { note: 'x'.repeat(CONTENT_LIMITS.details) } })).details).toBe(DETAILS_TOO_LONG);
    expect(validateContentDocument(doc({ details: { note: 'x'.repeat(CONTENT_LIMITS.details - 20) } })).details).toBeUndefined();
    const fullSidebars = Array.from({ length: 10 }, () => ({ title: 'T', body: `<p>${'x'.repeat(40_000)}</p>` }));
    expect(validateContentDocument(doc({ details: { sidebars: fullSidebars, phone: '+1 312 555 0100' } }))).toEqual({});
    const contactIds = Array.from({ length: CONTENT_LIMITS.ids + 1 }, (_, i) => i + 1);
    expect(validateContentDocument(doc({ type: 'Company', details: { contactIds } }))['details.contactIds']).toBe(`At most ${CONTENT_LIMITS.ids} items.`);
  });
  it('refuses dates outside 0001–9999 as the DateTime scalar does', () => {
    const errors = validateContentDocument(doc({ published: '+275760-09-13T00:00:00.000Z', unpublished: '10000-01-01', websiteSchedules: [{ sectionId: 1, start: '-271821-04-20T00:00:00.000Z' }] }));
    expect(errors).toMatchObject({
      published: 'DateTime must be between 0001-01-01 and 9999-12-31.',
      unpublished: 'DateTime must be between 0001-01-01 and 9999-12-31.',
      'websiteSchedules.0.start': 'DateTime must be between 0001-01-01 and 9999-12-31.',
    });
    expect(validateContentDocument(doc({ published: '9999-12-31T00:00:00.000Z' })).published).toBeUndefined();
  });
  it('normalises: trims, dedupes, slugifies the manual alias, defaults the option', () => {
    const n = normaliseContentDocument(
      doc({ name: ' Name ', manualAlias: 'My Slug', taxonomyIds: [3, 3, 4], labels: [' Sponsored ', 'Sponsored'], websiteSchedules: [{ sectionId: 1 }], details: { phone: ' ', website: ' https://a.example ' } }),
    );
    expect(n).toMatchObject({ name: 'Name', manualAlias: 'my-slug', taxonomyIds: [3, 4], labels: ['Sponsored'], websiteSchedules: [{ sectionId: 1, option: 'Standard', start: null, end: null }], details: { website: 'https://a.example' } });
    expect(n.excludeAds).toMatchObject({ welcomeAd: false, reskinAd: false });
  });
});

describe('content sidebars (details.sidebars)', () => {
  const panel = (i: number) => ({ title: `Panel ${i}`, body: `<p>Text ${i}</p>` });
  const sidebarErrors = (sidebars: unknown) =>
    Object.fromEntries(Object.entries(validateContentDocument(doc({ details: { sidebars } }))).filter(([key]) => key.startsWith('details.sidebars')));

  it('accepts up to 10 panels, with or without a title, on every type', () => {
    expect(sidebarErrors(Array.from({ length: 10 }, (_, i) => panel(i)))).toEqual({});
    expect(sidebarErrors([{ body: '<p>No title</p>' }, { title: null, body: '<p>Also fine</p>' }])).toEqual({});
    expect(validateContentDocument(doc({ type: 'Company', details: { sidebars: [panel(1)] } }))).toEqual({});
    expect(sidebarErrors(null)).toEqual({});
  });

  it('refuses more than 10 panels', () => {
    expect(sidebarErrors(Array.from({ length: 11 }, (_, i) => panel(i)))).toEqual({ 'details.sidebars': 'At most 10 sidebars.' });
    expect(sidebarErrors('not a list')).toEqual({ 'details.sidebars': 'Must be a list of sidebars.' });
  });

  it('needs a body with words in it, keyed by the panel’s index', () => {
    expect(sidebarErrors([panel(0), { title: 'Key specifications' }, { title: 'At a glance', body: '<p> &nbsp;</p><p></p>' }, 'x'])).toEqual({
      'details.sidebars.1.body': 'Field is required',
      'details.sidebars.2.body': 'Field is required',
      'details.sidebars.3.body': 'Field is required',
    });
  });

  it('ignores panels left wholly empty (saving drops them)', () => {
    expect(sidebarErrors([{ title: '  ', body: '<p></p>' }, {}, panel(2)])).toEqual({});
  });

  it('bounds the title to 255 and the body to 50,000 characters', () => {
    expect(sidebarErrors([{ title: 't'.repeat(256), body: `<p>${'b'.repeat(50_000)}</p>` }])).toEqual({
      'details.sidebars.0.title': 'At most 255 characters.',
      'details.sidebars.0.body': 'At most 50000 characters.',
    });
    expect(sidebarErrors([{ title: ` ${'t'.repeat(255)} `, body: '<p>ok</p>' }])).toEqual({});
    expect(sidebarErrors([{ title: 42, body: '<p>ok</p>' }])).toEqual({ 'details.sidebars.0.title': 'Must be text.' });
  });

  it('normalises: keeps the order, trims titles (blank → null), drops wholly empty panels', () => {
    const n = normaliseContentDocument(
      doc({
        details: {
          sidebars: [
            { title: '  At a glance ', body: ' <ul><li>800 V</li></ul> ' },
            { title: ' ', body: '<p></p>' },
            { title: '', body: '<p>Untitled</p>' },
          ],
        },
      }),
    );
    expect(n.details).toEqual({
      sidebars: [
        { title: 'At a glance', body: '<ul><li>800 V</li></ul>' },
        { title: null, body: '<p>Untitled</p>' },
      ],
    });
    expect(normaliseContentDocument(doc({ details: { sidebars: [{ title: '', body: '' }], phone: '+1 555 0100' } })).details).toEqual({ phone: '+1 555 0100' });
  });
});
