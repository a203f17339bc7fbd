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
import {
  AxiosAccountGateway,
  AxiosAuthGateway,
  AxiosCartGateway,
  AxiosCatalogGateway,
  AxiosCheckoutGateway,
  AxiosContentGateway,
  AxiosNewsletterGateway,
  AxiosSettingsGateway,
  AxiosWishlistGateway,
} from '@/infrastructure';
import { ContainerModule } from 'inversify';
import { HTTP_CLIENT } from './tokens';

/** The HTTP gateways of the Storefront API, all over the one client. */
export const gatewaysModule = new ContainerModule(({ bind }) => {
  bind(CATALOG_GATEWAY).toDynamicValue((ctx) => new AxiosCatalogGateway(ctx.get(HTTP_CLIENT)));
  bind(CART_GATEWAY).toDynamicValue((ctx) => new AxiosCartGateway(ctx.get(HTTP_CLIENT)));
  bind(WISHLIST_GATEWAY).toDynamicValue((ctx) => new AxiosWishlistGateway(ctx.get(HTTP_CLIENT)));
  bind(AUTH_GATEWAY).toDynamicValue((ctx) => new AxiosAuthGateway(ctx.get(HTTP_CLIENT)));
  bind(ACCOUNT_GATEWAY).toDynamicValue((ctx) => new AxiosAccountGateway(ctx.get(HTTP_CLIENT)));
  bind(CHECKOUT_GATEWAY).toDynamicValue((ctx) => new AxiosCheckoutGateway(ctx.get(HTTP_CLIENT)));
  bind(CONTENT_GATEWAY).toDynamicValue((ctx) => new AxiosContentGateway(ctx.get(HTTP_CLIENT)));
  bind(SETTINGS_GATEWAY).toDynamicValue((ctx) => new AxiosSettingsGateway(ctx.get(HTTP_CLIENT)));
  bind(NEWSLETTER_GATEWAY).toDynamicValue((ctx) => new AxiosNewsletterGateway(ctx.get(HTTP_CLIENT)));
});
