import {
  AddressBookStore,
  AUTH_GATEWAY,
  CartStore,
  LOGGER,
  NAVIGATOR,
  PAYMENT_SESSION_STORAGE,
  ResetAddresses,
  SELECTION_STORAGE,
  SessionService,
  SignOut,
  UiStore,
} from '@/application';
import { LocalSelectionStorage } from '@/infrastructure/storage/local-selection-storage';
import { SessionPaymentStorage } from '@/infrastructure/storage/session-payment-storage';
import { ContainerModule } from 'inversify';

/**
 * Signing out and what it resets (spec §4): the saved address selection and the hosted-checkout
 * keys, which the checkout keeps too (it loads with this module). Loaded by the first sign-out,
 * the account area or the checkout; a session that expires (ExpireSession) needs none of it.
 */
export const signOutModule = new ContainerModule(({ bind }) => {
  bind(SELECTION_STORAGE).toDynamicValue(() => new LocalSelectionStorage());
  bind(PAYMENT_SESSION_STORAGE).toDynamicValue(() => new SessionPaymentStorage());
  bind(ResetAddresses).toDynamicValue((c) => new ResetAddresses(c.get(AddressBookStore), c.get(CartStore), c.get(SELECTION_STORAGE), c.get(PAYMENT_SESSION_STORAGE)));
  bind(SignOut).toDynamicValue(
    (c) => new SignOut(c.get(AUTH_GATEWAY), c.get(SessionService), c.get(ResetAddresses), c.get(UiStore), c.get(NAVIGATOR), c.get(LOGGER)),
  );
});
