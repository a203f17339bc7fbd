import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOGO_HIDE_DELAY_MS,
  NEWSLETTER_RESULT_DELAY_MS,
  PASSWORD_RESET_SUCCESS_MESSAGE,
  RESET_CLOSE_DELAY_MS,
  RESET_STEP_DELAY_MS,
  SNACKBAR_DURATION_MS,
  SNACKBAR_INDEFINITE_MS,
} from '@/domain';
import {
  CartStore,
  cartPricing,
  DismissStoreNotice,
  LoadStartupData,
  ResetPasswordFlow,
  ShellStore,
  STORE_NOTICE_DISMISSED_FLAG,
  SubscribeNewsletter,
  TransportError,
  UiStore,
  ValidationError,
  WatchBuildVersion,
  type ContentGateway,
  type SettingsGateway,
} from '@/application';
import {
  FakeAuthGateway,
  FakeBuildVersionSource,
  FakeNavigator,
  FakeNewsletterGateway,
  fakeTimersClock,
  InMemorySessionFlags,
  RecordingLogger,
} from './support/fakes';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('reset password drawer (spec §2, §4, §8)', () => {
  function setup() {
    const ui = new UiStore(fakeTimersClock.scheduler);
    const gateway = new FakeAuthGateway();
    return { ui, gateway, flow: new ResetPasswordFlow(gateway, ui, fakeTimersClock, new RecordingLogger()) };
  }

  it('step 1 becomes step 2 about 2 s after a successful request, loading meanwhile', async () => {
    const { flow, gateway, ui } = setup();
    flow.open();
    const done = flow.requestPin(' lina@example.com ', 'captcha-token');
    await vi.advanceTimersByTimeAsync(RESET_STEP_DELAY_MS - 1);
    expect(flow.snapshot).toMatchObject({ step: 'request', loading: true });
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toMatchObject({ ok: true });
    expect(flow.snapshot).toMatchObject({ step: 'reset', loading: false, resetToken: 'reset-token-1' });
    expect(gateway.calls[0]).toEqual({ method: 'forgotPassword', args: ['lina@example.com', 'captcha-token'] });
    expect(ui.isDrawerOpen('reset')).toBe(true);
  });

  it('an error leaves the drawer unchanged with no message', async () => {
    const { flow, gateway, ui } = setup();
    flow.open();
    gateway.failNext = new TransportError('offline');
    expect(await flow.requestPin('lina@example.com', 'captcha-token')).toMatchObject({ ok: false, failure: { kind: 'unavailable' } });
    expect(flow.snapshot).toMatchObject({ step: 'request', loading: false });
    expect(ui.snapshot.snackbars).toEqual([]);
  });

  it('/reset-password opens at step 2 with the pin prefilled and the token kept', async () => {
    const { flow, gateway, ui } = setup();
    flow.openAtReset('token-from-url', '123456');
    expect(flow.snapshot).toMatchObject({ step: 'reset', pin: '123456', resetToken: 'token-from-url' });
    const done = flow.resetPassword('123456', 'Secret1!');
    await vi.advanceTimersByTimeAsync(0);
    expect(gateway.calls[0]).toEqual({ method: 'resetPassword', args: ['123456', 'Secret1!', 'token-from-url'] });
    expect(ui.snapshot.snackbars.map((s) => s.text)).toEqual([PASSWORD_RESET_SUCCESS_MESSAGE]);
    await vi.advanceTimersByTimeAsync(RESET_CLOSE_DELAY_MS - 1);
    expect(ui.isDrawerOpen('reset')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toMatchObject({ ok: true });
    expect(ui.isDrawerOpen('reset')).toBe(false);
  });

  it('a refused reset keeps step 2 open with no message', async () => {
    const { flow, gateway, ui } = setup();
    flow.openAtReset('t', '000000');
    gateway.failNext = new ValidationError('The given data was invalid.', { pin: 'Invalid code' });
    expect(await flow.resetPassword('000000', 'Secret1!')).toMatchObject({ ok: false, failure: { kind: 'validation', fieldErrors: { pin: 'Invalid code' } } });
    expect(flow.snapshot.step).toBe('reset');
    expect(ui.isDrawerOpen('reset')).toBe(true);
    expect(ui.snapshot.snackbars).toEqual([]);
  });
});

describe('newsletter dialog (spec §2, §4, §8)', () => {
  function setup() {
    const ui = new UiStore(fakeTimersClock.scheduler);
    const gateway = new FakeNewsletterGateway();
    const logger = new RecordingLogger();
    return { ui, gateway, logger, newsletter: new SubscribeNewsletter(gateway, ui, fakeTimersClock, logger) };
  }
  const form = { email: ' ana@example.com ', gender: 'f' as const, country_code: 'LB' };

  it('success is applied after 2.5 s: snackbar with the server message, dialog and auth drawer closed', async () => {
    const { ui, gateway, newsletter } = setup();
    ui.openDrawer({ kind: 'auth' });
    newsletter.open();
    const done = newsletter.execute(form);
    expect(newsletter.snapshot.submitting).toBe(true);
    await vi.advanceTimersByTimeAsync(NEWSLETTER_RESULT_DELAY_MS - 1);
    expect(ui.snapshot.dialog).toBe('newsletter');
    expect(newsletter.snapshot.submitting).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toMatchObject({ ok: true });
    expect(gateway.received[0]?.email).toBe('ana@example.com');
    expect(ui.snapshot.snackbars.map((s) => [s.kind, s.text])).toEqual([['success', 'Thank you for subscribing!']]);
    expect(ui.snapshot.dialog).toBeNull();
    expect(ui.isDrawerOpen('auth')).toBe(false);
    expect(newsletter.snapshot.submitting).toBe(false);
  });

  it('failure puts the server field errors on the form, logs them, and the dialog stays open', async () => {
    const { ui, gateway, logger, newsletter } = setup();
    gateway.answer = () => Promise.reject(new ValidationError('Invalid', { email: 'This e-mail is already subscribed.' }));
    newsletter.open();
    const done = newsletter.execute(form);
    await vi.advanceTimersByTimeAsync(NEWSLETTER_RESULT_DELAY_MS);
    expect(await done).toMatchObject({ ok: false, failure: { kind: 'validation', fieldErrors: { email: 'This e-mail is already subscribed.' } } });
    expect(newsletter.snapshot).toEqual({ submitting: false, fieldErrors: { email: 'This e-mail is already subscribed.' } });
    expect(ui.snapshot.dialog).toBe('newsletter');
    expect(logger.entries[0]?.detail).toEqual({ email: 'This e-mail is already subscribed.' });
  });
});

describe('start-up and shell (spec §4, §8)', () => {
  it('start-up load failures are ignored; the logo hides 200 ms after all settle', async () => {
    const shell = new ShellStore(false);
    const content = {
      menu: () => Promise.resolve([{ label: 'Women' }]),
      footer: () => Promise.reject(new Error('down')),
      socialLinks: () => Promise.resolve([]),
    } as unknown as ContentGateway;
    const settings = { settings: () => Promise.resolve({ store_notice: { text: 'Returns within 30 days', link: null }, newsletter_controller: 'Maison', support_email: 'x' }) } as SettingsGateway;
    const done = new LoadStartupData(shell, content, settings, fakeTimersClock, new CartStore()).execute();
    await vi.advanceTimersByTimeAsync(0);
    expect(shell.snapshot).toMatchObject({ startupSettled: true, logoVisible: true, footer: [] });
    expect(shell.snapshot.menu).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(LOGO_HIDE_DELAY_MS);
    await done;
    expect(shell.snapshot.logoVisible).toBe(false);
  });

  it('the store\'s free-delivery threshold reaches the cart\'s pricing and leads the notice, in the rule\'s words', async () => {
    const shell = new ShellStore(false);
    const cart = new CartStore();
    const content = { menu: () => Promise.resolve([]), footer: () => Promise.resolve([]), socialLinks: () => Promise.resolve([]) } as unknown as ContentGateway;
    const answer = { store_notice: { text: 'Returns within 30 days', link: null }, newsletter_controller: 'Maison', support_email: 'x', free_delivery_from: 10_000 };
    const done = new LoadStartupData(shell, content, { settings: () => Promise.resolve(answer) } as SettingsGateway, fakeTimersClock, cart).execute();
    await vi.advanceTimersByTimeAsync(LOGO_HIDE_DELAY_MS);
    await done;
    cart.setItems([{ quantity: 1, product: { id: 1, regular_price: 8_750, sale_price: null } as never }]);
    expect(cartPricing(cart.snapshot)).toMatchObject({ freeShipping: false, toFreeDelivery: 1_250 });
    const notices: unknown[] = [];
    shell.storeNotice$.subscribe((notice) => notices.push(notice));
    expect(notices).toEqual([{ text: 'Free delivery on orders from $100 — Returns within 30 days', link: null }]);
    // Emptied after an order or a sign-out, the cart keeps the store's threshold.
    cart.clear();
    expect(cart.snapshot.freeDeliveryFrom).toBe(10_000);
  });

  it('the store notice is dismissed for the session', () => {
    const flags = new InMemorySessionFlags();
    const shell = new ShellStore(false);
    shell.setStartupData({ settings: { store_notice: { text: 'Sale', link: '/tags/sale' }, newsletter_controller: 'M', support_email: 'x' } });
    const notices: unknown[] = [];
    shell.storeNotice$.subscribe((n) => notices.push(n));
    new DismissStoreNotice(shell, flags).execute();
    expect(notices).toEqual([{ text: 'Sale', link: '/tags/sale' }, null]);
    expect(flags.isSet(STORE_NOTICE_DISMISSED_FLAG)).toBe(true);
    expect(new ShellStore(flags.isSet(STORE_NOTICE_DISMISSED_FLAG)).snapshot.noticeDismissed).toBe(true);
  });

  it('snackbars close after 3000 ms, or 10,000,000 ms when indefinite', async () => {
    const ui = new UiStore(fakeTimersClock.scheduler);
    ui.showSnackbar('success', 'short');
    ui.showSnackbar('error', 'long', { indefinite: true });
    await vi.advanceTimersByTimeAsync(SNACKBAR_DURATION_MS - 1);
    expect(ui.snapshot.snackbars).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(ui.snapshot.snackbars.map((s) => s.text)).toEqual(['long']);
    await vi.advanceTimersByTimeAsync(SNACKBAR_INDEFINITE_MS - SNACKBAR_DURATION_MS);
    expect(ui.snapshot.snackbars).toEqual([]);
  });

  it('build version: checked hourly; after a change the next navigation reloads', async () => {
    const source = new FakeBuildVersionSource('build-1', 'build-1');
    const navigator = new FakeNavigator();
    const watching = new WatchBuildVersion(source, navigator, fakeTimersClock).execute();
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(source.checks).toBe(1);
    navigator.navigations$.next('/categories/women');
    expect(navigator.reloads).toEqual([]);
    source.latest = 'build-2';
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000 - 1);
    expect(source.checks).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(source.checks).toBe(2);
    navigator.navigations$.next('/tags/sale');
    expect(navigator.reloads).toEqual(['/tags/sale']);
    watching.unsubscribe();
  });
});
