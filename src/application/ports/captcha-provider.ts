import { token } from '../token';

/** A captcha widget: renders into a host element and reports its token (or null when it expires). */
export interface CaptchaProvider {
  /** Loads the provider's script if needed and renders the widget; resolves when rendered. */
  render(host: HTMLElement, onToken: (token: string | null) => void): Promise<void>;
  /** Clears the widget so a new token is needed. */
  reset(): void;
}
export const CAPTCHA_PROVIDER = token<CaptchaProvider>('CaptchaProvider');
