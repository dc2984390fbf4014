/** Where one page of a paged list stands: its 1-based first and last row and the page count. */
export interface PageRange {
  /** 1-based number of the page's first row; 0 when the list is empty. */
  first: number;
  /** 1-based number of the page's last row (never beyond total); 0 when the list is empty. */
  last: number;
  /** Pages to offer; at least 1, so the pager never shows 'page 1 of 0'. */
  pages: number;
}

/** The rows a page covers, e.g. pageRange(312, 1, 25) → 1–25 of 13 pages. */
export function pageRange(total: number, page: number, pageSize: number): PageRange {
  return {
    first: total === 0 ? 0 : (page - 1) * pageSize + 1,
    last: Math.min(total, page * pageSize),
    pages: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** The count line of a paged list: '1–25 of 312 items', or `none` ('No items') when empty. */
export function rangeLabel(total: number, page: number, pageSize: number, noun: { plural: string; none: string }): string {
  if (total === 0) return noun.none;
  const { first, last } = pageRange(total, page, pageSize);
  return `${first}–${last} of ${total.toLocaleString('en-US')} ${noun.plural}`;
}
