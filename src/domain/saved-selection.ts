// Selected shipping and billing addresses are kept client-side for 24 hours (spec §3, §9).

/** How long a saved selection stays valid. */
export const SAVED_SELECTION_TTL_MS = 24 * 60 * 60 * 1000;

/** A value saved client-side with the time it was saved (epoch ms). */
export interface SavedSelection<T> {
  value: T;
  savedAt: number;
}

/** A selection saved at now. */
export function saveSelection<T>(value: T, now: number): SavedSelection<T> {
  return { value, savedAt: now };
}

/** Whether a selection is 24 hours old or more (or carries no usable time). */
export function isSelectionExpired(selection: SavedSelection<unknown>, now: number): boolean {
  return !Number.isFinite(selection.savedAt) || now - selection.savedAt >= SAVED_SELECTION_TTL_MS;
}

/** The saved value while it is fresh, else null. */
export function readSelection<T>(selection: SavedSelection<T> | null | undefined, now: number): T | null {
  return selection && !isSelectionExpired(selection, now) ? selection.value : null;
}
