// Entering and leaving the account area: what needs a signed-in shopper (spec §6), the auth
// guard's decisions (DESIGN.md "Checkout guards": auth) and the word on signing out.

/** Root of the account area; it redirects to the overview. */
export const ACCOUNT_ROOT = '/my-account';

/** Whether a path (with or without its query) is an account destination, which needs a signed-in shopper (spec §6). */
export function requiresSignIn(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname === ACCOUNT_ROOT || pathname.startsWith(`${ACCOUNT_ROOT}/`);
}

/**
 * A guest's way into an account page: where signing in leads (`target`) and where closing the
 * auth drawer without signing in leaves them (`onDismiss`: a path to go to, or null to stay where
 * they are).
 */
export interface PendingSignIn {
  readonly target: string;
  readonly onDismiss: string | null;
}

/** What the auth guard does with a navigation to an account page. */
export type GuardDecision =
  | { readonly kind: 'enter' }
  /** A guest coming from another page: the navigation stops there, the auth drawer opens over it. */
  | { readonly kind: 'stay'; readonly at: string; readonly pending: PendingSignIn }
  /** A guest arriving on the page itself (a typed URL, a reload): the page shows, asking to sign in. */
  | { readonly kind: 'sign-in-here'; readonly pending: PendingSignIn };

/**
 * The auth guard (spec §4, §6): a signed-in shopper enters; a guest gets the auth drawer and,
 * after signing in or up, the page they asked for. Closing the drawer leaves a guest who came
 * from another page there, and sends one who typed the URL home.
 */
export function decideAccountEntry(signedIn: boolean, target: string, from: string | null): GuardDecision {
  if (signedIn) return { kind: 'enter' };
  if (from !== null && from !== target && !requiresSignIn(from)) return { kind: 'stay', at: from, pending: { target, onDismiss: null } };
  return { kind: 'sign-in-here', pending: { target, onDismiss: '/' } };
}

/** Where the shopper goes once the auth drawer has closed over a pending sign-in: null to stay. */
export function destinationAfterAuthDrawer(pending: PendingSignIn, signedIn: boolean): string | null {
  return signedIn ? pending.target : pending.onDismiss;
}

/** Snackbar shown after signing out (spec §2, §8). */
export const LOGGED_OUT_MESSAGE = 'You have logged out!';
