/**
 * The carousel block (src/site/blocks/Carousel): the server sends a row of cards that scrolls
 * sideways with scroll-snap, usable as it is. Here each carousel gets previous and next buttons
 * (before the row, so they come first in the tab order) that scroll by one card; a button at its
 * end of the row is marked aria-disabled (not `disabled`, which would throw the keyboard focus
 * out of it) and does nothing. The buttons hide when every card fits. Returns a function that
 * stops listening (tests).
 */
export function initCarousels(doc: Document = document): () => void {
  const stops = Array.from(doc.querySelectorAll<HTMLElement>('[data-carousel]')).map((carousel) => enhance(carousel, doc));
  return () => stops.forEach((stop) => stop());
}

/** How far one step scrolls: a card and the gap after it (the row's width when unknown). */
function stepOf(track: HTMLElement): number {
  const card = track.querySelector<HTMLElement>('.carousel__item');
  const width = card?.getBoundingClientRect().width ?? 0;
  const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
  return width > 0 ? width + gap : track.clientWidth * 0.8;
}

function enhance(carousel: HTMLElement, doc: Document): () => void {
  const track = carousel.querySelector<HTMLElement>('.carousel__track');
  if (!track || carousel.hasAttribute('data-carousel-ready')) return () => undefined;
  carousel.setAttribute('data-carousel-ready', '');

  const controls = doc.createElement('div');
  controls.className = 'carousel__controls';
  const button = (step: -1 | 1, label: string, text: string) => {
    const element = doc.createElement('button');
    element.type = 'button';
    element.className = 'carousel__button';
    element.dataset.carouselStep = String(step);
    element.setAttribute('aria-label', label);
    if (track.id) element.setAttribute('aria-controls', track.id);
    element.textContent = text;
    return element;
  };
  const previous = button(-1, 'Previous items', '‹');
  const next = button(1, 'Next items', '›');
  controls.append(previous, next);
  carousel.insertBefore(controls, track);

  // Where the row is going: a step taken while the row still glides from the last one goes on
  // from that step's end, so quick presses add up instead of cutting each other short.
  let heading: number | null = null;
  let settle: ReturnType<typeof setTimeout> | undefined;
  const end = () => track.scrollWidth - track.clientWidth;

  const update = () => {
    const left = heading ?? track.scrollLeft;
    controls.hidden = end() <= 1;
    previous.setAttribute('aria-disabled', String(left <= 1));
    next.setAttribute('aria-disabled', String(left >= end() - 1));
  };
  const settled = () => {
    clearTimeout(settle);
    heading = null;
    update();
  };

  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-carousel-step]') : null;
    if (!target || target.getAttribute('aria-disabled') === 'true') return;
    const from = heading ?? track.scrollLeft;
    heading = Math.max(0, Math.min(end(), from + Number(target.dataset.carouselStep) * stepOf(track)));
    const reduced = doc.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (typeof track.scrollTo === 'function') track.scrollTo({ left: heading, behavior: reduced ? 'auto' : 'smooth' });
    else track.scrollLeft = heading;
    update();
  };
  const onScroll = () => {
    update();
    // 'scrollend' where the browser has it; otherwise a pause in the scroll events.
    clearTimeout(settle);
    settle = setTimeout(settled, 150);
  };
  controls.addEventListener('click', onClick);
  track.addEventListener('scroll', onScroll, { passive: true });
  track.addEventListener('scrollend', settled);
  // The row's width changes with the window (and the cards' images as they load).
  const view = doc.defaultView;
  const observer = view && 'ResizeObserver' in view ? new view.ResizeObserver(update) : null;
  if (observer) observer.observe(track);
  else view?.addEventListener('resize', update);
  update();

  return () => {
    clearTimeout(settle);
    controls.removeEventListener('click', onClick);
    track.removeEventListener('scroll', onScroll);
    track.removeEventListener('scrollend', settled);
    observer?.disconnect();
    view?.removeEventListener('resize', update);
  };
}
