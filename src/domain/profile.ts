import { checkDateInput, type DateBounds } from './date-input';

// The profile's rules (our design: the spec shows no profile), shared by the form and its tests.

/** The earliest birth date the profile accepts; the latest is the date input's default (spec §5). */
export const BIRTH_DATE_BOUNDS: DateBounds = { min: '1900-01-01' };

/** Message for a phone number with letters or too few digits (our wording). */
export const PHONE_INVALID = 'Please enter a valid phone number';

/** Message for an empty current password (our wording). */
export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password';

/** An optional phone: empty, or digits with spaces, dots, dashes, brackets and a leading +, 6 to 20 digits. */
export function checkOptionalPhone(phone: string): string | null {
  const value = phone.trim();
  if (value === '') return null;
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(value) && digits >= 6 && digits <= 20 ? null : PHONE_INVALID;
}

/** An optional birth date within the profile's bounds. */
export function checkBirthDate(day: string): string | null {
  return checkDateInput(day, BIRTH_DATE_BOUNDS);
}
