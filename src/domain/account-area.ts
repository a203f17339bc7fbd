// The account area's pages (spec §2 "/my-account"). What needs a signed-in shopper and the auth
// guard's decisions are account-entry.ts's.

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

/** The account page a path belongs to (an order's page belongs to Orders), or null outside the area. */
export function accountPageOf(pathname: string): AccountPage | null {
  const found = ACCOUNT_NAVIGATION.find((page) => pathname === ACCOUNT_PATHS[page] || pathname.startsWith(`${ACCOUNT_PATHS[page]}/`));
  return found ?? null;
}

/** The welcome at the end of a sign-up (our wording). */
export function welcomeMessage(firstName: string): string {
  const name = firstName.trim();
  return name ? `Welcome to Maison, ${name}! Your account is ready.` : 'Welcome to Maison! Your account is ready.';
}
