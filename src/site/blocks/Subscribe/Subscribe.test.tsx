import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, fakeApi, homePage, loadedBlock } from '../fixtures';
import type { SubscribeOffer } from '../types';
import SubscribeBlock from './Block';
import { loadSubscribe, type SubscribeData } from './load';
import { subscribeBlock, subscribeSettings, type SubscribeSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(subscribeSettings, input);
const offer = (over: Partial<SubscribeOffer> = {}): SubscribeOffer => ({
  newsletters: [
    { id: 300001, title: 'EDR Daily', description: 'The day’s news, every morning.' },
    { id: 300002, title: 'Power Weekly', description: 'Power electronics on Fridays.' },
  ],
  title: '',
  description: '',
  buttonLabel: '',
  ...over,
});
const load = (subscribe: SubscribeOffer | null, input: Record<string, unknown> = {}) => loadSubscribe({ settings: settings(input), page: homePage, api: fakeApi({ subscribe }).api });
const render = (data: SubscribeData, input: Record<string, unknown> = {}) =>
  renderToStaticMarkup(<SubscribeBlock block={loadedBlock<SubscribeData, SubscribeSettings>('subscribe', settings(input), data)} page={homePage} />);

describe('subscribe', () => {
  it('has no settings of its own: the newsletter settings say what it offers', () => {
    expect(subscribeSettings.parse({})).toEqual({});
    expect(subscribeBlock.type).toBe('subscribe');
  });

  it('takes the subscribe block’s newsletters and texts, with the defaults for empty ones', async () => {
    expect((await load(offer()))?.data).toEqual({ newsletters: offer().newsletters, title: 'Get our newsletters', description: '', buttonLabel: 'Sign up' });
    const own = await load(offer({ title: ' Stay informed ', description: 'Pick what you like.', buttonLabel: 'Subscribe now' }));
    expect(own?.data).toMatchObject({ title: 'Stay informed', description: 'Pick what you like.', buttonLabel: 'Subscribe now' });
  });

  it('is dropped when no newsletter is enabled for the block, or the newsletters module is off (002 §5)', async () => {
    expect(await load(offer({ newsletters: [] }))).toBeNull();
    expect(await load(null)).toBeNull();
  });

  it('renders the newsletters and the sign-up form with the spec’s words (002 §5)', async () => {
    const html = render((await load(offer()))!.data);
    expect(html).toContain('data-subscribe-block=""');
    expect(html).toContain('<h2 id="subscribe-subscribe-1-title" class="newsletter-signup-title">Get our newsletters</h2>');
    // Every newsletter with its title and description, as a box to tick.
    expect(html).toContain('<input id="subscribe-subscribe-1-300001" type="checkbox" name="omedaProducts" value="300001"/>');
    expect(html).toContain('<span class="newsletter-signup-name">Power Weekly</span><span class="newsletter-signup-description">Power electronics on Fridays.</span>');
    expect(html).toContain('<label for="subscribe-subscribe-1-email" class="required">Email Address</label>');
    expect(html).toContain('placeholder="Enter your email here"');
    expect(html).toContain('>Sign up</button>');
    // The country and region are built by the script; the consent box waits, hidden, for a country that requires it.
    expect(html).toContain('<div data-country-fields="subscribe-subscribe-1"></div>');
    expect(html).toMatch(/data-consent-field="" data-casl-text="Yes, I consent to receive the newsletters I selected from Electronic Design Review by e-mail\./);
    expect(html).toContain("You&#x27;re all done! You will now receive updates from the newsletter(s) you selected.");
    // Nothing of a member: the page is the same for everyone.
    expect(html).not.toContain('Opt out');
  });

  it('shows the editor’s texts; a title of the block’s own (drawn by the grid) replaces the heading', async () => {
    const data = (await load(offer({ title: 'Stay informed', description: 'Pick what you like.', buttonLabel: 'Subscribe now' })))!.data;
    const html = render(data);
    expect(html).toContain('>Stay informed</h2>');
    expect(html).toContain('<p class="newsletter-signup-intro">Pick what you like.</p>');
    expect(html).toContain('>Subscribe now</button>');
    const titled = render(data, { title: 'Newsletters' });
    expect(titled).not.toContain('</h2>');
    expect(titled).toContain('aria-label="Newsletters"');
  });
});
