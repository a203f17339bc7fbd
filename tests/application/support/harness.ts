import {
  AddressBookStore,
  AddToCart,
  ApplyCoupon,
  AuthStore,
  CartStore,
  ChangeCartLine,
  ChangeShippingAddress,
  ExpireSession,
  PersistGuestCart,
  RefreshAddresses,
  RefreshGuestCart,
  RemoveCoupon,
  ResetAddresses,
  RestoreSession,
  SignIn,
  SignOut,
  ToggleWishlist,
  UiStore,
  WishlistStore,
  type AccountGateway,
} from '@/application';
import {
  FakeAccountGateway,
  FakeAuthGateway,
  FakeCartGateway,
  FakeNavigator,
  FakeWishlistGateway,
  fakeTimersClock,
  FixedViewport,
  InMemoryCartStorage,
  InMemoryPaymentSessionStorage,
  InMemorySelectionStorage,
  InMemoryTokenStore,
  RecordingLogger,
} from './fakes';

/** Stores and use cases wired like the composition root, over in-memory fakes. */
export function createHarness(options: { userToken?: string; viewportWidth?: number } = {}) {
  const tokens = new InMemoryTokenStore();
  if (options.userToken) tokens.write('user', options.userToken);
  const auth = new AuthStore(tokens);
  const cart = new CartStore();
  const wishlist = new WishlistStore();
  const addressBook = new AddressBookStore();
  const ui = new UiStore(fakeTimersClock.scheduler);
  const cartGateway = new FakeCartGateway();
  const wishlistGateway = new FakeWishlistGateway();
  const authGateway = new FakeAuthGateway();
  const accountGateway = new FakeAccountGateway();
  const cartStorage = new InMemoryCartStorage();
  const selections = new InMemorySelectionStorage();
  const paymentSessions = new InMemoryPaymentSessionStorage();
  const navigator = new FakeNavigator();
  const logger = new RecordingLogger();
  const viewport = new FixedViewport(options.viewportWidth ?? 1280);

  const persistGuestCart = new PersistGuestCart(auth, cart, cartStorage);
  const refreshGuestCart = new RefreshGuestCart(auth, cart, cartGateway, persistGuestCart, logger);
  const changeShippingAddress = new ChangeShippingAddress(cart, cartGateway, selections, fakeTimersClock);
  return {
    tokens, auth, cart, wishlist, addressBook, ui, cartGateway, wishlistGateway, authGateway, accountGateway,
    cartStorage, selections, paymentSessions, navigator, logger, viewport,
    persistGuestCart,
    refreshGuestCart,
    changeShippingAddress,
    addToCart: new AddToCart(auth, cart, ui, cartGateway, persistGuestCart, refreshGuestCart, viewport, logger),
    changeCartLine: new ChangeCartLine(auth, cart, cartGateway, persistGuestCart, refreshGuestCart, logger),
    applyCoupon: new ApplyCoupon(auth, cart, cartGateway, persistGuestCart),
    removeCoupon: new RemoveCoupon(auth, cart, cartGateway, persistGuestCart),
    signIn: new SignIn(auth, cart, wishlist, ui, authGateway, cartGateway, wishlistGateway, cartStorage, logger),
    signOut: new SignOut(auth, cart, wishlist, addressBook, ui, authGateway, cartStorage, navigator, logger),
    expireSession: new ExpireSession(auth, cart, wishlist, addressBook),
    restoreSession: new RestoreSession(auth, cart, wishlist, authGateway, cartGateway, wishlistGateway, cartStorage, refreshGuestCart, logger),
    toggleWishlist: new ToggleWishlist(auth, wishlist, ui, wishlistGateway, logger),
    refreshAddresses: new RefreshAddresses(
      addressBook, cart, accountGateway as unknown as AccountGateway, selections, changeShippingAddress, fakeTimersClock,
    ),
    resetAddresses: new ResetAddresses(addressBook, cart, selections, paymentSessions),
  };
}

export type Harness = ReturnType<typeof createHarness>;
