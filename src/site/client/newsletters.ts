/**
 * The newsletter parts of a public page (002 §2 footer sign-up, /account#manage-newsletters, the
 * double opt-in page). Their code is a chunk of its own (newsletterForms.ts, with the transport):
 * the account and confirmation pages load it at once; the footer, on every page, only when the
 * reader turns to its form (focus) or sends it — an article's reader downloads none of it.
 */
let chunk: Promise<{ forms: typeof import('./newsletterForms.js'); deps: import('./newsletterForms.js').NewsletterDeps }> | null = null;

function load() {
  chunk ??= Promise.all([import('./newsletterForms.js'), import('./siteTransport.js')])
    .then(([forms, { siteTransport }]) => ({ forms, deps: { transport: siteTransport(), search: window.location.search } }))
    .catch((error: unknown) => {
      // A failed download may be tried again on the next focus or submit.
      chunk = null;
      throw error;
    });
  return chunk;
}

const report = (error: unknown) => console.error('[newsletters]', error);

export function initNewsletters(root: Document = document): void {
  if (root.querySelector('[data-newsletter-manager], form[data-newsletter-confirm]')) {
    load()
      .then(({ forms, deps }) => {
        forms.initNewsletterManager(root, deps);
        forms.initNewsletterConfirmForms(root, deps);
      })
      .catch(report);
  }
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-newsletter-signup]')) {
    if (form.dataset.newsletterLoader === 'true') continue;
    form.dataset.newsletterLoader = 'true';
    const start = () => load().then(({ forms, deps }) => forms.initNewsletterSignup(form, deps));
    form.addEventListener('focusin', () => void start().catch(report));
    // Sent before the script arrived: held, then sent again once it is wired (onSubmit marks data-ready).
    form.addEventListener('submit', (event) => {
      if (form.dataset.ready === 'true') return;
      event.preventDefault();
      start()
        .then(() => form.requestSubmit())
        .catch(report);
    });
  }
}
