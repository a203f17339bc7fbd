import {
  AccountGuard,
  AddressBookStore,
  AUTH_GATEWAY,
  AuthStore,
  CartService,
  CartStore,
  ExpireSession,
  InitAuth,
  LOGGER,
  NAVIGATOR,
  PAYMENT_SESSION_STORAGE,
  ResetAddresses,
  RestoreSession,
  SELECTION_STORAGE,
  SessionService,
  SignOut,
  TOKEN_STORE,
  UiStore,
  WishlistService,
} from '@/application';
import { CookieTokenStore } from '@/infrastructure/storage/cookie-token-store';
import { LocalSelectionStorage } from '@/infrastructure/storage/local-selection-storage';
import { SessionPaymentStorage } from '@/infrastructure/storage/session-payment-storage';
import { AxiosAuthGateway } from '@/infrastructure/http/axios-auth-gateway';
import { ContainerModule } from 'inversify';
import { httpGateway } from './http-gateway';

/**
 * Identity: tokens, the session (start, restore, end) and its use cases, init-auth and the auth
 * guard every guarded route waits on. Signing in and password recovery load with their forms
 * (sign-in.module.ts).
 */
export const identityModule = new ContainerModule(({ bind }) => {
  bind(AUTH_GATEWAY).toDynamicValue(httpGateway(AxiosAuthGateway));
  bind(TOKEN_STORE).toDynamicValue(() => new CookieTokenStore());
  bind(AuthStore).toDynamicValue((c) => new AuthStore(c.get(TOKEN_STORE)));
  // The address book is part of the session: it empties when the session ends.
  bind(AddressBookStore).toDynamicValue(() => new AddressBookStore());
  bind(SessionService).toDynamicValue(
    (c) => new SessionService(c.get(AuthStore), c.get(CartService), c.get(WishlistService), c.get(AddressBookStore)),
  );
  // What a sign-out resets (spec §4): the saved address selection and the hosted-checkout keys.
  bind(SELECTION_STORAGE).toDynamicValue(() => new LocalSelectionStorage());
  bind(PAYMENT_SESSION_STORAGE).toDynamicValue(() => new SessionPaymentStorage());
  bind(ResetAddresses).toDynamicValue((c) => new ResetAddresses(c.get(AddressBookStore), c.get(CartStore), c.get(SELECTION_STORAGE), c.get(PAYMENT_SESSION_STORAGE)));
  bind(SignOut).toDynamicValue(
    (c) => new SignOut(c.get(AUTH_GATEWAY), c.get(SessionService), c.get(ResetAddresses), c.get(UiStore), c.get(NAVIGATOR), c.get(LOGGER)),
  );
  bind(RestoreSession).toDynamicValue((c) => new RestoreSession(c.get(AuthStore), c.get(AUTH_GATEWAY), c.get(SessionService), c.get(LOGGER)));
  bind(InitAuth).toDynamicValue((c) => new InitAuth(c.get(RestoreSession)));
  bind(AccountGuard).toDynamicValue((c) => new AccountGuard(c.get(AuthStore), c.get(UiStore), c.get(NAVIGATOR)));
  bind(ExpireSession).toDynamicValue((c) => new ExpireSession(c.get(SessionService), c.get(AccountGuard)));
});
