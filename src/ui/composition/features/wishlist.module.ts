import { AuthStore, LOGGER, ToggleWishlist, UiStore, WISHLIST_GATEWAY, WishlistService, WishlistStore } from '@/application';
import { AxiosWishlistGateway } from '@/infrastructure/http/axios-wishlist-gateway';
import { ContainerModule } from 'inversify';
import { httpGateway } from './http-gateway';

/** Wishlist: the signed-in shopper's saved pieces and the heart's use case. */
export const wishlistModule = new ContainerModule(({ bind }) => {
  bind(WISHLIST_GATEWAY).toDynamicValue(httpGateway(AxiosWishlistGateway));
  bind(WishlistStore).toDynamicValue(() => new WishlistStore());
  bind(WishlistService).toDynamicValue((c) => new WishlistService(c.get(WishlistStore), c.get(WISHLIST_GATEWAY), c.get(LOGGER)));
  bind(ToggleWishlist).toDynamicValue((c) => new ToggleWishlist(c.get(AuthStore), c.get(WishlistService), c.get(UiStore), c.get(LOGGER)));
});
