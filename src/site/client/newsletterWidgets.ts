import { readCookie } from '../../client/cookies.js';
import { SITE_USER_TOKEN_COOKIE } from '../../client/sessionCookies.js';
import type { GetActiveSiteUserWithNewslettersQuery, SubscribeSiteUserNewsletterMutation } from '../../gql/graphql.js';
import { NEWSLETTER_TEXT } from '../../shared/newsletterSubscriptions.js';
import { NEWSLETTER_ITEM_TEXT } from '../account/newsletterText.js';
import { promoCodeOf } from '../account/paths.js';
import { checkedValues, onSubmit, setFormMessage } from './formKit.js';
import { initNewsletterSignup, type NewsletterDeps } from './newsletterForms.js';
import { afterSubscribe, selectionProblem, widgetView, type SubscribeOutcome } from './newsletterWidgetRules.js';
import { siteTransport } from './siteTransport.js';

/**
 * The newsletter widgets of the public pages, a chunk of their own: the flyout pane (loaded when
 * a reader first opens it, newsletterFlyoutTrigger.ts) and the subscribe block (loaded by a page
 * that shows one, initBlockScripts). Both render the same HTML for everyone — pages are cached and
 * shared — so what depends on the reader is decided here: a visitor gets the anonymous sign-up
 * (newsletterForms.ts, the footer's script), a logged-in member the newsletters they do not hold,
 * subscribed with subscribeSiteUserNewsletter (source NlWidgetAuthenticated); what they subscribe
 * to leaves the list (002 §4). The rules are in newsletterWidgetRules.ts.
 */

export interface WidgetDeps extends NewsletterDeps {
  /** Whether the login cookie is there (a member may be logged in); the cookie by default. */
  loggedIn?: () => boolean;
}

const browserDeps = (): WidgetDeps => ({ transport: siteTransport(), search: window.location.search });

/**
 * The newsletters the logged-in member holds, or null for a visitor: no login cookie, or a token
 * the server no longer knows. A failed call counts as a visitor too: the sign-up still works.
 */
export async function memberNewsletters(deps: WidgetDeps): Promise<{ newsletters: number[] } | null> {
  const loggedIn = deps.loggedIn ?? (() => Boolean(readCookie(SITE_USER_TOKEN_COOKIE)));
  if (!loggedIn()) return null;
  try {
    const data = await deps.transport.query<GetActiveSiteUserWithNewslettersQuery>('getActiveSiteUserWithNewsletters', { useCache: false });
    const user = data.getActiveSiteUserWithNewsletters;
    return user ? { newsletters: [...user.newsletters] } : null;
  } catch (error) {
    console.error('[newsletters]', error);
    return null;
  }
}

/** The newsletters a sign-up form offers (its boxes), in the page's order. */
const offeredBy = (form: HTMLFormElement): number[] =>
  Array.from(form.querySelectorAll<HTMLElement>('[data-newsletter-choice]'))
    .map((choice) => Number(choice.dataset.newsletterChoice))
    .filter((id) => Number.isSafeInteger(id) && id > 0);

/** Subscribes the member to each newsletter in turn (source NlWidgetAuthenticated, the page's pk as promo code). */
async function subscribeEach(ids: readonly number[], { transport, search }: WidgetDeps): Promise<{ results: { id: number; ok: boolean }[]; held: number[] }> {
  const promoCode = promoCodeOf(new URLSearchParams(search ?? '').get('pk'));
  const results: { id: number; ok: boolean }[] = [];
  let held: number[] = [];
  for (const newsletterId of ids) {
    try {
      const data = await transport.mutation<SubscribeSiteUserNewsletterMutation>('subscribeSiteUserNewsletter', { newsletterId, promoCode, source: 'NlWidgetAuthenticated' });
      held = [...data.subscribeSiteUserNewsletter.newsletters];
      results.push({ id: newsletterId, ok: true });
    } catch (error) {
      console.error('[newsletters]', error);
      results.push({ id: newsletterId, ok: false });
    }
  }
  return { results, held };
}

function note(doc: Document, text: string, className: string): HTMLParagraphElement {
  const element = doc.createElement('p');
  element.className = className;
  element.textContent = text;
  return element;
}

/** The widget's live message: success in its status line, a failure as the form's alert. */
function report(status: HTMLElement | null, outcome: SubscribeOutcome, form: HTMLFormElement | null): void {
  if (outcome.kind === 'error' && form) {
    setFormMessage(form, outcome.message);
    if (status) status.textContent = '';
    return;
  }
  if (status) {
    status.dataset.kind = outcome.kind;
    status.textContent = outcome.message;
  }
}

/**
 * The sign-up form turned into the member's list (the flyout): no address, country or consent —
 * the member is known —, only the newsletters they do not hold, and Subscribe. Ticked ones are
 * subscribed and leave the list; none ticked says 'Please select a newsletter before continuing'.
 */
