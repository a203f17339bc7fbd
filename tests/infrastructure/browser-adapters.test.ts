import { asyncScheduler } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleLogger } from '@/infrastructure/browser/console-logger';
import { SystemClock } from '@/infrastructure/browser/system-clock';
import { WindowViewport } from '@/infrastructure/browser/window-viewport';
import { readConfig } from '@/infrastructure/config';

describe('ConsoleLogger', () => {
  it('forwards to the console, with the detail only when given', () => {
    const console = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
    const logger = new ConsoleLogger(console);
    logger.error('Request failed: GET /api/menu', { status: 500 });
    logger.warn('retrying');
    logger.info('hello', 1);
    expect(console.error).toHaveBeenCalledWith('Request failed: GET /api/menu', { status: 500 });
    expect(console.warn.mock.calls).toEqual([['retrying']]);
    expect(console.info).toHaveBeenCalledWith('hello', 1);
  });
});

describe('SystemClock', () => {
  afterEach(() => vi.useRealTimers());

  it('reads Date.now and schedules on rxjs asyncScheduler', () => {
    vi.useFakeTimers({ now: 1_234_567 });
    const clock = new SystemClock();
    expect(clock.now()).toBe(1_234_567);
    expect(clock.scheduler).toBe(asyncScheduler);
  });
});

describe('WindowViewport', () => {
  it("reads the window's inner width", () => {
    expect(new WindowViewport({ innerWidth: 767 }).width()).toBe(767);
    expect(new WindowViewport().width()).toBe(window.innerWidth);
  });
});

describe('readConfig', () => {
  it('reads the Vite variables, trimming the base URL of its trailing slash', () => {
    expect(
      readConfig(
        { VITE_API_BASE_URL: 'https://api.example.com/', VITE_RECAPTCHA_SITE_KEY: 'site', VITE_GOOGLE_MAPS_API_KEY: 'maps', VITE_BUILD_ID: 'b1', VITE_PUBLIC_ORIGIN: 'https://maison.example/' },
        'http://localhost:5173',
      ),
    ).toEqual({ apiBaseUrl: 'https://api.example.com', recaptchaSiteKey: 'site', googleMapsApiKey: 'maps', buildId: 'b1', publicOrigin: 'https://maison.example' });
  });

  it('defaults to the same origin, no captcha key (development captcha), no maps key', () => {
    expect(readConfig({ VITE_API_BASE_URL: '', VITE_RECAPTCHA_SITE_KEY: '  ' }, 'http://localhost:5173')).toEqual({
      apiBaseUrl: '',
      recaptchaSiteKey: null,
      googleMapsApiKey: null,
      buildId: 'development',
      publicOrigin: 'http://localhost:5173',
    });
  });

  it("takes the page's origin as the public origin when none is configured, else none", () => {
    expect(readConfig({}).publicOrigin).toBe(globalThis.location.origin);
    expect(readConfig({}, '').publicOrigin).toBe('');
  });
});
