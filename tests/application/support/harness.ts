import {
  ACCOUNT_GATEWAY,
  AddressBookStore,
  AddToCart,
  ApplyCoupon,
  AUTH_GATEWAY,
  AuthStore,
  CART_GATEWAY,
  CART_STORAGE,
  CartService,
  CartStore,
  ChangeCartLine,
  ChangeShippingAddress,
  DeleteAddress,
  CHECKOUT_GATEWAY,
  CHECKOUT_SESSION_STORAGE,
  CheckoutStore,
  ChoosePickupStore,
  CLOCK,
  ConfirmCardPayment,
  ContinueAsGuest,
  GuardCheckout,
  ID_SOURCE,
  PAYMENT_GATEWAY,
  PlaceOrder,
  ExpireSession,
  LOGGER,
  PAYMENT_SESSION_STORAGE,
  RefreshAddresses,
  RemoveCoupon,
  ResetAddresses,
  RestoreSession,
  SaveAddress,
  SELECTION_STORAGE,
  SignIn,
  SignOut,
  TOKEN_STORE,
  ToggleWishlist,
  UiStore,
  VIEWPORT,
  WISHLIST_GATEWAY,
  WishlistStore,
  type AccountGateway,
} from '@/application';
import { createAppContainer } from '@/ui/composition/container';
import { onDemandModules } from '@/ui/composition/features/on-demand-modules';
import {
  FakeAccountGateway,
  FakeAuthGateway,
  FakeCartGateway,
  FakeCheckoutGateway,
  FakePaymentGateway,
  InMemoryCheckoutStorage,
  SequentialIds,
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

/** Configuration of a container no test sends a request with: every gateway is a fake. */
const UNUSED_CONFIG = { apiBaseUrl: 'http://unused.test', recaptchaSiteKey: null, googleMapsApiKey: null, buildId: 'test', publicOrigin: 'https://maison.test' };

/**
 * The app's own container (the per-feature modules of `src/ui/composition/features`, every one loaded) with every
 * port the use cases reach rebound to an in-memory fake: stores, services and use cases are wired
 * exactly as in the app.
 */
export function createHarness(options: { userToken?: string; viewportWidth?: number } = {}) {
  const tokens = new InMemoryTokenStore();
  if (options.userToken) tokens.write('user', options.userToken);
  const fakes = {
    tokens,
    cartGateway: new FakeCartGateway(),
    wishlistGateway: new FakeWishlistGateway(),
    authGateway: new FakeAuthGateway(),
    accountGateway: new FakeAccountGateway(),
    cartStorage: new InMemoryCartStorage(),
    selections: new InMemorySelectionStorage(),
    paymentSessions: new InMemoryPaymentSessionStorage(),
    navigator: new FakeNavigator(),
    logger: new RecordingLogger(),
    viewport: new FixedViewport(options.viewportWidth ?? 1280),
    checkoutGateway: new FakeCheckoutGateway(),
    checkoutStorage: new InMemoryCheckoutStorage(),
  };
  const paymentGateway = new FakePaymentGateway(fakes.paymentSessions);
  const container = createAppContainer(UNUSED_CONFIG, fakes.navigator, (c) => {
    c.rebind(TOKEN_STORE).toConstantValue(fakes.tokens);
    c.rebind(CART_GATEWAY).toConstantValue(fakes.cartGateway);
    c.rebind(WISHLIST_GATEWAY).toConstantValue(fakes.wishlistGateway);
    c.rebind(AUTH_GATEWAY).toConstantValue(fakes.authGateway);
    c.rebind(ACCOUNT_GATEWAY).toConstantValue(fakes.accountGateway as unknown as AccountGateway);
    c.rebind(CART_STORAGE).toConstantValue(fakes.cartStorage);
    c.rebind(SELECTION_STORAGE).toConstantValue(fakes.selections);
    c.rebind(PAYMENT_SESSION_STORAGE).toConstantValue(fakes.paymentSessions);
    c.rebind(LOGGER).toConstantValue(fakes.logger);
    c.rebind(VIEWPORT).toConstantValue(fakes.viewport);
    c.rebind(CLOCK).toConstantValue(fakeTimersClock);
    c.rebind(CHECKOUT_GATEWAY).toConstantValue(fakes.checkoutGateway);
    c.rebind(CHECKOUT_SESSION_STORAGE).toConstantValue(fakes.checkoutStorage);
    c.rebind(PAYMENT_GATEWAY).toConstantValue(paymentGateway);
    c.rebind(ID_SOURCE).toConstantValue(new SequentialIds());
  }, onDemandModules);
  return {
    ...fakes,
    paymentGateway,
    container,
    checkout: container.get(CheckoutStore),
    guardCheckout: container.get(GuardCheckout),
    continueAsGuest: container.get(ContinueAsGuest),
    choosePickupStore: container.get(ChoosePickupStore),
    placeOrder: container.get(PlaceOrder),
    confirmCardPayment: container.get(ConfirmCardPayment),
    auth: container.get(AuthStore),
    cart: container.get(CartStore),
    wishlist: container.get(WishlistStore),
    addressBook: container.get(AddressBookStore),
    ui: container.get(UiStore),
    cartService: container.get(CartService),
    addToCart: container.get(AddToCart),
    changeCartLine: container.get(ChangeCartLine),
    applyCoupon: container.get(ApplyCoupon),
    removeCoupon: container.get(RemoveCoupon),
    changeShippingAddress: container.get(ChangeShippingAddress),
    signIn: container.get(SignIn),
    signOut: container.get(SignOut),
    expireSession: container.get(ExpireSession),
    restoreSession: container.get(RestoreSession),
    toggleWishlist: container.get(ToggleWishlist),
    refreshAddresses: container.get(RefreshAddresses),
    resetAddresses: container.get(ResetAddresses),
    saveAddress: container.get(SaveAddress),
    deleteAddress: container.get(DeleteAddress),
  };
}

export type Harness = ReturnType<typeof createHarness>;
