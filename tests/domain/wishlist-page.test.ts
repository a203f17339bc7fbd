import { describe, expect, it } from 'vitest';
import { toCartSnapshot } from '@/domain/cart';
import * as texts from '@/domain/wishlist-page';
import { aProduct } from './builders';

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

describe('adding a wishlist item from its card', () => {
  it('a product with a single variant goes straight in, under that variant\'s id', () => {
    const product = { ...aProduct({ id: 983, type: 'simple' }), default_variant_id: 9868 };
    expect(texts.cardVariantId(product)).toBe(9868);
    expect(texts.cardCartSnapshot(product, 9868)).toEqual({ ...toCartSnapshot(product), id: 9868 });
  });

  it('a variable product, or one with several variants, needs a size chosen on the product page', () => {
    expect(texts.cardVariantId({ ...aProduct({ type: 'variable' }), default_variant_id: 12 })).toBeNull();
    expect(texts.cardVariantId({ ...aProduct({ type: 'simple' }), default_variant_id: null })).toBeNull();
    expect(texts.cardVariantId(aProduct({ type: 'simple' }))).toBeNull();
  });

  it('confirms the add by the piece\'s name', () => {
    expect(texts.addedToCartMessage('Linen Wrap Dress')).toBe('Linen Wrap Dress was added to your cart.');
  });
});
