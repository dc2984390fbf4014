import type { BlockLoader, BlockPage } from '../types';
import type { CountdownSettings } from './settings';

export interface CountdownData {
  /** The instant counted down to, ISO. */
  target: string;
  /** It had passed when the page was assembled (the block then shows its ended text). */
  ended: boolean;
}

/** The start of the page's event or webinar (content_title's details carry it), or null. */
const eventStartOf = (page: BlockPage): string | null => {
  const content = page.content;
  return content && (content.type === 'Event' || content.type === 'Webinar') ? (content.event?.start ?? null) : null;
};

/**
 * 002 §5 "others lacking data": dropped with nothing to count down to, or once the time has come
 * when there is no text to show then. The clock is read here and again when the page is drawn;
 * pages are cached, so the page script corrects both at once in the browser.
 */
export const loadCountdown: BlockLoader<CountdownSettings, CountdownData> = async ({ settings, page }) => {
  const target = settings.targetDate || eventStartOf(page);
  const at = target ? Date.parse(target) : Number.NaN;
  if (Number.isNaN(at)) return null;
  const ended = at <= Date.now();
  if (ended && !settings.endedText) return null;
  return { data: { target: new Date(at).toISOString(), ended } };
};
