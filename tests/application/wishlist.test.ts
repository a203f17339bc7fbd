import { describe, expect, it } from 'vitest';
import { WISHLIST_NAVIGATOR_TITLE } from '@/domain';
import { TransportError } from '@/application';
import { product, SESSION } from './support/builders';
import { createHarness } from './support/harness';

const bag = product({ id: 31 });

describe('wishlist heart (spec §4, §6, §8)', () => {
  it('a guest gets the navigator drawer titled "Add to wishlist" and no call is made', async () => {
    const h = createHarness();
    expect(await h.toggleWishlist.execute(bag.id)).toEqual({ ok: true, value: 'sign-in-needed' });
    const drawer = h.ui.snapshot.drawers[0];
    expect(drawer?.kind).toBe('navigator');
    expect(drawer?.title).toBe(WISHLIST_NAVIGATOR_TITLE);
    expect(drawer?.message).toMatch(/sign in/i);
  });

  it('the heart changes only after the add call succeeds, then toggles back on remove', async () => {
    const h = createHarness({ userToken: SESSION.token });
    h.wishlistGateway.products.set(bag.id, bag);
    const call = h.toggleWishlist.execute(bag.id);
    expect(h.wishlist.has(bag.id)).toBe(false);
    expect(h.wishlist.snapshot.pending).toEqual([bag.id]);
    expect(await call).toEqual({ ok: true, value: 'added' });
    expect(h.wishlist.has(bag.id)).toBe(true);
    expect(await h.toggleWishlist.execute(bag.id)).toEqual({ ok: true, value: 'removed' });
    expect(h.wishlist.has(bag.id)).toBe(false);
  });

  it('on error the heart stays as it was', async () => {
    const h = createHarness({ userToken: SESSION.token });
    h.wishlistGateway.failNext = new TransportError('offline');
    expect(await h.toggleWishlist.execute(bag.id)).toEqual({ ok: false, failure: { kind: 'unavailable', message: 'offline', fieldErrors: {} } });
    expect(h.logger.entries.map((e) => e.message)).toEqual(['Updating the wishlist failed.']);
    expect(h.wishlist.has(bag.id)).toBe(false);
    expect(h.wishlist.snapshot.pending).toEqual([]);
  });

  it('a second tap while the call is under way is ignored', async () => {
    const h = createHarness({ userToken: SESSION.token });
    h.wishlistGateway.products.set(bag.id, bag);
    const first = h.toggleWishlist.execute(bag.id);
    expect(await h.toggleWishlist.execute(bag.id)).toEqual({ ok: true, value: 'busy' });
    await first;
    expect(h.wishlistGateway.items).toHaveLength(1);
  });
});
