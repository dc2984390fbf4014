import { NEWSLETTER_FLYOUT_FOOTER_STYLE_DEFAULT, type NEWSLETTER_FLYOUT_FOOTER_STYLES } from '../../shared/constants.js';
import { NEWSLETTER_TEXT } from '../../shared/newsletterSubscriptions.js';
import { Icon } from './icons.js';
import { NewsletterSignup, type SignupNewsletter } from './NewsletterSignup.js';
import { JOIN_HREF } from './parts.js';
import './newsletterFlyout.css';

/**
 * The dialog's id. The page script's opener (client/newsletterFlyoutTrigger.ts) names it too; it is
 * not imported from there so that the opener stays in the page's one script and out of the views'
 * chunks (newsletterWidgets.test.tsx opens this dialog through that opener).
 */
export const NEWSLETTER_FLYOUT_ID = 'newsletter-flyout';

export type NewsletterFlyoutFooterStyle = (typeof NEWSLETTER_FLYOUT_FOOTER_STYLES)[number];

export interface NewsletterFlyoutProps {
  siteName: string;
  /** Every newsletter the site offers (the shell's list), in the settings' order. */
  newsletters: readonly SignupNewsletter[];
  /**
   * 002 §9 "Newsletter flyout default footer style is flyout; the other option is membership": the
   * pane's foot is a plain 'No thanks' (flyout) or the membership pitch, Join and Login (membership).
   */
  footerStyle?: NewsletterFlyoutFooterStyle;
  /** The Join button's label (membership style). */
  joinLabel?: string;
  /** The Login link (membership style): comes back to the page. */
  loginHref?: string;
}

/**
 * The newsletter flyout pane (002 §2 "Newsletter flyout pane lists the newsletters", §4 "Subscribe
 * flyout: select or deselect newsletters, submit, then success; subscribed items are removed from
 * the list"): a modal dialog that the footer's Newsletters button (and any link to #newsletters)
 * opens. The page is cached for everyone, so it carries only what every reader gets, inert in a
 * <template>: the sign-up form (the same NewsletterSignup as the footer's) with every newsletter.
 * Its script (src/site/client/newsletterWidgets.ts, loaded when the pane is first opened) puts the
 * form in; for a logged-in member it asks the server which newsletters they hold and turns the
 * form into the list of the others (subscribeSiteUserNewsletter, source NlWidgetAuthenticated).
 */
export function NewsletterFlyout({ siteName, newsletters, footerStyle = NEWSLETTER_FLYOUT_FOOTER_STYLE_DEFAULT, joinLabel = 'Join Now', loginHref = '/account/login' }: NewsletterFlyoutProps) {
  return (
    <dialog id={NEWSLETTER_FLYOUT_ID} className="newsletter-flyout" aria-modal="true" aria-labelledby={`${NEWSLETTER_FLYOUT_ID}-title`} data-newsletter-flyout="" data-footer-style={footerStyle}>
      <div className="newsletter-flyout__panel">
        <div className="newsletter-flyout__head">
          <h2 id={`${NEWSLETTER_FLYOUT_ID}-title`} className="newsletter-flyout__title">
            Newsletters
          </h2>
          <button type="button" className="shell-icon-button newsletter-flyout__close" aria-label="Close newsletters" data-newsletter-flyout-close="">
            <Icon name="close" />
          </button>
        </div>
        {/* Answers of the member's list (opt in successful, failed, all subscribed); present before they change, for screen readers. */}
        <p className="newsletter-flyout__status" data-newsletter-flyout-status="" role="status" />
        <div className="newsletter-flyout__body" data-newsletter-flyout-body="" />
        <template data-newsletter-flyout-template="">
          {newsletters.length === 0 ? (
            <p className="newsletter-flyout__empty">{NEWSLETTER_TEXT.noneAvailable}</p>
          ) : (
            <NewsletterSignup
              siteName={siteName}
              newsletters={newsletters}
              idPrefix="flyout-newsletter"
              title={null}
              ariaLabel="Newsletter sign-up"
              description="Choose the newsletters you would like to receive."
              className="newsletter-signup"
              extraClassName="newsletter-signup--light"
              buttonClassName="shell-button"
              newsletterList="listed"
            />
          )}
        </template>
        <div className="newsletter-flyout__foot">
          {footerStyle === 'membership' ? (
            <p className="newsletter-flyout__membership">
              <span>Get more with a membership.</span>
              <a className="shell-button shell-button--accent" href={JOIN_HREF}>
                {joinLabel}
              </a>
              <a className="shell-text-link" href={loginHref}>
                Login
              </a>
            </p>
          ) : (
            <button type="button" className="shell-text-link newsletter-flyout__dismiss" data-newsletter-flyout-close="">
              No thanks
            </button>
          )}
        </div>
      </div>
    </dialog>
  );
}

/** The footer's way into the pane (a button: it opens the dialog, it goes nowhere). */
export function NewsletterFlyoutButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} aria-haspopup="dialog" aria-controls={NEWSLETTER_FLYOUT_ID} data-newsletter-flyout-open="">
      Newsletters
    </button>
  );
}
