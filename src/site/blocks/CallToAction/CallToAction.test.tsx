import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockCta } from '../BlockCta';
import { blockSettings, fakeApi, loadedBlock, sectionPage } from '../fixtures';
import CallToActionBlock from './Block';
import { loadCallToAction, type CallToActionData } from './load';
import { callToActionSettings, type CallToActionSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(callToActionSettings, input);
const { api } = fakeApi();
const full = { heading: 'Join us', body: 'Get the newsletter.', buttonLabel: 'Subscribe', buttonLink: '/subscribe' };
const newDesign = { ...sectionPage, useNewDesign: true };

describe('call_to_action', () => {
  it('is empty by default and refuses a link that is no path or web address', () => {
    expect(callToActionSettings.parse({})).toEqual({ heading: '', body: '', buttonLabel: '', buttonLink: '', alignment: 'left' });
    expect(callToActionSettings.safeParse({ buttonLink: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('is dropped when nothing is written; a button needs both label and link', async () => {
    expect(await loadCallToAction({ settings: settings(), page: sectionPage, api })).toBeNull();
    expect(await loadCallToAction({ settings: settings({ buttonLabel: 'Go' }), page: sectionPage, api })).toBeNull();
    expect(await loadCallToAction({ settings: settings({ heading: 'Hi', buttonLabel: 'Go' }), page: sectionPage, api })).toEqual({ data: { hasButton: false } });
    expect(await loadCallToAction({ settings: settings(full), page: sectionPage, api })).toEqual({ data: { hasButton: true } });
  });

  const render = (page = sectionPage, input: Record<string, unknown> = full) =>
    renderToStaticMarkup(<CallToActionBlock block={loadedBlock<CallToActionData, CallToActionSettings>('call_to_action', settings(input), { hasButton: true })} page={page} />);

  it('shows the button to everyone in the classic design', () => {
    expect(render()).toBe(
      '<div class="call-to-action call-to-action--left"><h2 class="call-to-action__heading">Join us</h2><p class="call-to-action__body">Get the newsletter.</p><a class="block-button cta-button" href="/subscribe">Subscribe</a></div>',
    );
    expect(render(sectionPage, { ...full, title: 'Newsletter' })).toContain('<h3 class="call-to-action__heading">');
  });

  it('marks the button for logged-in members only in the new design (002 §5)', () => {
    expect(render(newDesign)).toContain('<a class="block-button cta-button" href="/subscribe" data-requires-site-user="">Subscribe</a>');
  });

  it("renders any block's common cta the same way, and nothing when it is empty", () => {
    const cta = { text: 'More news daily.', buttonLabel: 'Sign up', buttonLink: '/signup' };
    expect(renderToStaticMarkup(<BlockCta cta={cta} page={newDesign} />)).toBe(
      '<div class="block-cta"><p class="block-cta__text">More news daily.</p><a class="block-button cta-button" href="/signup" data-requires-site-user="">Sign up</a></div>',
    );
    expect(renderToStaticMarkup(<BlockCta cta={{ text: '', buttonLabel: 'Sign up', buttonLink: '' }} page={sectionPage} />)).toBe('');
  });
});
