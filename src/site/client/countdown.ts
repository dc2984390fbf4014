import { COUNTDOWN_UNITS, remainingUntil, unitName } from '../blocks/Countdown/time.js';

/**
 * The countdown block (src/site/blocks/Countdown). The server drew the days, hours and minutes
 * left when it rendered the page, but pages are served from the page cache, so those numbers may
 * be old: here they are set at once from the visitor's clock, the seconds are shown, and every
 * countdown of the page ticks on the second — one timer for all of them, stopped while the tab is
 * hidden (nothing to see, and background timers are throttled anyway) and set right again when it
 * comes back. When the time comes a countdown shows its ended text, or hides its block when it has
 * none. Returns a function that stops it (tests).
 */
export function initCountdowns(doc: Document = document): () => void {
  const countdowns = Array.from(doc.querySelectorAll<HTMLElement>('[data-countdown]')).flatMap((root) => {
    const target = Date.parse(root.dataset.countdown ?? '');
    // Over when the server drew it: final (time does not run back), whatever the visitor's clock says.
    if (Number.isNaN(target) || root.hasAttribute('data-countdown-ready') || root.hasAttribute('data-countdown-ended')) return [];
    root.setAttribute('data-countdown-ready', '');
    return [{ root, target }];
  });
  if (countdowns.length === 0) return () => undefined;
  let live = [...countdowns];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const end = (root: HTMLElement) => {
    root.setAttribute('data-countdown-ended', '');
    const running = root.querySelector<HTMLElement>('[data-countdown-running]');
    const endedText = root.querySelector<HTMLElement>('[data-countdown-ended-text]');
    if (running) running.hidden = true;
    if (endedText) endedText.hidden = false;
    // Nothing to say once it is over: the block goes, as the server drops it then.
    else (root.closest<HTMLElement>('[data-block-type]') ?? root).hidden = true;
  };

  const render = () => {
    const now = Date.now();
    live = live.filter(({ root, target }) => {
      const remaining = remainingUntil(target, now);
      if (remaining.done) {
        end(root);
        return false;
      }
      for (const unit of COUNTDOWN_UNITS) {
        const part = root.querySelector<HTMLElement>(`[data-countdown-part="${unit}"]`);
        if (!part) continue;
        part.hidden = false;
        const value = part.querySelector('.countdown__value');
        const name = part.querySelector('.countdown__unit');
        if (value) value.textContent = String(remaining[unit]);
        if (name) name.textContent = unitName(unit, remaining[unit]);
      }
      return true;
    });
  };

  const tick = () => {
    clearTimeout(timer);
    timer = undefined;
    render();
    // On the next whole second of the clock, so every countdown turns over together.
    if (live.length > 0 && !doc.hidden) timer = setTimeout(tick, 1000 - (Date.now() % 1000));
  };

  const onVisibility = () => {
    if (doc.hidden) {
      clearTimeout(timer);
      timer = undefined;
    } else tick();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  tick();
  return () => {
    clearTimeout(timer);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
