import { NewsletterSignup } from '../../shell/NewsletterSignup';
import type { BlockRendererProps } from '../types';
import type { SubscribeData } from './load';
import type { SubscribeSettings } from './settings';

/**
 * subscribe (002 §2, §5): the site's newsletters with their descriptions, and the same anonymous
 * sign-up as the footer's (NewsletterSignup: Email Address, then country, region and consent; the
 * script is newsletterForms.ts). The block's script (client/newsletterWidgets.ts, loaded by pages
 * that show the block) wires the form at once for a visitor; for a logged-in member it shows the
 * newsletters they do not hold, each with a Subscribe button. A title of the block's own (shown by
 * the grid above it) takes the place of the newsletter settings' title.
 */
export default function SubscribeBlock({ block, page }: BlockRendererProps<SubscribeData, SubscribeSettings>) {
  const { data } = block;
  const idPrefix = `subscribe-${block.id.replace(/[^A-Za-z0-9_-]/g, '')}`;
  return (
    <div className="subscribe-block" data-subscribe-block="">
      <NewsletterSignup
        siteName={page.siteName}
        newsletters={data.newsletters}
        idPrefix={idPrefix}
        title={block.settings.title ? null : data.title}
        ariaLabel={block.settings.title || data.title}
        description={data.description}
        buttonLabel={data.buttonLabel}
        className="newsletter-signup"
        extraClassName="newsletter-signup--light"
        buttonClassName="block-button"
        newsletterList="listed"
      />
      {/* A member's answers (opt in successful, failed, all subscribed): present before they change, for screen readers. */}
      <p className="subscribe-block__status" data-subscribe-status="" role="status" />
    </div>
  );
}
