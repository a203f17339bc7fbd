import type { CaptchaProvider } from '@/application';

/** The token the reference server accepts when it has no reCAPTCHA secret (docs/api.md). */
export const DEVELOPMENT_CAPTCHA_TOKEN = 'development-captcha-token';

/** Label of the development checkbox. */
export const DEVELOPMENT_CAPTCHA_LABEL = "I'm not a robot (development)";

/** A plain checkbox standing in for reCAPTCHA when no site key is configured (development only). */
export class DevelopmentCaptchaProvider implements CaptchaProvider {
  private readonly boxes = new Set<HTMLInputElement>();

  async render(host: HTMLElement, onToken: (token: string | null) => void): Promise<void> {
    const document = host.ownerDocument;
    const label = document.createElement('label');
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.addEventListener('change', () => onToken(box.checked ? DEVELOPMENT_CAPTCHA_TOKEN : null));
    label.append(box, document.createTextNode(` ${DEVELOPMENT_CAPTCHA_LABEL}`));
    host.replaceChildren(label);
    this.boxes.add(box);
  }

  reset(): void {
    for (const box of this.boxes) {
      if (box.isConnected) box.checked = false;
      else this.boxes.delete(box);
    }
  }
}
