import { describe, expect, it } from 'vitest';
import { ROUTES, categoryPath, isExternalHref, productPath, tagPath } from '@/domain/routes';

describe('routes (spec §2)', () => {
  it('spec §2: burger menu shortcuts and the cart page', () => {
    expect(ROUTES.accountOverview).toBe('/my-account/overview');
    expect(ROUTES.wishlist).toBe('/my-account/wishlist');
    expect(ROUTES.faq).toBe('/faq');
    expect(ROUTES.stores).toBe('/locate-us');
    expect(ROUTES.cart).toBe('/checkout/cart');
    expect(ROUTES.home).toBe('/');
  });

  it('spec §2: category, tag and product pages', () => {
    expect(categoryPath('dresses')).toBe('/categories/dresses');
    expect(tagPath('summer')).toBe('/tags/summer');
    expect(tagPath('summer', 'dresses')).toBe('/tags/summer?category=dresses');
    expect(productPath('linen-shirt')).toBe('/products/linen-shirt');
    expect(productPath('linen-shirt', 'off-white')).toBe('/products/linen-shirt?color=off-white');
    expect(productPath('linen-shirt', null)).toBe('/products/linen-shirt');
  });

  it('escapes characters that would break the path', () => {
    expect(categoryPath('a/b c')).toBe('/categories/a%2Fb%20c');
  });

  it('spec §2: an external target (a full page load) is told from an in-app path', () => {
    expect(isExternalHref('https://shop.example/sale')).toBe(true);
    expect(isExternalHref('//cdn.example/x')).toBe(true);
    expect(isExternalHref('mailto:help@shop.example')).toBe(true);
    expect(isExternalHref('/categories/dresses')).toBe(false);
    expect(isExternalHref('sale')).toBe(false);
  });
});
