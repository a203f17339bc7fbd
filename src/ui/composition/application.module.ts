import {
  ACCOUNT_GATEWAY,
  AddressBookStore,
  AddToCart,
  ApplyCoupon,
  AUTH_GATEWAY,
  AuthStore,
  BUILD_VERSION_SOURCE,
  CART_GATEWAY,
  CART_STORAGE,
  CartStore,
  CATALOG_GATEWAY,
  ChangeCartLine,
  ChangeShippingAddress,
  CLOCK,
  CONTENT_GATEWAY,
  DismissStoreNotice,
  ExpireSession,
  LoadStartupData,
  LOGGER,
  NAVIGATOR,
  NEWSLETTER_GATEWAY,
  PAYMENT_SESSION_STORAGE,
  PersistGuestCart,
  RefreshAddresses,
  RefreshGuestCart,
  RemoveCoupon,
  ResetAddresses,
  ResetPasswordFlow,
  RestoreSession,
  SearchProducts,
  SELECTION_STORAGE,
  SESSION_FLAGS,
  SETTINGS_GATEWAY,
  ShellStore,
  SignIn,
  SignOut,
  STORE_NOTICE_DISMISSED_FLAG,
  SubscribeNewsletter,
  TOKEN_STORE,
  ToggleWishlist,
  UiStore,
  VIEWPORT,
  WatchBuildVersion,
  WISHLIST_GATEWAY,
  WishlistStore,
} from '@/application';
import { ContainerModule } from 'inversify';
// Content pages, store locator and going back to listings (issue 13).
import {
  FindNearestStores,
  GEOLOCATION,
  ListingCache,
  LoadStoreMap,
  MAPS_LOADER,
  MAPS_SETTINGS,
  SendContactMessage,
  STORE_MAP_RENDERER,
} from '@/application';
import { BrowserGeolocation } from '@/infrastructure';
import { GoogleStoreMapRenderer } from '@/infrastructure/maps/google-store-map';
import { APP_CONFIG } from './tokens';

