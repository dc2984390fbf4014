import { NEWSLETTER_TEXT } from '../../../shared/newsletterSubscriptions.js';
import type { ShellNewsletter } from '../../shell/types.js';
import { NEWSLETTER_ITEM_TEXT } from '../newsletterText.js';
import { ACCOUNT_ANCHORS } from '../paths.js';

/**
 * /account#manage-newsletters (002 §2, §4, §5, §8): every newsletter the site offers, each with
 * its state and a Subscribe or Opt out button (subscribeSiteUserNewsletter /
 * unsubscribeSiteUserNewsletter, source Account; the script is src/site/client/newsletterForms.ts,
 * which asks 'Are you sure you wish to opt out from this newsletter?' first). 'Congrats, you have
 * subscribed to all…' shows while every one is subscribed; without newsletters, 'There are no
 * newsletters currently available…'.
 */
export function NewslettersSection({ newsletters, subscribed }: { newsletters: readonly ShellNewsletter[]; subscribed: readonly number[] }) {
  const held = new Set(subscribed);
  const all = newsletters.length > 0 && newsletters.every((newsletter) => held.has(newsletter.id));
  return (
    <section id={ACCOUNT_ANCHORS.newsletters} className="account-section" aria-labelledby="account-newsletters-title">
      <h2 id="account-newsletters-title">Manage Newsletters</h2>
      {newsletters.length === 0 ? (
        <p className="account-section__empty">{NEWSLETTER_TEXT.noneAvailable}</p>
      ) : (
        <div data-newsletter-manager="">
          <p className="account-newsletters__all" data-newsletters-all="" role="status" hidden={!all}>
            {NEWSLETTER_TEXT.allSubscribed}
          </p>
          <ul className="account-newsletters">
            {newsletters.map((newsletter) => {
              const on = held.has(newsletter.id);
              return (
                <li key={newsletter.id} className="account-newsletter" data-newsletter-id={newsletter.id} data-subscribed={String(on)}>
                  <div className="account-newsletter__text">
                    <h3 className="account-newsletter__title">{newsletter.title}</h3>
                    {newsletter.description ? <p className="account-newsletter__description">{newsletter.description}</p> : null}
                    <p className="account-newsletter__state" data-newsletter-state="">
                      {on ? NEWSLETTER_ITEM_TEXT.subscribed : NEWSLETTER_ITEM_TEXT.notSubscribed}
                    </p>
                  </div>
                  <button
                    type="button"
                    className={`account-newsletter__action${on ? ' account-newsletter__action--out' : ''}`}
                    data-newsletter-action=""
                    aria-label={`${on ? NEWSLETTER_ITEM_TEXT.optOut : NEWSLETTER_ITEM_TEXT.subscribe}: ${newsletter.title}`}
                  >
                    {on ? NEWSLETTER_ITEM_TEXT.optOut : NEWSLETTER_ITEM_TEXT.subscribe}
                  </button>
                  <p className="account-newsletter__message" data-newsletter-message="" role="status" />
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
