/** Message for an e-mail address that is not valid (spec §5). */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid e-mail address';

/** Message for an empty e-mail field (our wording: the spec does not show it). */
export const EMAIL_REQUIRED = 'Please enter your e-mail address';

/** Longest address a mail server accepts (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Longest local part (before the @) allowed by RFC 5321. */
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

// Dot-separated RFC 5322 atoms before the @, then host labels of letters, digits and inner
// hyphens, ending in an alphabetic (or punycode) top-level domain. No quoted local parts or IP
// literals: shoppers do not use them, and mail providers rarely accept them.
/** A practical e-mail pattern, shared with class-validator DTOs (@Matches). */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** Whether a string, once trimmed, is a valid e-mail address. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  const localPart = email.slice(0, email.lastIndexOf('@'));
  return email.length <= EMAIL_MAX_LENGTH && localPart.length <= EMAIL_LOCAL_PART_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** The message for an e-mail field (required, then valid), or null when it is fine (spec §5). */
export function checkEmail(value: string): string | null {
  if (value.trim() === '') return EMAIL_REQUIRED;
  return isValidEmail(value) ? null : INVALID_EMAIL_MESSAGE;
}
