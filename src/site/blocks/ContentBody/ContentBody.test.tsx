import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, contentPage, fakeApi, loadedBlock, teaser } from '../fixtures';
import ContentBodyBlock from './Block';
import { loadContentBody, type ContentBodyData } from './load';
import { contentBodyBlock, contentBodySettings, type ContentBodySettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(contentBodySettings, input);
const { api } = fakeApi();

describe('content_body', () => {
  it('keeps 1 to 10 ungated paragraphs, default 1 (002 §9), on content pages only', () => {
    expect(contentBodySettings.parse({}).ungatedParagraphs).toBe(1);
    expect(contentBodySettings.parse({ ungatedParagraphs: 10 }).ungatedParagraphs).toBe(10);
    expect(contentBodySettings.safeParse({ ungatedParagraphs: 0 }).success).toBe(false);
    expect(contentBodySettings.safeParse({ ungatedParagraphs: 11 }).success).toBe(false);
    expect(contentBodySettings.safeParse({ ungatedParagraphs: 1.5 }).success).toBe(false);
    expect(contentBodyBlock.pageKinds).toEqual(['content']);
  });

  it('loads the body and is dropped without one', async () => {
    expect((await loadContentBody({ settings: settings(), page: contentPage, api }))?.data.html).toBe('<p>First paragraph.</p><p>Second paragraph.</p>');
    const noBody = { ...contentPage, content: { ...contentPage.content!, body: '  ' } };
    expect(await loadContentBody({ settings: settings(), page: noBody, api })).toBeNull();
    expect(await loadContentBody({ settings: settings(), page: { ...contentPage, content: null }, api })).toBeNull();
  });

  it('puts 4 recommendations after the third long paragraph where the page asks for them (002 §9)', async () => {
    const paragraph = (word: string) => `<p>${Array.from({ length: 40 }, () => word).join(' ')}</p>`;
    const body = `${paragraph('a')}<p>short</p>${paragraph('b')}${paragraph('c')}${paragraph('d')}`;
    const recommended = [1, 2, 3, 4, 5].map((id) => teaser(id));
    const page = { ...contentPage, recommendationsInBody: true, content: { ...contentPage.content!, body } };
    const { api: withItems, recommendationCalls } = fakeApi({ recommended });
    const loaded = await loadContentBody({ settings: settings(), page, api: withItems });
    expect(recommendationCalls).toEqual([{ contentId: contentPage.content!.id, sectionId: contentPage.section!.id, count: 4, teaserMaxLength: 175 }]);
    expect(loaded?.data.recommendations).toEqual({ at: body.length - paragraph('d').length, items: recommended.slice(0, 4) });
    const html = renderToStaticMarkup(<ContentBodyBlock block={loadedBlock<ContentBodyData, ContentBodySettings>('content_body', settings(), loaded!.data)} page={page} />);
    expect(html).toMatch(new RegExp(`${paragraph('c')}<aside class="in-article-recommendations recommendations" data-track-clicks="false" aria-labelledby="in-article-recommendations-title"><h2[^>]*>Recommended for you</h2><ul class="content-teasers content-teasers--list">`));
    expect(html).toMatch(/<\/ul><\/aside><p>d d /);
    expect(html.match(/<li>/g)).toHaveLength(4);

    // Not asked for (the site's recommendations are off, or another type), too short, or nothing recommended: the body alone.
    const { api: notAsked, recommendationCalls: none } = fakeApi({ recommended });
    expect((await loadContentBody({ settings: settings(), page: { ...page, recommendationsInBody: undefined }, api: notAsked }))?.data.recommendations).toBeUndefined();
    expect((await loadContentBody({ settings: settings(), page: { ...page, content: { ...page.content, body: paragraph('a') } }, api: notAsked }))?.data.recommendations).toBeUndefined();
    expect(none).toEqual([]);
    expect((await loadContentBody({ settings: settings(), page, api: fakeApi({ recommended: [] }).api }))?.data.recommendations).toBeUndefined();
  });

  it('renders the body in the gating hooks', () => {
    const block = loadedBlock<ContentBodyData, ContentBodySettings>('content_body', settings({ ungatedParagraphs: 3 }), { html: '<p>One</p>', gate: null, meter: null, licensedBy: null, audio: null });
    expect(renderToStaticMarkup(<ContentBodyBlock block={block} page={contentPage} />)).toBe('<div class="content-body" data-ungated-paragraphs="3"><p>One</p></div>');
  });

  it('follows a body cut for this reader with the gating form: join (the site’s label) and log in, coming back here', async () => {
    const gated = { ...contentPage, content: { ...contentPage.content!, body: '<p>First paragraph.</p>', gating: { isGated: true, gated: true, memberships: [3], hiddenBlocks: [], joinLabel: 'Become a member', licensedBy: null, meter: { status: 'failed-metered' as const, template: 'You have read your [ALLOWED_VIEWS] free articles.' } } } };
    const loaded = await loadContentBody({ settings: settings(), page: gated, api });
    expect(loaded?.data.gate).toEqual({ joinLabel: 'Become a member', registrationOnly: false });
    const block = loadedBlock<ContentBodyData, ContentBodySettings>('content_body', settings(), loaded!.data);
    const html = renderToStaticMarkup(<ContentBodyBlock block={block} page={gated} />);
    expect(html).toContain('<div class="content-body" data-ungated-paragraphs="1"><p>First paragraph.</p></div><div class="paywall gating-form" data-gating="failed">');
    expect(html).toContain('href="/membership/choose?redirectTo=%2Fpower%2Fgan-chargers">Become a member</a>');
    expect(html).toContain('href="/account/login?redirectTo=%2Fpower%2Fgan-chargers">Log in</a>');
    // The meter's message inside the gating form (spec 002 §4): the site's text, filled in the
    // browser from the reader's cookie (the page is shared by every reader in this meter state).
    expect(html).toContain('<p class="meter-message" data-meter-status="failed-metered" data-meter-template="You have read your [ALLOWED_VIEWS] free articles." role="status" hidden=""></p>');
    const registration = { ...gated, content: { ...gated.content, gating: { ...gated.content.gating, memberships: [] } } };
    expect((await loadContentBody({ settings: settings(), page: registration, api }))?.data.gate?.registrationOnly).toBe(true);
  });

  it('shows a passed meter’s message above the whole body', async () => {
    const metered = { ...contentPage, content: { ...contentPage.content!, gating: { isGated: true, gated: false, memberships: [3], hiddenBlocks: [], joinLabel: 'Join Now', licensedBy: null, meter: { status: 'passed-metered-more' as const, template: 'You have read [VIEWS] of [ALLOWED_VIEWS] free articles.' } } } };
    const loaded = await loadContentBody({ settings: settings(), page: metered, api });
    const html = renderToStaticMarkup(<ContentBodyBlock block={loadedBlock<ContentBodyData, ContentBodySettings>('content_body', settings(), loaded!.data)} page={metered} />);
    expect(html).toBe('<p class="meter-message" data-meter-status="passed-metered-more" data-meter-template="You have read [VIEWS] of [ALLOWED_VIEWS] free articles." role="status" hidden=""></p><div class="content-body" data-ungated-paragraphs="1"><p>First paragraph.</p><p>Second paragraph.</p></div>');
  });

  it('names the site-licence company that gave the reader the whole body', async () => {
    const licensed = { ...contentPage, content: { ...contentPage.content!, gating: { isGated: true, gated: false, memberships: [3], hiddenBlocks: [], joinLabel: 'Join Now', licensedBy: 'Northfield Controls', meter: null } } };
    const loaded = await loadContentBody({ settings: settings(), page: licensed, api });
    const html = renderToStaticMarkup(<ContentBodyBlock block={loadedBlock<ContentBodyData, ContentBodySettings>('content_body', settings(), loaded!.data)} page={licensed} />);
    expect(html.startsWith('<p class="licence-notice">Access provided by Northfield Controls</p><div class="content-body"')).toBe(true);
  });

  it("plays a podcast's episode above the body for a reader who may read it, never beside the gating form", async () => {
    const audio = { url: 'https://media.example.com/ep-41.mp3', mimeType: null, duration: '40:12' };
    const podcast = { ...contentPage, content: { ...contentPage.content!, type: 'Podcast' as const, audio } };
    const loaded = await loadContentBody({ settings: settings(), page: podcast, api: fakeApi().api });
    expect(loaded?.data.audio).toEqual(audio);
    const html = renderToStaticMarkup(<ContentBodyBlock block={loadedBlock<ContentBodyData, ContentBodySettings>('content_body', settings(), loaded!.data)} page={podcast} />);
    expect(html).toContain('<audio class="episode-player__audio" controls="" preload="none" src="https://media.example.com/ep-41.mp3">');
    expect(html).toContain('Listen to the episode<span class="episode-player__duration"> (40:12)</span>');
    const gated = { ...podcast, content: { ...podcast.content, gating: { ...podcast.content.gating, isGated: true, gated: true, memberships: [3] } } };
    expect((await loadContentBody({ settings: settings(), page: gated, api: fakeApi().api }))?.data.audio).toBeNull();
  });
});
