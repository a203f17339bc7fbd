// Presentation sizes of spec §2 and §9 that the components read in code; the rest live in
// styles/tokens.less (tests/ui/components/tokens.test.ts checks the two agree).

/** Drawer widths by drawer (spec §2, §9). */
export const DRAWER_WIDTHS = { menu: '32rem', default: '30rem', search: '50rem', reset: '32rem' } as const;

/** Sides a drawer can slide in from (spec §9). */
export type DrawerSide = 'left' | 'right' | 'top' | 'bottom';

/** Default tooltip font size (spec §9). */
export const TOOLTIP_FONT_SIZE_PX = 12;

/** Most images a product card shows or slides through (spec §2, §9). */
export const MAX_CAROUSEL_IMAGES = 2;

/** Scale of the flag sprite per flag size (spec §9). */
export const FLAG_SCALES = { small: 0.4, medium: 0.6, large: 0.8 } as const;

/** A flag size. */
export type FlagSize = keyof typeof FLAG_SCALES;

/** Width of one flag cell in the sprite, in px (spec §9). */
export const FLAG_CELL_WIDTH_PX = 42;

/** Height of one flag cell in the sprite, in px (spec §9). */
export const FLAG_CELL_HEIGHT_PX = 30;
