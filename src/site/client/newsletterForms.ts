import { recaptchaToken, signInWithHumanCheck, type HumanCheckRequest } from '../../admin/login/humanCheck.js';
import type { Transport } from '../../client/transport.js';
import type {
  ConfirmNewsletterSubscriptionMutation,
  SubscribeAnonymousCustomerMutation,
  SubscribeAnonymousCustomerMutationVariables,
  SubscribeSiteUserNewsletterMutation,
  UnsubscribeSiteUserNewsletterMutation,
} from '../../gql/graphql.js';
import { NEWSLETTER_TEXT } from '../../shared/newsletterSubscriptions.js';
import { NEWSLETTER_CONFIRM_PANELS, NEWSLETTER_ITEM_TEXT, NEWSLETTER_SIGNUP_PANELS } from '../account/newsletterText.js';
import { promoCodeOf } from '../account/paths.js';
import { consentChoice, initCountryFields } from './countryFields.js';
import { buildCountryRegionFields } from './countryFieldsDom.js';
import { checkedValues, errorText, formValues, onSubmit, setFormMessage, showPanel } from './formKit.js';

/**
 * The newsletter parts of the public pages (002 §4 "Newsletters", §5, §7, §8), a chunk of their
 * own (newsletters.ts loads it): the footer sign-up (subscribeAnonymousCustomer), the account's
 * #manage-newsletters (subscribeSiteUserNewsletter / unsubscribeSiteUserNewsletter) and the double
 * opt-in page (confirmNewsletterSubscription). Texts of the spec come from
 * src/shared/newsletterSubscriptions.ts verbatim.
 */

export interface NewsletterDeps {
  transport: Transport;
  /** The page's query string (the pk parameter is the promo code, 002 §7). */
  search?: string;
  /** Asks the reader before an opt out (window.confirm in the browser). */
  confirm?: (question: string) => boolean;
  /** A reCAPTCHA token when the server asks for the human check (humanCheck.ts in the browser). */
  humanToken?: (request: HumanCheckRequest) => Promise<string>;
}

/** The promo code of the page: its pk parameter, or null (the server then takes the site's default). */
const pagePromoCode = (search: string | undefined): string | null => promoCodeOf(new URLSearchParams(search ?? '').get('pk'));

/** Puts the sign-up's newsletters, country, region and consent (its <template>) into the form, once. */
export function expandSignup(form: HTMLFormElement): void {
  const details = form.querySelector<HTMLElement>('[data-newsletter-details]');
  const template = form.querySelector<HTMLTemplateElement>('template[data-newsletter-details-template]');
  if (!details || !template || details.dataset.expanded === 'true') return;
  details.dataset.expanded = 'true';
  details.append(template.content.cloneNode(true));
  for (const slot of details.querySelectorAll<HTMLElement>('[data-country-fields]')) {
    slot.replaceWith(buildCountryRegionFields(form.ownerDocument, slot.dataset.countryFields ?? 'newsletter', true));
  }
  details.hidden = false;
  initCountryFields(form);
}

/** The sign-up's variables from the form (002 §7 subscribeAnonymousCustomer). */
export function signupVariables(form: HTMLFormElement, search?: string): SubscribeAnonymousCustomerMutationVariables & { omedaProducts: number[] } {
  const values = formValues(form);
  const consent = consentChoice(form);
  return {
    email: values.email ?? '',
    omedaProducts: checkedValues(form, 'omedaProducts').map(Number).filter((id) => Number.isSafeInteger(id) && id > 0),
    countryCode: values.countryCode || null,
    regionCode: values.region || null,
    consent: consent ? { country: consent.country, region: consent.region, compliance: consent.compliance, given: consent.given } : null,
    promoCode: pagePromoCode(search),
  };
}

/**
 * The footer sign-up (`form[data-newsletter-signup]`): at least one newsletter ('Please select a
 * newsletter before continuing'), then subscribeAnonymousCustomer — with a reCAPTCHA token when the
 * server asks for one. An answer with `error` shows the server's message; otherwise the spec's
 * success text with the server's word about the confirmation e-mail. Field errors appear beside
 * their fields with 'Please correct issues with this form' (formKit).
 */
export function initNewsletterSignupForms(root: ParentNode, deps: NewsletterDeps): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-newsletter-signup]')) initNewsletterSignup(form, deps);
}

/** One sign-up form: its details put in, its submit wired (once). */
export function initNewsletterSignup(form: HTMLFormElement, { transport, search, humanToken = recaptchaToken }: NewsletterDeps): void {
  expandSignup(form);
  onSubmit(form, async () => {
    const variables = signupVariables(form, search);
    if (variables.omedaProducts.length === 0) {
      setFormMessage(form, NEWSLETTER_TEXT.noneSelected);
      form.querySelector<HTMLInputElement>('input[name="omedaProducts"]')?.focus();
      return;
    }
    let answer: SubscribeAnonymousCustomerMutation['subscribeAnonymousCustomer'] | null = null;
    await signInWithHumanCheck(async (token) => {
      const data = await transport.mutation<SubscribeAnonymousCustomerMutation>('subscribeAnonymousCustomer', token ? { ...variables, recaptchaToken: token } : variables);
      answer = data.subscribeAnonymousCustomer;
    }, humanToken);
    const result = answer as SubscribeAnonymousCustomerMutation['subscribeAnonymousCustomer'] | null;
    if (!result) return;
    // 002 §8 "Subscribe error flag set: the server message is shown".
    if (result.error) {
      setFormMessage(form, result.message);
      return;
    }
    for (const target of form.querySelectorAll<HTMLElement>('[data-newsletter-signup-message]')) target.textContent = result.message;
    showPanel(form, NEWSLETTER_SIGNUP_PANELS, 'done');
    const done = form.querySelector<HTMLElement>('[data-panel="done"]');
    if (done) {
      done.tabIndex = -1;
      done.focus();
    }
  });
}

