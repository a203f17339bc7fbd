// The SPA's password rule (spec §5), enforced again on the server.
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long';
export const PASSWORD_TOO_WEAK = 'Password must contain at least one uppercase character and one special character';

/** The first broken rule's message, or null when the password is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < 8) return PASSWORD_TOO_SHORT;
  if (!/[A-Z]/.test(password) || !/[^A-Za-z0-9]/.test(password)) return PASSWORD_TOO_WEAK;
  return null;
}
