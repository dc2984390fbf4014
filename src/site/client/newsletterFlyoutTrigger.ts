// No static imports here on purpose: every page's script takes this module, and must take nothing else with it.

/** The flyout dialog's id (the footer's button names it with aria-controls; shell/NewsletterFlyout.tsx renders it). */
export const NEWSLETTER_FLYOUT_ID = 'newsletter-flyout';

/** What opens the flyout: its button, and any link to #newsletters (a menu entry, a call to action). */
export const NEWSLETTER_FLYOUT_OPENERS = '[data-newsletter-flyout-open], a[href="#newsletters"]';

type Widgets = Pick<typeof import('./newsletterWidgets.js'), 'openNewsletterFlyout'>;

/**
 * The part of the newsletter flyout in every page's script: a click on its button (or a link to
 * #newsletters) loads the pane's own chunk (newsletterWidgets.ts, with the sign-up form's script)
 * and opens it. A reader who never opens it downloads nothing more. Returns the function that
 * removes the listener (tests).
 */
export function initNewsletterFlyoutTriggers(doc: Document = document, load: () => Promise<Widgets> = () => import('./newsletterWidgets.js')): () => void {
  const dialog = doc.getElementById(NEWSLETTER_FLYOUT_ID);
  if (!dialog || dialog.dataset.triggers === 'true') return () => undefined;
  dialog.dataset.triggers = 'true';
  let chunk: Promise<Widgets> | null = null;
  const onClick = (event: MouseEvent) => {
    const opener = event.target instanceof Element ? event.target.closest<HTMLElement>(NEWSLETTER_FLYOUT_OPENERS) : null;
    if (!opener) return;
    event.preventDefault();
    chunk ??= load();
    chunk
      .then((widgets) => widgets.openNewsletterFlyout(dialog, opener))
      .catch((error: unknown) => {
        // A failed download is tried again on the next click.
        chunk = null;
        console.error('[newsletter flyout]', error);
      });
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
