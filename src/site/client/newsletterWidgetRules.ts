import { NEWSLETTER_TEXT } from '../../shared/newsletterSubscriptions.js';

/**
 * The rules of the newsletter widgets — the flyout pane and the subscribe block (002 §2, §4
 * "Subscribe flyout: select or deselect newsletters, submit, then success; subscribed items are
 * removed from the list", §5, §8) — free of the DOM so they are tested on their own.
 */

/**
 * What a widget shows:
 * - none: the site offers no newsletter ('There are no newsletters currently available…');
 * - visitor: the anonymous sign-up (subscribeAnonymousCustomer, double opt-in);
 * - member: the newsletters the member does not hold yet, in the site's order;
 * - all-subscribed: a member who holds every one ('Congrats, you have subscribed to all…').
 */
export type WidgetView = { kind: 'none' } | { kind: 'visitor' } | { kind: 'member'; remaining: number[] } | { kind: 'all-subscribed' };

export function widgetView(offered: readonly number[], member: { newsletters: readonly number[] } | null): WidgetView {
  if (offered.length === 0) return { kind: 'none' };
  if (!member) return { kind: 'visitor' };
  const held = new Set(member.newsletters);
  const remaining = offered.filter((id) => !held.has(id));
  return remaining.length === 0 ? { kind: 'all-subscribed' } : { kind: 'member', remaining };
}

/** A member's submit: at least one newsletter ticked (002 §5 / §8 "No newsletter selected"), else the message. */
export function selectionProblem(selected: readonly number[]): string | null {
  return selected.length === 0 ? NEWSLETTER_TEXT.noneSelected : null;
}

export interface SubscribeOutcome {
  /** What is still offered to the member: the subscribed ones leave the list. */
  remaining: number[];
  /** 'Newsletter opt in successful!', or 'Newsletter opt in failed. …' when any failed. */
  message: string;
  kind: 'success' | 'error';
  /** Nothing left: the widget says 'Congrats, you have subscribed to all…'. */
  allSubscribed: boolean;
}

/**
 * After subscribing a member to the newsletters they chose (one subscribeSiteUserNewsletter each):
 * those that succeeded — and any the answer says they now hold — leave the list; a failure keeps
 * its newsletter and says so.
 */
export function afterSubscribe(remaining: readonly number[], results: readonly { id: number; ok: boolean }[], held: readonly number[] = []): SubscribeOutcome {
  const gone = new Set([...results.filter((result) => result.ok).map((result) => result.id), ...held]);
  const left = remaining.filter((id) => !gone.has(id));
  const failed = results.some((result) => !result.ok);
  return {
    remaining: left,
    message: failed ? NEWSLETTER_TEXT.optInFailed : NEWSLETTER_TEXT.optInDone,
    kind: failed ? 'error' : 'success',
    allSubscribed: left.length === 0,
  };
}
