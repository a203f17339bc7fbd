// Date inputs (spec §5): an optional minimum, a maximum of 2999-12-31 unless given.

/** The latest date a date input accepts unless told otherwise (spec §5). */
export const DATE_INPUT_MAX = '2999-12-31';

/** Message for a date that is not a real calendar day (our wording). */
export const DATE_INVALID = 'Please enter a valid date';

/** Message for a date before the minimum (our wording). */
export const dateTooEarly = (min: string): string => `Please enter a date from ${formatIsoDate(min)}`;

/** Message for a date after the maximum (our wording). */
export const dateTooLate = (max: string): string => `Please enter a date up to ${formatIsoDate(max)}`;

/** The bounds of a date input, as ISO days (YYYY-MM-DD). */
export interface DateBounds {
  readonly min?: string | null;
  readonly max?: string | null;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a string is a real calendar day written YYYY-MM-DD (no 2021-02-30). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: the latter reads years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The message for an optional date input's value, or null when it is accepted: empty, or a real
 * day within [min, max] (max 2999-12-31 when not given). ISO days compare as strings.
 */
export function checkDateInput(value: string, bounds: DateBounds = {}): string | null {
  if (value === '') return null;
  if (!isIsoDay(value)) return DATE_INVALID;
  const max = bounds.max ?? DATE_INPUT_MAX;
  if (bounds.min && value < bounds.min) return dateTooEarly(bounds.min);
  if (value > max) return dateTooLate(max);
  return null;
}

const longDay = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** An ISO day for people, en-US: "2026-04-18" → "April 18, 2026". */
export function formatIsoDate(day: string): string {
  return isIsoDay(day) ? longDay.format(new Date(`${day}T00:00:00Z`)) : day;
}