function setItem(item: HTMLElement, subscribed: boolean): void {
  item.dataset.subscribed = String(subscribed);
  const title = item.querySelector('.account-newsletter__title')?.textContent ?? '';
  const state = item.querySelector<HTMLElement>('[data-newsletter-state]');
  if (state) state.textContent = subscribed ? NEWSLETTER_ITEM_TEXT.subscribed : NEWSLETTER_ITEM_TEXT.notSubscribed;
  const button = item.querySelector<HTMLButtonElement>('[data-newsletter-action]');
  if (button) {
    const label = subscribed ? NEWSLETTER_ITEM_TEXT.optOut : NEWSLETTER_ITEM_TEXT.subscribe;
    button.textContent = label;
    button.setAttribute('aria-label', `${label}: ${title}`);
    button.classList.toggle('account-newsletter__action--out', subscribed);
  }
}

function setItemMessage(item: HTMLElement, text: string, kind: 'success' | 'error' | null): void {
  const message = item.querySelector<HTMLElement>('[data-newsletter-message]');
  if (!message) return;
  message.textContent = text;
  message.className = kind ? `account-newsletter__message account-newsletter__message--${kind}` : 'account-newsletter__message';
  message.setAttribute('role', kind === 'error' ? 'alert' : 'status');
}

/** 'Congrats, you have subscribed to all…' while every newsletter of the list is subscribed. */
function showAllSubscribed(manager: HTMLElement): void {
  const items = Array.from(manager.querySelectorAll<HTMLElement>('[data-newsletter-id]'));
  const note = manager.querySelector<HTMLElement>('[data-newsletters-all]');
  if (note) note.hidden = !(items.length > 0 && items.every((item) => item.dataset.subscribed === 'true'));
}

/**
 * The account's #manage-newsletters (`[data-newsletter-manager]`): Subscribe calls
 * subscribeSiteUserNewsletter, Opt out asks 'Are you sure you wish to opt out from this
 * newsletter?' and calls unsubscribeSiteUserNewsletter (source Account); the item then says the
 * spec's success or failure words (002 §8).
 */
export function initNewsletterManager(root: ParentNode, { transport, search, confirm = (question) => window.confirm(question) }: NewsletterDeps): void {
  for (const manager of root.querySelectorAll<HTMLElement>('[data-newsletter-manager]')) {
    for (const item of manager.querySelectorAll<HTMLElement>('[data-newsletter-id]')) {
      const button = item.querySelector<HTMLButtonElement>('[data-newsletter-action]');
      const newsletterId = Number(item.dataset.newsletterId);
      if (!button || !Number.isSafeInteger(newsletterId) || button.dataset.ready === 'true') continue;
      button.dataset.ready = 'true';
      button.addEventListener('click', () => {
        const optOut = item.dataset.subscribed === 'true';
        if (optOut && !confirm(NEWSLETTER_TEXT.optOutConfirm)) return;
        button.disabled = true;
        setItemMessage(item, '', null);
        const call = optOut
          ? transport
              .mutation<UnsubscribeSiteUserNewsletterMutation>('unsubscribeSiteUserNewsletter', { newsletterId, source: 'Account' })
              .then((data) => data.unsubscribeSiteUserNewsletter.newsletters)
          : transport
              .mutation<SubscribeSiteUserNewsletterMutation>('subscribeSiteUserNewsletter', { newsletterId, promoCode: pagePromoCode(search), source: 'Account' })
              .then((data) => data.subscribeSiteUserNewsletter.newsletters);
        call
          .then((held) => {
            setItem(item, held.includes(newsletterId));
            setItemMessage(item, optOut ? NEWSLETTER_TEXT.optOutDone : NEWSLETTER_TEXT.optInDone, 'success');
            showAllSubscribed(manager);
          })
          .catch((error: unknown) => {
            console.error('[newsletters]', errorText(error));
            setItemMessage(item, optOut ? NEWSLETTER_TEXT.optOutFailed : NEWSLETTER_TEXT.optInFailed, 'error');
          })
          .finally(() => {
            button.disabled = false;
          });
      });
    }
  }
}

/**
 * The double opt-in page (`form[data-newsletter-confirm]`, /newsletter-confirm?token=…): a button
 * confirms — not the page load, so a mail scanner that opens links subscribes nobody.
 */
export function initNewsletterConfirmForms(root: ParentNode, { transport }: NewsletterDeps): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-newsletter-confirm]')) {
    const page = form.closest<HTMLElement>('[data-newsletter-confirm-page]') ?? root;
    onSubmit(form, async () => {
      const data = await transport.mutation<ConfirmNewsletterSubscriptionMutation>('confirmNewsletterSubscription', { token: form.dataset.token ?? '' });
      const result = data.confirmNewsletterSubscription;
      if (result.error) {
        setFormMessage(form, result.message);
        return;
      }
      for (const target of page.querySelectorAll<HTMLElement>('[data-newsletter-confirm-done]')) target.textContent = result.message;
      showPanel(page, NEWSLETTER_CONFIRM_PANELS, 'done');
    });
  }
}

/** Every newsletter part of the page, with the site's transport. */
export function initNewsletterForms(root: ParentNode, deps: NewsletterDeps): void {
  initNewsletterSignupForms(root, deps);
  initNewsletterManager(root, deps);
  initNewsletterConfirmForms(root, deps);
}
