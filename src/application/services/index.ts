export * from './address-choice';
export * from './cart-keeper';
export * from './cart-lines';
export * from './cart-service';
export * from './guest-cart';
export * from './session-service';
export * from './shopper-cart';
export * from './wishlist-service';
