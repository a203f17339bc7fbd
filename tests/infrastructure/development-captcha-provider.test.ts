import { describe, expect, it, vi } from 'vitest';
import { DEVELOPMENT_CAPTCHA_TOKEN, DevelopmentCaptchaProvider } from '@/infrastructure/captcha/development-captcha-provider';

describe('DevelopmentCaptchaProvider (no site key configured)', () => {
  it('renders an accessible checkbox; checking yields development-captcha-token, unchecking null', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const onToken = vi.fn();
    await new DevelopmentCaptchaProvider().render(host, onToken);
    const box = host.querySelector('input[type="checkbox"]') as HTMLInputElement;
    expect(box.closest('label')?.textContent?.trim()).toBe("I'm not a robot (development)");
    box.click();
    box.click();
    expect(onToken.mock.calls).toEqual([['development-captcha-token'], [null]]);
    expect(DEVELOPMENT_CAPTCHA_TOKEN).toBe('development-captcha-token');
    host.remove();
  });

  it('reset unchecks the box', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const provider = new DevelopmentCaptchaProvider();
    await provider.render(host, () => undefined);
    const box = host.querySelector('input') as HTMLInputElement;
    box.click();
    expect(box.checked).toBe(true);
    provider.reset();
    expect(box.checked).toBe(false);
    host.remove();
  });
});
