import { describe, expect, it } from 'vitest';
import * as texts from '@/domain/wishlist-page';

describe('wishlist page texts', () => {
  it('every text is a non-empty label or sentence', () => {
    const strings = Object.entries(texts).filter(([, value]) => typeof value === 'string');
    expect(strings.length).toBeGreaterThan(5);
    for (const [name, text] of strings) expect((text as string).trim(), name).not.toBe('');
    expect(texts.WISHLIST_PAGE_TITLE).toBe('My wishlist');
  });

  it('counts pieces in the singular and the plural', () => {
    expect(texts.wishlistCountLabel(0)).toBe('0 pieces');
    expect(texts.wishlistCountLabel(1)).toBe('1 piece');
    expect(texts.wishlistCountLabel(12)).toBe('12 pieces');
  });

  it('names the piece that left the wishlist', () => {
    expect(texts.removedFromWishlistMessage('Linen Wrap Dress')).toBe('Linen Wrap Dress was removed from your wishlist.');
  });
});
