import { describe, expect, it } from 'vitest';
import { afterSubscribe, selectionProblem, widgetView } from './newsletterWidgetRules.js';

describe('the newsletter widgets’ rules (002 §4, §5, §8)', () => {
  it('show the sign-up to a visitor, a member’s missing newsletters in the site’s order, or why there is nothing', () => {
    expect(widgetView([], null)).toEqual({ kind: 'none' });
    expect(widgetView([], { newsletters: [1] })).toEqual({ kind: 'none' });
    expect(widgetView([3, 1, 2], null)).toEqual({ kind: 'visitor' });
    expect(widgetView([3, 1, 2], { newsletters: [1, 99] })).toEqual({ kind: 'member', remaining: [3, 2] });
    expect(widgetView([3, 1, 2], { newsletters: [2, 3, 1] })).toEqual({ kind: 'all-subscribed' });
  });

  it('ask for a newsletter before subscribing a member', () => {
    expect(selectionProblem([])).toBe('Please select a newsletter before continuing');
    expect(selectionProblem([2])).toBeNull();
  });

  it('take subscribed newsletters off the list and say so; a failure keeps its newsletter', () => {
    expect(afterSubscribe([3, 2, 5], [{ id: 3, ok: true }])).toEqual({ remaining: [2, 5], message: 'Newsletter opt in successful!', kind: 'success', allSubscribed: false });
    expect(afterSubscribe([3, 2], [{ id: 3, ok: true }, { id: 2, ok: false }])).toEqual({
      remaining: [2],
      message: 'Newsletter opt in failed. Please try again or contact support for assistance.',
      kind: 'error',
      allSubscribed: false,
    });
    // What the answer says the member holds leaves the list too (subscribed elsewhere meanwhile).
    expect(afterSubscribe([3, 2], [{ id: 3, ok: true }], [1, 2, 3])).toMatchObject({ remaining: [], allSubscribed: true, message: 'Newsletter opt in successful!' });
  });
});
