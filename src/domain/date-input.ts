/** Latest date a date input accepts when no maximum is given (spec §5). */
export const DATE_INPUT_MAX_DEFAULT = '2999-12-31';

/** The min and max attributes of a date input, as YYYY-MM-DD; min is optional. */
export interface DateInputBounds {
  min: string | null;
  max: string;
}

/** The bounds of a date input: the optional minimum, and the maximum defaulting to 2999-12-31 (spec §5). */
export function dateInputBounds(options: { min?: string | null; max?: string | null } = {}): DateInputBounds {
  return { min: options.min ?? null, max: options.max ?? DATE_INPUT_MAX_DEFAULT };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether a value is a real calendar date written YYYY-MM-DD, the value format of date inputs. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Whether a YYYY-MM-DD value is a real date within the bounds, both ends included. */
export function isDateWithinBounds(value: string, bounds: DateInputBounds): boolean {
  // YYYY-MM-DD strings order the same way as the dates they name.
  return isIsoDate(value) && (bounds.min === null || value >= bounds.min) && value <= bounds.max;
}
