import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeRecentViews, RECENTLY_VIEWED_LIMIT, recordView, type RecentView } from '@/domain';

const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 10, minute)).toISOString();
const view = (productId: number, minute: number): RecentView => ({ productId, viewedAt: at(minute) });

describe('recordView', () => {
  it('puts the product first, once, and keeps the 12 newest', () => {
    let list: RecentView[] = [];
    for (let id = 1; id <= 14; id += 1) list = recordView(list, id, new Date(at(id)));
    expect(list.map((entry) => entry.productId)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    list = recordView(list, 9, new Date(at(30)));
    expect(list.map((entry) => entry.productId)).toEqual([9, 14, 13, 12, 11, 10, 8, 7, 6, 5, 4, 3]);
  });
});

describe('mergeRecentViews (at sign-in, like the cart)', () => {
  it('keeps each product once at its latest view, newest first', () => {
    const device = [view(3, 50), view(1, 40)];
    const account = [view(1, 45), view(2, 30)];
    expect(mergeRecentViews(account, device)).toEqual([view(3, 50), view(1, 45), view(2, 30)]);
  });

  it('ignores views with no readable time', () => {
    expect(mergeRecentViews([{ productId: 1, viewedAt: 'yesterday' }, view(2, 1)])).toEqual([view(2, 1)]);
  });

  it('is a set union capped at the limit, the same in either order, and changes nothing merged twice (property)', () => {
    const list = fc.array(fc.record({ productId: fc.integer({ min: 1, max: 30 }), viewedAt: fc.integer({ min: 0, max: 500 }).map(at) }), { maxLength: 30 });
    fc.assert(
      fc.property(list, list, (a, b) => {
        const merged = mergeRecentViews(a, b);
        expect(merged.length).toBe(Math.min(RECENTLY_VIEWED_LIMIT, new Set([...a, ...b].map((entry) => entry.productId)).size));
        expect(new Set(merged.map((entry) => entry.productId)).size).toBe(merged.length);
        expect(mergeRecentViews(b, a)).toEqual(merged);
        expect(mergeRecentViews(merged, b)).toEqual(merged);
        for (let index = 1; index < merged.length; index += 1) expect(Date.parse(merged[index - 1]!.viewedAt)).toBeGreaterThanOrEqual(Date.parse(merged[index]!.viewedAt));
      }),
    );
  });
});
