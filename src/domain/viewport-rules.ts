// The viewport widths at which the app behaves differently (spec §2, §4, §9).

/** The cart icon opens the cart drawer on viewports wider than this; otherwise it goes to the cart page (spec §2). */
export const CART_DRAWER_MIN_WIDTH_PX = 768;

/** Screens up to this width count as small (spec §9). */
export const SMALL_SCREEN_PX = 768;

/**
 * The header's cart icon opens the cart drawer on viewports wider than 768 px; below it goes to
 * the cart page (spec §2). An add opens the drawer at every width (spec §4).
 */
export function cartIconOpensDrawer(viewportWidth: number): boolean {
  return viewportWidth > CART_DRAWER_MIN_WIDTH_PX;
}

/** Small screens are up to 768 px wide: the cart icon goes to /checkout/cart there (spec §2, §9). */
export function isSmallScreen(viewportWidth: number): boolean {
  return viewportWidth <= SMALL_SCREEN_PX;
}