function memberForm(form: HTMLFormElement, remaining: number[], { status, done }: { status: HTMLElement | null; done: (outcome: SubscribeOutcome) => void }, deps: WidgetDeps): void {
  for (const part of form.querySelectorAll('[data-newsletter-email-field], [data-newsletter-details], template[data-newsletter-details-template]')) part.remove();
  const keep = (ids: readonly number[]) => {
    for (const choice of form.querySelectorAll<HTMLElement>('[data-newsletter-choice]')) if (!ids.includes(Number(choice.dataset.newsletterChoice))) choice.remove();
  };
  keep(remaining);
  const submit = form.querySelector<HTMLButtonElement>('[data-newsletter-submit]');
  if (submit) submit.textContent = NEWSLETTER_ITEM_TEXT.subscribe;
  form.dataset.newsletterView = 'member';
  let left = remaining;
  onSubmit(form, async () => {
    const selected = checkedValues(form, 'omedaProducts').map(Number).filter((id) => left.includes(id));
    const problem = selectionProblem(selected);
    if (problem) {
      setFormMessage(form, problem);
      form.querySelector<HTMLInputElement>('input[name="omedaProducts"]')?.focus();
      return;
    }
    const { results, held } = await subscribeEach(selected, deps);
    const outcome = afterSubscribe(left, results, held);
    left = outcome.remaining;
    keep(left);
    report(status, outcome, form);
    done(outcome);
  });
}

// ── The flyout ────────────────────────────────────────────────────────────────────────────────

const OPEN_CLASS = 'newsletter-flyout-open';
const openers = new WeakMap<HTMLElement, HTMLElement | null>();

const asDialog = (element: HTMLElement): HTMLDialogElement | null => (typeof (element as HTMLDialogElement).showModal === 'function' ? (element as HTMLDialogElement) : null);

const isOpen = (dialog: HTMLElement) => dialog.hasAttribute('open');

/** Closes the pane; the focus goes back to what opened it. */
export function closeNewsletterFlyout(dialog: HTMLElement): void {
  if (!isOpen(dialog)) return;
  const native = asDialog(dialog);
  if (native) native.close();
  else dialog.removeAttribute('open');
  dialog.ownerDocument.documentElement.classList.remove(OPEN_CLASS);
  const opener = openers.get(dialog);
  if (opener?.isConnected) opener.focus();
}

/** Close buttons, Escape and a click on the backdrop close the pane (wired once). */
function wire(dialog: HTMLElement): void {
  if (dialog.dataset.wired === 'true') return;
  dialog.dataset.wired = 'true';
  dialog.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    // A modal <dialog>'s backdrop is the dialog itself; its panel covers the rest.
    if (target === dialog || target?.closest('[data-newsletter-flyout-close]')) closeNewsletterFlyout(dialog);
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    closeNewsletterFlyout(dialog);
  });
  // The browser's own Escape (cancel): closed the same way, so the focus returns.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    closeNewsletterFlyout(dialog);
  });
}

function focusFirst(dialog: HTMLElement): void {
  const body = dialog.querySelector<HTMLElement>('[data-newsletter-flyout-body]');
  const first = body?.querySelector<HTMLElement>('input:not([disabled]):not([type="hidden"]), select:not([disabled]), button:not([disabled]), a[href]');
  (first ?? dialog.querySelector<HTMLElement>('[data-newsletter-flyout-close]'))?.focus();
}

/**
 * Puts the pane's content in (once): the sign-up form for a visitor; for a member, the newsletters
 * they do not hold, or 'Congrats, you have subscribed to all…'; with none offered, 'There are no
 * newsletters currently available…' (the template carries that instead of the form).
 */
async function fill(dialog: HTMLElement, deps: WidgetDeps): Promise<void> {
  const body = dialog.querySelector<HTMLElement>('[data-newsletter-flyout-body]');
  const template = dialog.querySelector<HTMLTemplateElement>('template[data-newsletter-flyout-template]');
  if (!body || !template || body.dataset.filled) return;
  body.dataset.filled = 'loading';
  const doc = dialog.ownerDocument;
  const status = dialog.querySelector<HTMLElement>('[data-newsletter-flyout-status]');
  const content = template.content.cloneNode(true) as DocumentFragment;
  const form = content.querySelector<HTMLFormElement>('form[data-newsletter-signup]');
  const view = widgetView(form ? offeredBy(form) : [], form ? await memberNewsletters(deps) : null);
  body.replaceChildren(content);
  body.dataset.filled = view.kind;
  if (!form) return;
  // The page's lazy sign-up loader (newsletters.ts) must leave this form alone: it is wired here.
  form.dataset.newsletterLoader = 'true';
  const allSubscribed = (focus: boolean) => {
    const congrats = note(doc, NEWSLETTER_TEXT.allSubscribed, 'newsletter-flyout__note');
    congrats.tabIndex = -1;
    form.replaceWith(congrats);
    if (focus) congrats.focus();
  };
  if (view.kind === 'visitor') initNewsletterSignup(form, deps);
  else if (view.kind === 'all-subscribed') allSubscribed(false);
  else if (view.kind === 'member') memberForm(form, view.remaining, { status, done: (outcome) => outcome.allSubscribed && allSubscribed(true) }, deps);
}

