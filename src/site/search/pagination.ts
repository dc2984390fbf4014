/** The page numbers a results pager shows: the first, the last and a window around the current one; null marks a gap. */
export function pagerPages(current: number, pageCount: number, window = 2): (number | null)[] {
  if (pageCount <= 1) return [];
  const pages: (number | null)[] = [];
  for (let n = 1; n <= pageCount; n += 1) {
    const near = Math.abs(n - current) <= window;
    if (n === 1 || n === pageCount || near) pages.push(n);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}
