export { ListingView, LOAD_MORE_LABEL, NO_MATCHES_TEXT, RESET_FILTERS_LABEL, type ListingViewProps } from './ListingView';
export type { LoadListing } from './use-listing';
export * from './listing-params';
export { ListingNav } from './ListingNav';
export { listingKey, seedListing, type ListingSeed } from './listing-seed';
