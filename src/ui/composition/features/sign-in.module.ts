import {
  AUTH_GATEWAY,
  CAPTCHA_PROVIDER,
  type CaptchaProvider,
  CLOCK,
  LOGGER,
  type Logger,
  ResetPasswordFlow,
  SessionService,
  SignIn,
  UiStore,
} from '@/application';
import { DevelopmentCaptchaProvider } from '@/infrastructure/captcha/development-captcha-provider';
import { ContainerModule } from 'inversify';
import { loadOnce } from '../on-first-call';
import { APP_CONFIG } from '../tokens';

/** Signing in or up and password recovery with its captcha: loaded with the auth and reset drawers and the reset page. */
export const signInModule = new ContainerModule(({ bind }) => {
  bind(CAPTCHA_PROVIDER).toDynamicValue((c) => {
    const { recaptchaSiteKey } = c.get(APP_CONFIG);
    return recaptchaSiteKey ? lazyRecaptcha(recaptchaSiteKey, c.get(LOGGER)) : new DevelopmentCaptchaProvider();
  });
  bind(SignIn).toDynamicValue((c) => new SignIn(c.get(AUTH_GATEWAY), c.get(SessionService), c.get(UiStore), c.get(LOGGER)));
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
