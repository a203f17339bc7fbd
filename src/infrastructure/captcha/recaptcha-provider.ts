import { CAPTCHA_LOAD_FAILED, CAPTCHA_SCRIPT_LOAD_FAILED } from '@/domain';
import { type CaptchaProvider, type Logger, TransportError } from '@/application';

/** The reCAPTCHA v2 script, in explicit-render mode so widgets render only where asked. */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';

/** The part of the `grecaptcha` global this provider uses. */
export interface Grecaptcha {
  ready?(callback: () => void): void;
  render(
    host: HTMLElement,
    parameters: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void },
  ): number;
  reset(widgetId?: number): void;
}

type RecaptchaWindow = Window & { grecaptcha?: Grecaptcha };

/** Google reCAPTCHA v2: loads the script once and renders the checkbox widget (spec §5). */
export class RecaptchaProvider implements CaptchaProvider {
  private script: Promise<Grecaptcha> | null = null;
  private widgetId: number | null = null;

  constructor(
    private readonly siteKey: string,
    private readonly logger: Logger,
    private readonly document: Document = window.document,
  ) {}

  async render(host: HTMLElement, onToken: (token: string | null) => void): Promise<void> {
    const grecaptcha = await this.load();
    await new Promise<void>((resolve) => (grecaptcha.ready ? grecaptcha.ready(resolve) : resolve()));
    this.widgetId = grecaptcha.render(host, {
      sitekey: this.siteKey,
      callback: (token) => onToken(token),
      'expired-callback': () => onToken(null),
    });
  }

  reset(): void {
    const grecaptcha = this.grecaptcha();
    if (grecaptcha && this.widgetId !== null) grecaptcha.reset(this.widgetId);
  }

  private grecaptcha(): Grecaptcha | undefined {
    return (this.document.defaultView as RecaptchaWindow | null)?.grecaptcha;
  }

  private load(): Promise<Grecaptcha> {
    const loaded = this.grecaptcha();
    if (loaded) return Promise.resolve(loaded);
    this.script ??= new Promise<Grecaptcha>((resolve, reject) => {
      const script = this.document.createElement('script');
      script.src = RECAPTCHA_SCRIPT_URL;
      script.async = true;
      script.defer = true;
      script.addEventListener('load', () => {
        const grecaptcha = this.grecaptcha();
        if (grecaptcha) return resolve(grecaptcha);
        this.logger.error(CAPTCHA_LOAD_FAILED);
        this.forget(script);
        reject(new TransportError(CAPTCHA_LOAD_FAILED));
      });
      script.addEventListener('error', () => {
        this.logger.error(CAPTCHA_SCRIPT_LOAD_FAILED);
        this.forget(script);
        reject(new TransportError(CAPTCHA_SCRIPT_LOAD_FAILED));
      });
      this.document.head.appendChild(script);
    });
    return this.script;
  }

  // A failed load is forgotten so that the next render (the drawer opened again) tries once more.
  private forget(script: HTMLScriptElement): void {
    script.remove();
    this.script = null;
  }
}
