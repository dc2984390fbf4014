// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { decideMeter, serializeMeter } from '../../shared/meter.js';
import { DEFAULT_METERING_TEXTS } from '../../shared/settings/membership.js';
import ContentBodyBlock from '../blocks/ContentBody/Block.js';
import { blockSettings, contentPage, loadedBlock } from '../blocks/fixtures.js';
import type { ContentBodyData } from '../blocks/ContentBody/load.js';
import { contentBodySettings, type ContentBodySettings } from '../blocks/ContentBody/settings.js';
import { showMeterMessages } from './meterMessage.js';

const settings = { numberOfFreeViews: 7, meteringPeriod: 30 };
const start = Date.UTC(2026, 10, 2, 18);

/** The block as the page cache keeps it for every reader in the meter's state. */
function mount(status: 'passed-metered-more' | 'failed-metered', template: string) {
  const data: ContentBodyData = { html: '<p>One</p>', gate: null, meter: { status, template }, licensedBy: null, audio: null };
  document.body.innerHTML = renderToStaticMarkup(<ContentBodyBlock block={loadedBlock<ContentBodyData, ContentBodySettings>('content_body', blockSettings(contentBodySettings, {}), data)} page={contentPage} />);
  return document.querySelector<HTMLElement>('.meter-message')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the meter message', () => {
  it("fills the site's text with this reader's numbers from the cookie and shows it", () => {
    let meter = decideMeter(null, 1, settings, start).meter;
    meter = decideMeter(meter, 2, settings, start + 1000).meter;
    const message = mount('passed-metered-more', DEFAULT_METERING_TEXTS.passedMeteredMore);
    expect(message.hidden).toBe(true);
    showMeterMessages(document, serializeMeter(meter));
    expect(message.hidden).toBe(false);
    // 30 days after Nov 2 (Chicago time) is Dec 2.
    expect(message.textContent).toBe('You have read 2 of 7 free articles. 5 left until 12/02/2026.');
  });

  it('stays hidden without a readable meter', () => {
    const message = mount('failed-metered', DEFAULT_METERING_TEXTS.failedMetered);
    showMeterMessages(document, null);
    expect(message.hidden).toBe(true);
    showMeterMessages(document, 'not a meter');
    expect(message.hidden).toBe(true);
    expect(message.textContent).toBe('');
  });
});
