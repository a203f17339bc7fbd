// Breakpoints, widths and sizes of spec §2 and §9.

/** The cart icon opens the cart drawer on viewports wider than this; otherwise it goes to the cart page (spec §2). */
export const CART_DRAWER_MIN_WIDTH_PX = 768;

/** Screens up to this width count as small (spec §9). */
export const SMALL_SCREEN_PX = 768;

/** Dialogs are fullscreen on screens up to this width (spec §2, §9). */
export const DIALOG_FULLSCREEN_MAX_PX = 640;

/** From this width toasts take their wide width (spec §9). */
export const TOAST_WIDE_FROM_PX = 1408;

/** Width of toasts on wide screens (spec §9). */
export const TOAST_WIDTH_WIDE = '20rem';

/** Drawer widths by drawer (spec §2, §9). */
export const DRAWER_WIDTHS = { menu: '32rem', default: '30rem', search: '50rem', reset: '32rem' } as const;

/** Sides a drawer can slide in from (spec §9). */
export const DRAWER_SIDES = ['left', 'right', 'top', 'bottom'] as const;

/** A side a drawer can slide in from. */
export type DrawerSide = (typeof DRAWER_SIDES)[number];

/** Default dialog width (spec §2, §9). */
export const DIALOG_WIDTH_PX = 500;

/** Width of the newsletter dialog (spec §2, §9). */
export const NEWSLETTER_DIALOG_WIDTH_PX = 400;

/** Tooltip maximum width below the tooltip breakpoint (spec §9). */
export const TOOLTIP_MAX_WIDTH_PX = 280;

/** Tooltip maximum width from the tooltip breakpoint on (spec §9). */
export const TOOLTIP_MAX_WIDTH_WIDE_PX = 480;

/** Width from which tooltips take their wide maximum (spec §9). */
export const TOOLTIP_WIDE_FROM_PX = 768;

/** Default tooltip font size (spec §9). */
export const TOOLTIP_FONT_SIZE_PX = 12;

/** Most images a product card shows or slides through (spec §2, §9). */
export const MAX_CAROUSEL_IMAGES = 2;

/** Defaults of the range slider (spec §9). */
export const RANGE_SLIDER_DEFAULTS = { min: 0, max: 100, significantFigures: 2 } as const;

/** Scale of the flag sprite per flag size (spec §9). */
export const FLAG_SCALES = { small: 0.4, medium: 0.6, large: 0.8 } as const;

/** A flag size. */
export type FlagSize = keyof typeof FLAG_SCALES;

/** Width of one flag cell in the sprite, in px (spec §9). */
export const FLAG_CELL_WIDTH_PX = 42;

/** Height of one flag cell in the sprite, in px (spec §9). */
export const FLAG_CELL_HEIGHT_PX = 30;

/** Size of one flag cell as [width, height] in px (spec §9). */
export const FLAG_CELL = [FLAG_CELL_WIDTH_PX, FLAG_CELL_HEIGHT_PX] as const;
