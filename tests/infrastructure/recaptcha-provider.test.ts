import { describe, expect, it, vi } from 'vitest';
import { TransportError } from '@/application';
import { type Grecaptcha, RECAPTCHA_SCRIPT_URL, RecaptchaProvider } from '@/infrastructure/captcha/recaptcha-provider';
import { spyLogger } from '../support/msw/client';
import { fakeDocument } from './fake-document';

type Params = Parameters<Grecaptcha['render']>[1];

function fakeGrecaptcha() {
  let params: Params | undefined;
  const grecaptcha = {
    ready: vi.fn((callback: () => void) => callback()),
    render: vi.fn((_host: HTMLElement, parameters: Params) => {
      params = parameters;
      return 7;
    }),
    reset: vi.fn(),
  };
  return { grecaptcha, params: () => params! };
}

describe('RecaptchaProvider', () => {
  it('injects the explicit-render script once and renders with the site key', async () => {
    const { document, scripts, view } = fakeDocument<{ grecaptcha?: Grecaptcha }>();
    const provider = new RecaptchaProvider('site-key', spyLogger(), document);
    const host = window.document.createElement('div');
    const first = provider.render(host, () => undefined);
    const second = provider.render(host, () => undefined);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://www.google.com/recaptcha/api.js?render=explicit');
    expect(RECAPTCHA_SCRIPT_URL).toBe(scripts[0]!.src);

    const fake = fakeGrecaptcha();
    view.grecaptcha = fake.grecaptcha;
    scripts[0]!.load();
    await Promise.all([first, second]);
    expect(fake.grecaptcha.render).toHaveBeenCalledWith(host, expect.objectContaining({ sitekey: 'site-key' }));
    await provider.render(host, () => undefined);
    expect(scripts).toHaveLength(1);
  });

  it('reports the token, and null when it expires', async () => {
    const { document, scripts, view } = fakeDocument<{ grecaptcha?: Grecaptcha }>();
    const onToken = vi.fn();
    const provider = new RecaptchaProvider('site-key', spyLogger(), document);
    const rendered = provider.render(window.document.createElement('div'), onToken);
    const fake = fakeGrecaptcha();
    view.grecaptcha = fake.grecaptcha;
    scripts[0]!.load();
    await rendered;
    fake.params().callback('captcha-token');
    fake.params()['expired-callback']();
    expect(onToken.mock.calls).toEqual([['captcha-token'], [null]]);
    provider.reset();
    expect(fake.grecaptcha.reset).toHaveBeenCalledWith(7);
  });

  it('logs "Failed to load reCAPTCHA script." when the script fails, and retries on the next render', async () => {
    const { document, scripts } = fakeDocument<{ grecaptcha?: Grecaptcha }>();
    const logger = spyLogger();
    const provider = new RecaptchaProvider('site-key', logger, document);
    const rendered = provider.render(window.document.createElement('div'), () => undefined);
    scripts[0]!.fail();
    await expect(rendered).rejects.toBeInstanceOf(TransportError);
    expect(logger.error).toHaveBeenCalledWith('Failed to load reCAPTCHA script.');
    expect(scripts[0]!.remove).toHaveBeenCalled();
    void provider.render(window.document.createElement('div'), () => undefined).catch(() => undefined);
    expect(scripts).toHaveLength(2);
  });

  it('logs "reCAPTCHA failed to load." when the script loads but defines no grecaptcha', async () => {
    const { document, scripts } = fakeDocument<{ grecaptcha?: Grecaptcha }>();
    const logger = spyLogger();
    const rendered = new RecaptchaProvider('site-key', logger, document).render(window.document.createElement('div'), () => undefined);
    scripts[0]!.load();
    await expect(rendered).rejects.toThrow('reCAPTCHA failed to load.');
    expect(logger.error.mock.calls).toEqual([['reCAPTCHA failed to load.']]);
  });

  it('reset before any render does nothing', () => {
    const { document } = fakeDocument<{ grecaptcha?: Grecaptcha }>();
    expect(() => new RecaptchaProvider('k', spyLogger(), document).reset()).not.toThrow();
  });
});