/**
 * Opens the pane (a modal dialog: the page behind is inert, Escape closes it) and moves the focus
 * into it; the first time, its content is put in.
 */
export async function openNewsletterFlyout(dialog: HTMLElement, opener: HTMLElement | null, deps: WidgetDeps = browserDeps()): Promise<void> {
  wire(dialog);
  openers.set(dialog, opener);
  if (!isOpen(dialog)) {
    const native = asDialog(dialog);
    if (native) native.showModal();
    else dialog.setAttribute('open', '');
    dialog.ownerDocument.documentElement.classList.add(OPEN_CLASS);
  }
  dialog.querySelector<HTMLElement>('[data-newsletter-flyout-close]')?.focus();
  await fill(dialog, deps);
  if (isOpen(dialog)) focusFirst(dialog);
}

// ── The subscribe block ───────────────────────────────────────────────────────────────────────

/** A newsletter's title and description as the form's box shows them. */
function describe(choice: HTMLElement): { title: string; description: string } {
  const [title, description] = Array.from(choice.querySelectorAll('label > span')).map((span) => span.textContent ?? '');
  return { title: title ?? '', description: description ?? '' };
}

/**
 * The block for a member: the newsletters they do not hold, each with its Subscribe button; one
 * subscribed leaves the list, and with none left the block says 'Congrats, you have subscribed to
 * all…'.
 */
function memberList(block: HTMLElement, form: HTMLFormElement, remaining: number[], deps: WidgetDeps): void {
  const doc = block.ownerDocument;
  const status = block.querySelector<HTMLElement>('[data-subscribe-status]');
  const list = doc.createElement('ul');
  list.className = 'subscribe-block__list';
  let left = remaining;
  const allSubscribed = (focus: boolean) => {
    const congrats = note(doc, NEWSLETTER_TEXT.allSubscribed, 'subscribe-block__note');
    congrats.tabIndex = -1;
    list.replaceWith(congrats);
    if (focus) congrats.focus();
  };
  for (const choice of form.querySelectorAll<HTMLElement>('[data-newsletter-choice]')) {
    const id = Number(choice.dataset.newsletterChoice);
    if (!remaining.includes(id)) continue;
    const { title, description } = describe(choice);
    const item = doc.createElement('li');
    item.className = 'subscribe-block__item';
    item.dataset.newsletterId = String(id);
    const text = doc.createElement('div');
    text.className = 'subscribe-block__text';
    text.append(note(doc, title, 'subscribe-block__name'));
    if (description) text.append(note(doc, description, 'subscribe-block__description'));
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'block-button subscribe-block__button';
    button.textContent = NEWSLETTER_ITEM_TEXT.subscribe;
    button.setAttribute('aria-label', `${NEWSLETTER_ITEM_TEXT.subscribe}: ${title}`);
    button.addEventListener('click', () => {
      button.disabled = true;
      void subscribeEach([id], deps).then(({ results, held }) => {
        const outcome = afterSubscribe(left, results, held);
        left = outcome.remaining;
        if (status) {
          status.dataset.kind = outcome.kind;
          status.textContent = outcome.message;
        }
        for (const row of list.querySelectorAll<HTMLElement>('[data-newsletter-id]')) if (!left.includes(Number(row.dataset.newsletterId))) row.remove();
        button.disabled = false;
        if (outcome.allSubscribed) allSubscribed(true);
        else if (!item.isConnected) list.querySelector<HTMLButtonElement>('button')?.focus();
      });
    });
    item.append(text, button);
    list.append(item);
  }
  form.hidden = true;
  form.after(list);
  if (left.length === 0) allSubscribed(false);
}

/**
 * Every subscribe block of the page (`[data-subscribe-block]`): a visitor's form is wired at once
 * (its country fields appear), a member gets their list. One question to the server for all.
 */
export async function initSubscribeBlocks(root: Document = document, deps: WidgetDeps = browserDeps()): Promise<void> {
  const blocks = Array.from(root.querySelectorAll<HTMLElement>('[data-subscribe-block]')).filter((block) => !block.dataset.subscribeView);
  if (blocks.length === 0) return;
  for (const block of blocks) block.dataset.subscribeView = 'loading';
  const member = await memberNewsletters(deps);
  for (const block of blocks) {
    const form = block.querySelector<HTMLFormElement>('form[data-newsletter-signup]');
    if (!form) continue;
    const view = widgetView(offeredBy(form), member);
    if (view.kind === 'member' || view.kind === 'all-subscribed') {
      block.dataset.subscribeView = 'member';
      memberList(block, form, view.kind === 'member' ? view.remaining : [], deps);
    } else {
      block.dataset.subscribeView = 'visitor';
      initNewsletterSignup(form, deps);
    }
  }
}
