import { CART_DRAWER_MIN_WIDTH_PX, DIALOG_FULLSCREEN_MAX_PX, SMALL_SCREEN_PX } from './layout';

/** Adding to the cart opens the cart drawer on viewports wider than 768 px (spec §2, §4). */
export function opensCartDrawer(viewportWidth: number): boolean {
  return viewportWidth > CART_DRAWER_MIN_WIDTH_PX;
}

/** Small screens are up to 768 px wide: the cart icon goes to /checkout/cart there (spec §2, §9). */
export function isSmallScreen(viewportWidth: number): boolean {
  return viewportWidth <= SMALL_SCREEN_PX;
}

/** Dialogs fill the screen up to 640 px wide (spec §2, §9). */
export function isDialogFullscreen(viewportWidth: number): boolean {
  return viewportWidth <= DIALOG_FULLSCREEN_MAX_PX;
}
