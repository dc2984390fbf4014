/**
 * The image gallery block's slideshow (src/site/blocks/ImageGallery): the server renders every
 * image as a list, readable without a script; here the list becomes one slide at a time with
 * previous/next buttons (wrapping around), the arrow keys while the gallery has the focus, the
 * thumbnail strip, and a counter announced to screen readers.
 */
export function initImageGalleries(doc: Document = document): void {
  for (const gallery of Array.from(doc.querySelectorAll<HTMLElement>('[data-image-gallery]'))) enhance(gallery);
}

function enhance(gallery: HTMLElement): void {
  const slides = Array.from(gallery.querySelectorAll<HTMLElement>('.image-gallery__slide'));
  if (slides.length < 2 || gallery.classList.contains('image-gallery--enhanced')) return;
  const controls = gallery.querySelector<HTMLElement>('[data-gallery-controls]');
  const thumbs = gallery.querySelector<HTMLElement>('[data-gallery-thumbs]');
  const counter = gallery.querySelector<HTMLElement>('[data-gallery-counter]');
  const thumbButtons = Array.from(gallery.querySelectorAll<HTMLElement>('[data-gallery-to]'));
  let current = 0;

  const show = (index: number) => {
    current = (index + slides.length) % slides.length;
    slides.forEach((slide, i) => (slide.hidden = i !== current));
    thumbButtons.forEach((button, i) => button.setAttribute('aria-current', String(i === current)));
    if (counter) counter.textContent = `${current + 1} of ${slides.length}`;
    // A lazy image of a hidden slide was never loaded: the shown one loads now.
    slides[current]!.querySelector('img')?.setAttribute('loading', 'eager');
  };

  gallery.classList.add('image-gallery--enhanced');
  if (controls) controls.hidden = false;
  if (thumbs) thumbs.hidden = false;
  gallery.tabIndex = -1;
  show(0);

  gallery.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const step = target?.closest<HTMLElement>('[data-gallery-step]');
    if (step) return show(current + Number(step.dataset.galleryStep));
    const to = target?.closest<HTMLElement>('[data-gallery-to]');
    if (to) show(Number(to.dataset.galleryTo));
  });
  gallery.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') show(current - 1);
    else if (event.key === 'ArrowRight') show(current + 1);
    else return;
    event.preventDefault();
  });
}
