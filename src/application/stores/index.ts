export * from './address-book-store';
export * from './auth-store';
export * from './cart-store';
export * from './listing-cache';
export * from './shell-store';
export * from './store';
export * from './ui-store';
export * from './wishlist-store';
