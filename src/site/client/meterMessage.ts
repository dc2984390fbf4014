import { readCookie } from '../../client/cookies.js';
import { fillMeteringText, METER_COOKIE, parseMeter } from '../../shared/meter.js';

/**
 * The content meter's message (spec 002 §4 "Content meter"): a metered page is one of the page
 * cache's variants of the item (the meter's status), shared by every reader in that state, so it
 * carries the site's text with its placeholders and this fills them from the reader's own meter
 * cookie, which the same answer has just set: [VIEWS], [ALLOWED_VIEWS], [VIEWS_REMAINING] and
 * [EXPIRATION_DATE] (MM/dd/yyyy). Without a readable meter the message stays hidden.
 */
export function showMeterMessages(root: ParentNode, cookie: string | null = readCookie(METER_COOKIE)): void {
  const messages = root.querySelectorAll<HTMLElement>('.meter-message[data-meter-template]');
  if (messages.length === 0) return;
  const meter = parseMeter(cookie);
  if (!meter) return;
  for (const message of messages) {
    message.textContent = fillMeteringText(message.dataset.meterTemplate ?? '', { views: meter.views, allowedViews: meter.numberOfFreeViews, expiration: meter.expirationTime });
    message.hidden = false;
  }
}
