// Every delay and duration of spec §4 and §9 that is not owned by a rule of its own
// (search debounce: search-term.ts; build check: build-version.ts; chunk reload: chunk-reload.ts;
// saved selections: saved-selection.ts; tokens: tokens.ts). Transition durations belong to the
// interface: src/ui/theme/motion.ts.

/** How long a snackbar stays open (spec §2, §9). */
export const SNACKBAR_DURATION_MS = 3000;

/** Duration of a snackbar shown "indefinitely" (spec §2, §9). */
export const SNACKBAR_INDEFINITE_MS = 10_000_000;

/** Delay before the reset drawer moves from step 1 to step 2 after a successful request (spec §4, §9). */
export const RESET_STEP_DELAY_MS = 2000;

/** Delay before the reset drawer closes after a successful reset (spec §4, §9). */
export const RESET_CLOSE_DELAY_MS = 2000;

/** Fixed delay before the newsletter result is applied (spec §4, §9). */
export const NEWSLETTER_RESULT_DELAY_MS = 2500;

/** Delay before the burger menu closes after opening the auth drawer (spec §4, §9). */
export const MENU_CLOSE_DELAY_MS = 500;

/** Delay before the initial loading logo hides once startup loads finish (spec §4, §9). */
export const LOGO_HIDE_DELAY_MS = 200;
