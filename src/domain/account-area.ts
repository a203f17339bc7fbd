// The account area's pages (spec §2 "/my-account"), what needs a signed-in shopper (spec §6) and
// the auth guard's decisions (DESIGN.md "Checkout guards": auth).

/** Root of the account area; it redirects to the overview. */
export const ACCOUNT_ROOT = '/my-account';

/** The account's pages (spec §2). */
export const ACCOUNT_PATHS = {
  overview: '/my-account/overview',
  orders: '/my-account/orders',
  addresses: '/my-account/my-addresses',
  profile: '/my-account/my-profile',
  wishlist: '/my-account/wishlist',
} as const;

/** One of the account's pages. */
export type AccountPage = keyof typeof ACCOUNT_PATHS;

/** Page titles, also the navigation's labels (our wording: the spec names the routes only). */
export const ACCOUNT_TITLES: Readonly<Record<AccountPage, string>> = {
  overview: 'Overview',
  orders: 'Orders',
  addresses: 'Addresses',
  profile: 'Profile',
  wishlist: 'Wishlist',
};

/** The navigation's order: Overview, Orders, Addresses, Profile, Wishlist (then Sign out). */
export const ACCOUNT_NAVIGATION: readonly AccountPage[] = ['overview', 'orders', 'addresses', 'profile', 'wishlist'];

/** Path of one order's page. */
export function orderPath(id: number): string {
  return `${ACCOUNT_PATHS.orders}/${id}`;
}

/** Whether a path (with or without its query) is an account destination, which needs a signed-in shopper (spec §6). */
export function requiresSignIn(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname === ACCOUNT_ROOT || pathname.startsWith(`${ACCOUNT_ROOT}/`);
}

/** The account page a path belongs to (an order's page belongs to Orders), or null outside the area. */
export function accountPageOf(pathname: string): AccountPage | null {
  const found = ACCOUNT_NAVIGATION.find((page) => pathname === ACCOUNT_PATHS[page] || pathname.startsWith(`${ACCOUNT_PATHS[page]}/`));
  return found ?? null;
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

/** The welcome at the end of a sign-up (our wording). */
export function welcomeMessage(firstName: string): string {
  const name = firstName.trim();
  return name ? `Welcome to Maison, ${name}! Your account is ready.` : 'Welcome to Maison! Your account is ready.';
}
