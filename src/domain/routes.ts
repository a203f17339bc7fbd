// Paths of the storefront (spec §2) and the routing limits of spec §9.

/** Fixed paths the app links to (spec §2). */
export const ROUTES = {
  home: '/',
  cart: '/checkout/cart',
  shipping: '/checkout/shipping',
  payment: '/checkout/payment',
  accountOverview: '/my-account/overview',
  wishlist: '/my-account/wishlist',
  faq: '/faq',
  stores: '/locate-us',
  contact: '/contact-us',
  resetPassword: '/reset-password',
} as const;

/** Path of a category page (spec §2). */
export function categoryPath(slug: string): string {
  return `/categories/${encodeURIComponent(slug)}`;
}

/** Path of a tag page, optionally narrowed to a category (spec §2). */
export function tagPath(slug: string, categorySlug?: string): string {
  const path = `/tags/${encodeURIComponent(slug)}`;
  return categorySlug ? `${path}?category=${encodeURIComponent(categorySlug)}` : path;
}

/** Path of a product page (spec §2), opening it in a colour when one is given (`?color=`, which the page reads). */
export function productPath(slug: string, color?: string | null): string {
  const path = `/products/${encodeURIComponent(slug)}`;
  return color ? `${path}?color=${encodeURIComponent(color)}` : path;
}

/** Whether a link leaves the app (a scheme such as https: or mailto:, or a protocol-relative //host): a full page load. */
export function isExternalHref(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href.trim());
}
