/**
 * How a block that reads several lists takes its items (BlockDataApi.contentListsInOrder; 002 §5
 * "Webinar blocks first take upcoming webinars ascending, then fill with past ones descending"):
 * the first list's items in its order, then the next list's to fill up to `limit`, and so on —
 * skipping what is already taken (by earlier blocks of the page, or by an earlier list of this
 * block). What is taken is added to `taken`. Pure apart from that set, so the rule is unit-tested
 * on its own and the page's data pool and the tests' fake API share it.
 */
export function takeInOrder<T extends { id: number }>(lists: readonly (readonly T[])[], limit: number, taken: Set<number> = new Set()): T[][] {
  let left = Math.max(0, limit);
  return lists.map((list) => {
    const picked: T[] = [];
    for (const item of list) {
      if (left === 0) break;
      if (taken.has(item.id)) continue;
      taken.add(item.id);
      picked.push(item);
      left -= 1;
    }
    return picked;
  });
}