/** Stores (singletons: one cart for the badge and the drawer) and the use cases over them. */
export const applicationModule = new ContainerModule(({ bind }) => {
  bind(AuthStore).toDynamicValue((c) => new AuthStore(c.get(TOKEN_STORE)));
  bind(CartStore).toDynamicValue(() => new CartStore());
  bind(WishlistStore).toDynamicValue(() => new WishlistStore());
  bind(AddressBookStore).toDynamicValue(() => new AddressBookStore());
  bind(UiStore).toDynamicValue((c) => new UiStore(c.get(CLOCK).scheduler));
  bind(ShellStore).toDynamicValue((c) => new ShellStore(c.get(SESSION_FLAGS).isSet(STORE_NOTICE_DISMISSED_FLAG)));

  bind(PersistGuestCart).toDynamicValue((c) => new PersistGuestCart(c.get(AuthStore), c.get(CartStore), c.get(CART_STORAGE)));
  bind(RefreshGuestCart).toDynamicValue(
    (c) => new RefreshGuestCart(c.get(AuthStore), c.get(CartStore), c.get(CART_GATEWAY), c.get(PersistGuestCart), c.get(LOGGER)),
  );
  bind(AddToCart).toDynamicValue(
    (c) =>
      new AddToCart(
        c.get(AuthStore), c.get(CartStore), c.get(UiStore), c.get(CART_GATEWAY),
        c.get(PersistGuestCart), c.get(RefreshGuestCart), c.get(VIEWPORT), c.get(LOGGER),
      ),
  );
  bind(ChangeCartLine).toDynamicValue(
    (c) =>
      new ChangeCartLine(c.get(AuthStore), c.get(CartStore), c.get(CART_GATEWAY), c.get(PersistGuestCart), c.get(RefreshGuestCart), c.get(LOGGER)),
  );
  bind(ApplyCoupon).toDynamicValue((c) => new ApplyCoupon(c.get(AuthStore), c.get(CartStore), c.get(CART_GATEWAY), c.get(PersistGuestCart)));
  bind(RemoveCoupon).toDynamicValue((c) => new RemoveCoupon(c.get(AuthStore), c.get(CartStore), c.get(CART_GATEWAY), c.get(PersistGuestCart)));
  bind(ChangeShippingAddress).toDynamicValue(
    (c) => new ChangeShippingAddress(c.get(CartStore), c.get(CART_GATEWAY), c.get(SELECTION_STORAGE), c.get(CLOCK)),
  );
  bind(RefreshAddresses).toDynamicValue(
    (c) =>
      new RefreshAddresses(
        c.get(AddressBookStore), c.get(CartStore), c.get(ACCOUNT_GATEWAY), c.get(SELECTION_STORAGE), c.get(ChangeShippingAddress), c.get(CLOCK),
      ),
  );
  bind(ResetAddresses).toDynamicValue(
    (c) => new ResetAddresses(c.get(AddressBookStore), c.get(CartStore), c.get(SELECTION_STORAGE), c.get(PAYMENT_SESSION_STORAGE)),
  );
  bind(SignIn).toDynamicValue(
    (c) =>
      new SignIn(
        c.get(AuthStore), c.get(CartStore), c.get(WishlistStore), c.get(UiStore), c.get(AUTH_GATEWAY),
        c.get(CART_GATEWAY), c.get(WISHLIST_GATEWAY), c.get(CART_STORAGE), c.get(LOGGER),
      ),
  );
  bind(SignOut).toDynamicValue(
    (c) =>
      new SignOut(
        c.get(AuthStore), c.get(CartStore), c.get(WishlistStore), c.get(AddressBookStore), c.get(UiStore),
        c.get(AUTH_GATEWAY), c.get(CART_STORAGE), c.get(NAVIGATOR), c.get(LOGGER),
      ),
  );
  bind(ExpireSession).toDynamicValue((c) => new ExpireSession(c.get(AuthStore), c.get(CartStore), c.get(WishlistStore), c.get(AddressBookStore)));
  bind(RestoreSession).toDynamicValue(
    (c) =>
      new RestoreSession(
        c.get(AuthStore), c.get(CartStore), c.get(WishlistStore), c.get(AUTH_GATEWAY), c.get(CART_GATEWAY),
        c.get(WISHLIST_GATEWAY), c.get(CART_STORAGE), c.get(RefreshGuestCart), c.get(LOGGER),
      ),
  );
  bind(ToggleWishlist).toDynamicValue(
    (c) => new ToggleWishlist(c.get(AuthStore), c.get(WishlistStore), c.get(UiStore), c.get(WISHLIST_GATEWAY), c.get(LOGGER)),
  );
  bind(ResetPasswordFlow).toDynamicValue((c) => new ResetPasswordFlow(c.get(AUTH_GATEWAY), c.get(UiStore), c.get(CLOCK), c.get(LOGGER)));
  bind(SubscribeNewsletter).toDynamicValue((c) => new SubscribeNewsletter(c.get(NEWSLETTER_GATEWAY), c.get(UiStore), c.get(CLOCK), c.get(LOGGER)));
  bind(LoadStartupData).toDynamicValue((c) => new LoadStartupData(c.get(ShellStore), c.get(CONTENT_GATEWAY), c.get(SETTINGS_GATEWAY), c.get(CLOCK)));
  bind(DismissStoreNotice).toDynamicValue((c) => new DismissStoreNotice(c.get(ShellStore), c.get(SESSION_FLAGS)));
  bind(WatchBuildVersion).toDynamicValue((c) => new WatchBuildVersion(c.get(BUILD_VERSION_SOURCE), c.get(NAVIGATOR), c.get(CLOCK)));
  // A search session per drawer opening: its own debounce and request, disposed with the drawer.
  bind(SearchProducts)
    .toDynamicValue((c) => new SearchProducts(c.get(CATALOG_GATEWAY), c.get(LOGGER), c.get(CLOCK).scheduler))
    .inTransientScope();

  // ── Content pages and store locator (issue 13) ─────────────────────────────────────────────
  // One block, to move into the content feature's module: the contact form, "Use my location"
  // and the locator's map, with the browser adapters of their ports.
  bind(GEOLOCATION).toDynamicValue(() => new BrowserGeolocation());
  // Going back to a long listing shows its pages at once (the router restores the scroll on them).
  bind(ListingCache).toDynamicValue(() => new ListingCache());
  bind(STORE_MAP_RENDERER).toDynamicValue(() => new GoogleStoreMapRenderer());
  bind(MAPS_SETTINGS).toDynamicValue((c) => ({ apiKey: c.get(APP_CONFIG).googleMapsApiKey }));
  bind(SendContactMessage).toDynamicValue((c) => new SendContactMessage(c.get(CONTENT_GATEWAY), c.get(UiStore)));
  bind(FindNearestStores).toDynamicValue((c) => new FindNearestStores(c.get(GEOLOCATION)));
  bind(LoadStoreMap).toDynamicValue((c) => new LoadStoreMap(c.get(MAPS_LOADER), c.get(STORE_MAP_RENDERER), c.get(MAPS_SETTINGS), c.get(LOGGER)));
  // ── end of issue 13's block ────────────────────────────────────────────────────────────────
});
