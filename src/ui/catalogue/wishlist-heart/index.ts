export { WishlistHeart, ADD_TO_WISHLIST_LABEL, REMOVE_FROM_WISHLIST_LABEL, type WishlistHeartProps } from './WishlistHeart';
