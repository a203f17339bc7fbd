// Durations of the interface's transitions (spec §9), shared by components and styles/tokens.less.

/** Drawer and dialog open and close transition, in seconds (spec §9). */
export const DRAWER_TRANSITION_S = 0.25;

/** Toast slide-in duration, in seconds (spec §9). */
export const TOAST_SLIDE_S = 0.3;

/** One loop of the loader animation, in seconds (spec §9). */
export const LOADER_LOOP_S = 2.3;
