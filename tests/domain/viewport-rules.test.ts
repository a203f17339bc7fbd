import { describe, expect, it } from 'vitest';
import { CART_DRAWER_MIN_WIDTH_PX, isSmallScreen, cartIconOpensDrawer, SMALL_SCREEN_PX } from '@/domain/viewport-rules';

describe('viewport rules (spec §2, §9: cart 768px, small screen 768px, dialog fullscreen 640px)', () => {
  it('spec §2: the cart icon opens the cart drawer only on viewports wider than 768px', () => {
    expect(cartIconOpensDrawer(769)).toBe(true);
    expect(cartIconOpensDrawer(768)).toBe(false);
    expect(cartIconOpensDrawer(375)).toBe(false);
  });

  it('spec §9: small screens are up to 768px', () => {
    expect(isSmallScreen(768)).toBe(true);
    expect(isSmallScreen(769)).toBe(false);
  });

  it('spec §9: the breakpoints are cart 768px and small screen 768px', () => {
    expect(CART_DRAWER_MIN_WIDTH_PX).toBe(768);
    expect(SMALL_SCREEN_PX).toBe(768);
  });
});
