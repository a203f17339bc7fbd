import {
  AccountGuard,
  AddressBookStore,
  AUTH_GATEWAY,
  AuthStore,
  CartService,
  ExpireSession,
  InitAuth,
  LOGGER,
  NAVIGATOR,
  RestoreSession,
  SessionService,
  TOKEN_STORE,
  UiStore,
  WishlistService,
} from '@/application';
import { CookieTokenStore } from '@/infrastructure/storage/cookie-token-store';
import { AxiosAuthGateway } from '@/infrastructure/http/axios-auth-gateway';
import { ContainerModule } from 'inversify';
import { httpGateway } from './http-gateway';

/**
 * Identity: tokens, the session (start, restore, expire) and its use cases, init-auth and the auth
 * guard every guarded route waits on. Signing in and password recovery load with their forms
 * (sign-in.module.ts), signing out with its first use (sign-out.module.ts).
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
  bind(RestoreSession).toDynamicValue((c) => new RestoreSession(c.get(AuthStore), c.get(AUTH_GATEWAY), c.get(SessionService), c.get(LOGGER)));
  bind(InitAuth).toDynamicValue((c) => new InitAuth(c.get(RestoreSession)));
  bind(AccountGuard).toDynamicValue((c) => new AccountGuard(c.get(AuthStore), c.get(UiStore), c.get(NAVIGATOR)));
  bind(ExpireSession).toDynamicValue((c) => new ExpireSession(c.get(SessionService), c.get(AccountGuard)));
});
