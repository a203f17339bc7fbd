import {
  ACCOUNT_GATEWAY,
  AddressChoice,
  AUTH_GATEWAY,
  AuthStore,
  CART_GATEWAY,
  CartService,
  CartStore,
  ChangeShippingAddress,
  CHECKOUT_GATEWAY,
  CHECKOUT_SESSION_STORAGE,
  CheckoutStore,
  ChoosePickupStore,
  CLOCK,
  ConfirmCardPayment,
  ContinueAsGuest,
  GuardCheckout,
  ID_SOURCE,
  InitAuth,
  LoadConfirmation,
  LOGGER,
  OrderCompletion,
  PAYMENT_GATEWAY,
  PAYMENT_SESSION_STORAGE,
  PlaceOrder,
  RefreshAddresses,
  SELECTION_STORAGE,
} from '@/application';
import { CryptoIdSource, SessionCheckoutStorage } from '@/infrastructure/storage/session-checkout-storage';
import { AxiosCheckoutGateway } from '@/infrastructure/http/axios-checkout-gateway';
import { ContainerModule } from 'inversify';
import { onFirstCall } from '../on-first-call';
import { httpGateway } from './http-gateway';

/** Checkout: guards, orders, payment (loaded with the first payment), the chosen addresses and their fee. Loaded with the account and checkout pages. */
export const checkoutModule = new ContainerModule(({ bind }) => {
  bind(CHECKOUT_GATEWAY).toDynamicValue(httpGateway(AxiosCheckoutGateway));
  bind(CHECKOUT_SESSION_STORAGE).toDynamicValue(() => new SessionCheckoutStorage());
  bind(ID_SOURCE).toDynamicValue(() => new CryptoIdSource());
  bind(PAYMENT_GATEWAY).toDynamicValue((c) => {
    const storage = c.get(PAYMENT_SESSION_STORAGE);
    return onFirstCall(async () => {
      const { HostedCheckoutPaymentGateway } = await import('@/infrastructure/payment/hosted-checkout-payment-gateway');
      return new HostedCheckoutPaymentGateway(storage);
    });
  });
  bind(CheckoutStore).toDynamicValue(() => new CheckoutStore());
  bind(AddressChoice).toDynamicValue((c) => new AddressChoice(c.get(CartStore), c.get(CheckoutStore), c.get(CART_GATEWAY), c.get(SELECTION_STORAGE), c.get(CLOCK)));
  bind(ChangeShippingAddress).toDynamicValue((c) => new ChangeShippingAddress(c.get(AddressChoice), c.get(LOGGER)));
  bind(GuardCheckout).toDynamicValue((c) => new GuardCheckout(c.get(InitAuth), c.get(AuthStore), c.get(CartService), c.get(CartStore), c.get(CheckoutStore), c.get(RefreshAddresses), c.get(ChoosePickupStore)),
  );
  bind(ContinueAsGuest).toDynamicValue((c) => new ContinueAsGuest(c.get(AuthStore), c.get(AUTH_GATEWAY), c.get(LOGGER)));
  bind(ChoosePickupStore).toDynamicValue((c) => new ChoosePickupStore(c.get(CheckoutStore), c.get(CartStore), c.get(CHECKOUT_SESSION_STORAGE)));
  bind(OrderCompletion).toDynamicValue(
    (c) => new OrderCompletion(c.get(CartService), c.get(CheckoutStore), c.get(AddressChoice), c.get(CHECKOUT_SESSION_STORAGE), c.get(PAYMENT_SESSION_STORAGE)),
  );
  bind(PlaceOrder).toDynamicValue(
    (c) =>
      new PlaceOrder(
        c.get(AuthStore),
        c.get(CartStore),
        c.get(CheckoutStore),
        c.get(CHECKOUT_GATEWAY),
        c.get(PAYMENT_GATEWAY),
        c.get(CHECKOUT_SESSION_STORAGE),
        c.get(ID_SOURCE),
        c.get(OrderCompletion),
        c.get(LOGGER),
        c.get(CLOCK),
      ),
  );
  bind(ConfirmCardPayment).toDynamicValue(
    (c) => new ConfirmCardPayment(c.get(PAYMENT_SESSION_STORAGE), c.get(CHECKOUT_GATEWAY), c.get(ACCOUNT_GATEWAY), c.get(OrderCompletion), c.get(LOGGER)),
  );
  bind(LoadConfirmation).toDynamicValue((c) => new LoadConfirmation(c.get(InitAuth), c.get(CHECKOUT_SESSION_STORAGE), c.get(ACCOUNT_GATEWAY), c.get(CHECKOUT_GATEWAY), c.get(LOGGER)));
});
