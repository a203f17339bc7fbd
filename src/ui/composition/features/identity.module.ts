import {
  AccountGuard,
  AddressBookStore,
  AUTH_GATEWAY,
  AuthStore,
  CAPTCHA_PROVIDER,
  type CaptchaProvider,
  CartService,
  CLOCK,
  ExpireSession,
  LOGGER,
  type Logger,
  NAVIGATOR,
  ResetPasswordFlow,
  RestoreSession,
  SessionService,
  SignIn,
  SignOut,
  TOKEN_STORE,
  UiStore,
  WishlistService,
} from '@/application';
import { DevelopmentCaptchaProvider } from '@/infrastructure/captcha/development-captcha-provider';
import { CookieTokenStore } from '@/infrastructure/storage/cookie-token-store';
import { ContainerModule } from 'inversify';
import { loadOnce } from '../on-first-call';
import { APP_CONFIG } from '../tokens';
import { httpGateway } from './http-gateway';

/** Identity: tokens, the session (start, restore, end) and its use cases, password recovery and its captcha. */
export const identityModule = new ContainerModule(({ bind }) => {
  bind(AUTH_GATEWAY).toDynamicValue(httpGateway((g, http) => new g.AxiosAuthGateway(http)));
  bind(TOKEN_STORE).toDynamicValue(() => new CookieTokenStore());
  bind(CAPTCHA_PROVIDER).toDynamicValue((c) => {
    const { recaptchaSiteKey } = c.get(APP_CONFIG);
    return recaptchaSiteKey ? lazyRecaptcha(recaptchaSiteKey, c.get(LOGGER)) : new DevelopmentCaptchaProvider();
  });
  bind(AuthStore).toDynamicValue((c) => new AuthStore(c.get(TOKEN_STORE)));
  bind(SessionService).toDynamicValue(
    (c) => new SessionService(c.get(AuthStore), c.get(CartService), c.get(WishlistService), c.get(AddressBookStore)),
  );
  bind(SignIn).toDynamicValue((c) => new SignIn(c.get(AUTH_GATEWAY), c.get(SessionService), c.get(UiStore), c.get(LOGGER)));
  bind(SignOut).toDynamicValue(
    (c) => new SignOut(c.get(AUTH_GATEWAY), c.get(SessionService), c.get(UiStore), c.get(NAVIGATOR), c.get(LOGGER)),
  );
  bind(RestoreSession).toDynamicValue((c) => new RestoreSession(c.get(AuthStore), c.get(AUTH_GATEWAY), c.get(SessionService), c.get(LOGGER)));
  bind(ExpireSession).toDynamicValue((c) => new ExpireSession(c.get(SessionService), c.get(AccountGuard)));
  bind(ResetPasswordFlow).toDynamicValue((c) => new ResetPasswordFlow(c.get(AUTH_GATEWAY), c.get(UiStore), c.get(CLOCK), c.get(LOGGER)));
});

/** reCAPTCHA, loaded with the first widget a form renders (forms are not on the first paint). */
function lazyRecaptcha(siteKey: string, logger: Logger): CaptchaProvider {
  let loaded: CaptchaProvider | null = null;
  const provider = loadOnce(async () => {
    const { RecaptchaProvider } = await import('@/infrastructure/captcha/recaptcha-provider');
    return (loaded = new RecaptchaProvider(siteKey, logger));
  });
  return {
    render: async (host, onToken) => (await provider()).render(host, onToken),
    // Before the first render there is no widget to reset.
    reset: () => loaded?.reset(),
  };
}
