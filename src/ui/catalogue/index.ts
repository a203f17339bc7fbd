// The catalogue's building blocks, shared by the pages and the shell's search drawer.
export { ProductCard, type ProductCardProps } from './product-card';
export { ProductGrid, type ProductGridProps } from './product-grid';
export { Price, type PriceProps } from './price';
export { WishlistHeart, ADD_TO_WISHLIST_LABEL, REMOVE_FROM_WISHLIST_LABEL, type WishlistHeartProps } from './wishlist-heart';
export { Breadcrumbs, type Crumb } from './breadcrumbs';
