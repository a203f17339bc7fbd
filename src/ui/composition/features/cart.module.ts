import {
  AddToCart,
  ApplyCoupon,
  AuthStore,
  CART_GATEWAY,
  CART_STORAGE,
  CartService,
  CartStore,
  ChangeCartLine,
  GuestCart,
  LOGGER,
  RemoveCoupon,
  ShopperCart,
  UiStore,
} from '@/application';
import { CookieCartStorage } from '@/infrastructure/storage/cookie-cart-storage';
import { AxiosCartGateway } from '@/infrastructure/http/axios-cart-gateway';
import { ContainerModule } from 'inversify';
import { httpGateway } from './http-gateway';

/** Cart: the one CartStore (badge, drawer and page agree), the guest's and the shopper's carts behind the CartService, and its use cases. */
export const cartModule = new ContainerModule(({ bind }) => {
  bind(CART_GATEWAY).toDynamicValue(httpGateway(AxiosCartGateway));
  bind(CART_STORAGE).toDynamicValue(() => new CookieCartStorage());
  bind(CartStore).toDynamicValue(() => new CartStore());
  bind(GuestCart).toDynamicValue((c) => new GuestCart(c.get(CartStore), c.get(CART_GATEWAY), c.get(CART_STORAGE), c.get(LOGGER)));
  bind(ShopperCart).toDynamicValue((c) => new ShopperCart(c.get(CartStore), c.get(CART_GATEWAY), c.get(CART_STORAGE), c.get(LOGGER)));
  bind(CartService).toDynamicValue((c) => new CartService(c.get(AuthStore), c.get(CartStore), c.get(GuestCart), c.get(ShopperCart)));
  bind(AddToCart).toDynamicValue((c) => new AddToCart(c.get(CartService), c.get(UiStore), c.get(LOGGER)));
  bind(ChangeCartLine).toDynamicValue((c) => new ChangeCartLine(c.get(CartStore), c.get(CartService), c.get(LOGGER)));
  bind(ApplyCoupon).toDynamicValue((c) => new ApplyCoupon(c.get(CartService), c.get(LOGGER)));
  bind(RemoveCoupon).toDynamicValue((c) => new RemoveCoupon(c.get(CartService), c.get(LOGGER)));
});
