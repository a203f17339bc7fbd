// The HTTP gateways, loaded with their first call (http-gateway.ts). axios and the one axios
// instance load apart (warmHttpClient): a hydrating page answers its first calls from the server's
// recording and needs neither, and a page rendered in the browser starts both loads at once.

export { AxiosAccountGateway } from '@/infrastructure/http/axios-account-gateway';
export { AxiosAuthGateway } from '@/infrastructure/http/axios-auth-gateway';
export { AxiosCartGateway } from '@/infrastructure/http/axios-cart-gateway';
export { AxiosCatalogGateway } from '@/infrastructure/http/axios-catalog-gateway';
export { AxiosCheckoutGateway } from '@/infrastructure/http/axios-checkout-gateway';
export { AxiosContentGateway } from '@/infrastructure/http/axios-content-gateway';
export { AxiosNewsletterGateway } from '@/infrastructure/http/axios-newsletter-gateway';
export { AxiosSettingsGateway } from '@/infrastructure/http/axios-settings-gateway';
export { AxiosWishlistGateway } from '@/infrastructure/http/axios-wishlist-gateway';
