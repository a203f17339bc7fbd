import { type ValidationMessageItem } from './validation-message';

/** Shortest password accepted (spec §5, §9). */
export const PASSWORD_MIN_LENGTH = 8;

/** Message for a password shorter than the minimum (spec §5). */
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long';

/** Message for a password without an uppercase or a special character (spec §5). */
export const PASSWORD_NEEDS_UPPERCASE_AND_SPECIAL =
  'Password must contain at least one uppercase character and one special character';

/** Message for an empty password field (our wording: the spec does not show it). */
export const PASSWORD_REQUIRED = 'Please enter a password';

/** Digits of the confirmation code a reset e-mail carries (our choice: the spec does not show it). */
export const RESET_PIN_LENGTH = 6;

/** Message for an empty confirmation code (our wording: the spec does not show it). */
export const PIN_REQUIRED = 'Please enter the confirmation code';

// The one password rule of the SPA and the server, for every alphabet (docs/api.md):
// - uppercase: a capital letter of any cased script (Unicode Lu or Lt): "A", "É", "Ж", "Ǆ";
//   scripts without case (Arabic, Chinese, …) have none, so such a password needs one capital too;
// - special: any character that is not a letter, a digit, a combining mark or white space:
//   punctuation, symbols and emoji ("!", "€", "§", "😀"), so a space or an accent is not one.
const UPPERCASE = /[\p{Lu}\p{Lt}]/u;
const SPECIAL = /[^\p{L}\p{N}\p{M}\s]/u;

/** Whether a password is long enough (counted in characters, not UTF-16 units). */
export function hasMinLength(password: string): boolean {
  return [...password].length >= PASSWORD_MIN_LENGTH;
}

/** Whether a password has at least one uppercase and one special character. */
export function hasUppercaseAndSpecial(password: string): boolean {
  return UPPERCASE.test(password) && SPECIAL.test(password);
}

/** The messages a password breaks, empty when it is accepted (spec §5). Passwords are never trimmed. */
export function checkPassword(password: string): string[] {
  if (password === '') return [PASSWORD_REQUIRED];
  const messages: string[] = [];
  if (!hasMinLength(password)) messages.push(PASSWORD_TOO_SHORT);
  if (!hasUppercaseAndSpecial(password)) messages.push(PASSWORD_NEEDS_UPPERCASE_AND_SPECIAL);
  return messages;
}

/** The first rule a password breaks, or null when it is accepted: what the server answers (spec §5). */
export function passwordProblem(password: string): string | null {
  return checkPassword(password)[0] ?? null;
}

// A rule shown as a hint: neutral until the password meets it.
function hint(text: string, met: boolean): ValidationMessageItem {
  return { text, condition: true, type: met ? 'success' : 'message' };
}

/** Live hints shown while the field has focus: each rule as a neutral message, turning to success once met. */
export function passwordHints(password: string): ValidationMessageItem[] {
  return [
    hint(PASSWORD_TOO_SHORT, hasMinLength(password)),
    hint(PASSWORD_NEEDS_UPPERCASE_AND_SPECIAL, hasUppercaseAndSpecial(password)),
  ];
}

/** The message for the confirmation code (pin) field, or null when it is filled in (spec §5). */
export function checkPin(pin: string): string | null {
  return pin.trim() === '' ? PIN_REQUIRED : null;
}
