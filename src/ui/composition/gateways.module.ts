import {
  ACCOUNT_GATEWAY,
  AUTH_GATEWAY,
  CART_GATEWAY,
  CATALOG_GATEWAY,
  CHECKOUT_GATEWAY,
  CONTENT_GATEWAY,
  NEWSLETTER_GATEWAY,
  SETTINGS_GATEWAY,
  WISHLIST_GATEWAY,
} from '@/application';
import { ContainerModule } from 'inversify';
import { loadOnce, onFirstCall } from './on-first-call';
import { HTTP_CLIENT } from './tokens';

// One chunk holds every gateway class (and axios with the one instance): loaded with the first request.
const gateways = loadOnce(() => import('./http-gateways'));

/** The HTTP gateways of the Storefront API, all over the one client, each loaded with its first call. */
export const gatewaysModule = new ContainerModule(({ bind }) => {
  bind(CATALOG_GATEWAY).toDynamicValue((ctx) => {
    const http = ctx.get(HTTP_CLIENT);
    return onFirstCall(async () => new (await gateways()).AxiosCatalogGateway(http));
  });
  bind(CART_GATEWAY).toDynamicValue((ctx) => {
    const http = ctx.get(HTTP_CLIENT);
    return onFirstCall(async () => new (await gateways()).AxiosCartGateway(http));
  });
  bind(WISHLIST_GATEWAY).toDynamicValue((ctx) => {
    const http = ctx.get(HTTP_CLIENT);
    return onFirstCall(async () => new (await gateways()).AxiosWishlistGateway(http));
  });
  bind(AUTH_GATEWAY).toDynamicValue((ctx) => {
    const http = ctx.get(HTTP_CLIENT);
    return onFirstCall(async () => new (await gateways()).AxiosAuthGateway(http));
  });
  bind(ACCOUNT_GATEWAY).toDynamicValue((ctx) => {
    const http = ctx.get(HTTP_CLIENT);
    return onFirstCall(async () => new (await gateways()).AxiosAccountGateway(http));
  });
  bind(CHECKOUT_GATEWAY).toDynamicValue((ctx) => {
    const http = ctx.get(HTTP_CLIENT);
    return onFirstCall(async () => new (await gateways()).AxiosCheckoutGateway(http));
  });
  bind(CONTENT_GATEWAY).toDynamicValue((ctx) => {
    const http = ctx.get(HTTP_CLIENT);
    return onFirstCall(async () => new (await gateways()).AxiosContentGateway(http));
  });
  bind(SETTINGS_GATEWAY).toDynamicValue((ctx) => {
    const http = ctx.get(HTTP_CLIENT);
    return onFirstCall(async () => new (await gateways()).AxiosSettingsGateway(http));
  });
  bind(NEWSLETTER_GATEWAY).toDynamicValue((ctx) => {
    const http = ctx.get(HTTP_CLIENT);
    return onFirstCall(async () => new (await gateways()).AxiosNewsletterGateway(http));
  });
});
