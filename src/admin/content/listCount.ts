/**
 * The count line and the page count of the admin content list (and the bulk update's list). The
 * API's total is exact up to a limit and a lower bound past it (`totalCountExact` false): a large
 * catalogue is not counted whole on every request, so the list says "1,000+" and the pager offers
 * the next page for as long as there is one.
 */
export interface ListTotal {
  totalCount: number;
  totalCountExact: boolean;
}

/** '1–25 of 312 items', '1–25 of 1,000+ items' (a lower bound), or `none` when there is nothing. */
export function contentCountLabel(total: ListTotal, page: number, pageSize: number, rowsOnPage: number, noun: { plural: string; none: string }): string {
  const first = (page - 1) * pageSize + 1;
  if (total.totalCountExact) {
    if (total.totalCount === 0) return noun.none;
    const last = Math.min(total.totalCount, page * pageSize);
    return `${first}–${last} of ${total.totalCount.toLocaleString('en-US')} ${noun.plural}`;
  }
  if (rowsOnPage === 0) return `${noun.none} on this page`;
  const last = first + rowsOnPage - 1;
  // Deep pages of an uncounted list: the rows shown are themselves a lower bound.
  const atLeast = Math.max(total.totalCount, last);
  return `${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${atLeast.toLocaleString('en-US')}+ ${noun.plural}`;
}

/** The pages the pager offers: all of them when the total is exact, else the counted ones and one more while there is a next page. */
export function contentPageCount(total: ListTotal, page: number, pageSize: number, hasNextPage: boolean): number {
  const counted = Math.max(1, Math.ceil(total.totalCount / pageSize));
  if (total.totalCountExact) return counted;
  return Math.max(counted, page + (hasNextPage ? 1 : 0));
}

/** The total as a number of items in a sentence: '312' or '1,000+'. */
export function totalText(total: ListTotal): string {
  return `${total.totalCount.toLocaleString('en-US')}${total.totalCountExact ? '' : '+'}`;
}
