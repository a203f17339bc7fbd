import {
  AddressChoice,
  CART_GATEWAY,
  CartStore,
  ChangeShippingAddress,
  CHECKOUT_GATEWAY,
  CLOCK,
  LOGGER,
  PAYMENT_GATEWAY,
  PAYMENT_SESSION_STORAGE,
  SELECTION_STORAGE,
} from '@/application';
import { SessionPaymentStorage } from '@/infrastructure/storage/session-payment-storage';
import { SessionSelectionStorage } from '@/infrastructure/storage/session-selection-storage';
import { ContainerModule } from 'inversify';
import { onFirstCall } from '../on-first-call';
import { httpGateway } from './http-gateway';

/** Checkout: orders, payment (loaded with the first payment), the chosen addresses and their fee. */
export const checkoutModule = new ContainerModule(({ bind }) => {
  bind(CHECKOUT_GATEWAY).toDynamicValue(httpGateway((g, http) => new g.AxiosCheckoutGateway(http)));
  bind(SELECTION_STORAGE).toDynamicValue(() => new SessionSelectionStorage());
  bind(PAYMENT_SESSION_STORAGE).toDynamicValue(() => new SessionPaymentStorage());
  bind(PAYMENT_GATEWAY).toDynamicValue((c) => {
    const storage = c.get(PAYMENT_SESSION_STORAGE);
    return onFirstCall(async () => {
      const { HostedCheckoutPaymentGateway } = await import('@/infrastructure/payment/hosted-checkout-payment-gateway');
      return new HostedCheckoutPaymentGateway(storage);
    });
  });
  bind(AddressChoice).toDynamicValue((c) => new AddressChoice(c.get(CartStore), c.get(CART_GATEWAY), c.get(SELECTION_STORAGE), c.get(CLOCK)));
  bind(ChangeShippingAddress).toDynamicValue((c) => new ChangeShippingAddress(c.get(AddressChoice), c.get(LOGGER)));
});
