/**
 * Puts a list's state (filters, page, open drawer) into the address without a navigation or a new
 * history entry, so a reload, a bookmark or Back from an opened record returns to the same view.
 * `search` is '' or starts with '?'. Nothing happens when the address already says so.
 */
export function replaceQueryString(search: string): void {
  const url = `${window.location.pathname}${search}`;
  if (url !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(window.history.state, '', url);
}
