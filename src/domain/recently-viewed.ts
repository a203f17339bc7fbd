// Recently viewed: the products a shopper opened, newest first, on the device for a guest and in
// the account once signed in; the two lists merge at sign-in like the cart.

/** How many products the list keeps. */
export const RECENTLY_VIEWED_LIMIT = 12;

/** One product opened, and when (ISO 8601). */
export interface RecentView {
  readonly productId: number;
  readonly viewedAt: string;
}

const newestFirst = (a: RecentView, b: RecentView) => Date.parse(b.viewedAt) - Date.parse(a.viewedAt) || b.productId - a.productId;

/**
 * The lists as one: each product once, at its latest view, newest first, at most
 * `RECENTLY_VIEWED_LIMIT`. The same rule records a single view (a list of one merged in).
 */
export function mergeRecentViews(...lists: readonly (readonly RecentView[])[]): RecentView[] {
  const latest = new Map<number, RecentView>();
  for (const view of lists.flat()) {
    if (!Number.isFinite(Date.parse(view.viewedAt))) continue;
    const known = latest.get(view.productId);
    if (known === undefined || Date.parse(view.viewedAt) > Date.parse(known.viewedAt)) latest.set(view.productId, view);
  }
  return [...latest.values()].sort(newestFirst).slice(0, RECENTLY_VIEWED_LIMIT);
}

/** The list after opening `productId` at `at`. */
export function recordView(list: readonly RecentView[], productId: number, at: Date): RecentView[] {
  return mergeRecentViews(list, [{ productId, viewedAt: at.toISOString() }]);
}
