import {
  AuthStore,
  BUILD_VERSION_SOURCE,
  type CaptchaProvider,
  CAPTCHA_PROVIDER,
  CART_STORAGE,
  CLOCK,
  ExpireSession,
  LOGGER,
  type Logger,
  MAPS_LOADER,
  PAYMENT_GATEWAY,
  PAYMENT_SESSION_STORAGE,
  PLACEHOLDER_DECODER,
  SELECTION_STORAGE,
  SESSION_FLAGS,
  TOKEN_STORE,
  VIEWPORT,
} from '@/application';
import {
  BlurhashPlaceholderDecoder,
  ConsoleLogger,
  CookieCartStorage,
  CookieTokenStore,
  createHttpClient,
  DevelopmentCaptchaProvider,
  GoogleMapsLoader,
  HttpBuildVersionSource,
  SessionPaymentStorage,
  SessionSelectionStorage,
  SessionStorageFlags,
  SystemClock,
  WindowViewport,
} from '@/infrastructure';
import { ContainerModule } from 'inversify';
import { loadOnce, onFirstCall } from './on-first-call';
import { APP_CONFIG, HTTP_CLIENT } from './tokens';

/** Browser adapters: HTTP, storage, time, captcha, maps, payment, placeholders. */
export const platformModule = new ContainerModule(({ bind }) => {
  bind(LOGGER).toDynamicValue(() => new ConsoleLogger());
  bind(CLOCK).toDynamicValue(() => new SystemClock());
  bind(VIEWPORT).toDynamicValue(() => new WindowViewport());
  bind(TOKEN_STORE).toDynamicValue(() => new CookieTokenStore());
  bind(CART_STORAGE).toDynamicValue(() => new CookieCartStorage());
  bind(SELECTION_STORAGE).toDynamicValue(() => new SessionSelectionStorage());
  bind(PAYMENT_SESSION_STORAGE).toDynamicValue(() => new SessionPaymentStorage());
  bind(SESSION_FLAGS).toDynamicValue(() => new SessionStorageFlags());
  bind(PLACEHOLDER_DECODER).toDynamicValue(() => new BlurhashPlaceholderDecoder());
  bind(MAPS_LOADER).toDynamicValue((ctx) => new GoogleMapsLoader(ctx.get(LOGGER)));
  // Checkout only: the adapter loads with the first payment.
  bind(PAYMENT_GATEWAY).toDynamicValue((ctx) => {
    const storage = ctx.get(PAYMENT_SESSION_STORAGE);
    return onFirstCall(async () => {
      const { HostedCheckoutPaymentGateway } = await import('@/infrastructure/payment/hosted-checkout-payment-gateway');
      return new HostedCheckoutPaymentGateway(storage);
    });
  });
  bind(BUILD_VERSION_SOURCE).toDynamicValue((ctx) => new HttpBuildVersionSource(ctx.get(APP_CONFIG).buildId));
  bind(CAPTCHA_PROVIDER).toDynamicValue((ctx) => {
    const { recaptchaSiteKey } = ctx.get(APP_CONFIG);
    return recaptchaSiteKey ? lazyRecaptcha(recaptchaSiteKey, ctx.get(LOGGER)) : new DevelopmentCaptchaProvider();
  });
  bind(HTTP_CLIENT).toDynamicValue((ctx) => {
    const auth = ctx.get(AuthStore);
    return createHttpClient({
      baseURL: ctx.get(APP_CONFIG).apiBaseUrl,
      tokens: () => ({ user: auth.snapshot.userToken, guest: auth.snapshot.guestToken }),
      // Resolved lazily: the use case depends on stores that depend on nothing HTTP.
      onUnauthorized: (sent) => (sent === 'guest' ? auth.clearGuest() : ctx.get(ExpireSession).execute()),
      logger: ctx.get(LOGGER),
    });
  });
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
