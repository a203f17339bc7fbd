// The kinds of notice the app raises to the shopper (spec §2); each kind has its own look.

/** Toast kinds (spec §2). */
export const TOAST_KINDS = ['info', 'success', 'warning', 'danger'] as const;

/** A toast kind. */
export type ToastKind = (typeof TOAST_KINDS)[number];

/** Snackbar kinds (spec §2). */
export const SNACKBAR_KINDS = ['success', 'warning', 'error'] as const;

/** A snackbar kind. */
export type SnackbarKind = (typeof SNACKBAR_KINDS)[number];
