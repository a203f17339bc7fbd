import { ResetPasswordFlow, UiStore } from '@/application';
import {
  FORGOT_PASSWORD_TITLE,
  PASSWORD_RESET_SUCCESS_MESSAGE,
  RESET_CLOSE_DELAY_MS,
  RESET_PASSWORD_TITLE,
  RESET_STEP_DELAY_MS,
} from '@/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../support/test-container';
import { renderShell, setupShellServer } from '../shell/shell-support';
import { containerWithClock, type ControlledClock, finishOverlayExits } from '../../support/controlled-clock';
import { record, refusal } from './identity-support';

const { server, startup } = setupShellServer();
afterEach(() => vi.restoreAllMocks());

/** The development captcha's token (the test container has no reCAPTCHA site key). */
const CAPTCHA_TOKEN = 'development-captcha-token';
const NEW_PASSWORD = 'Fresh#Start9';

/** The drawer's Confirm button; while loading its name is the loader's text. */
const confirm = (drawer: HTMLElement) =>
  within(drawer).getByRole<HTMLButtonElement>('button', { name: /Confirm|Sending your confirmation code|Saving your new password/ });

/** Renders the shell, opens the reset drawer at step 1 and stops the clock. */
async function openStepOne() {
  startup();
  // Every feature at once: the flow opens the drawer, which has not loaded it yet.
  const setup = containerWithClock({ everyFeature: true });
  await renderShell('/', { container: setup.container });
  setup.clock.freeze();
  act(() => setup.container.get(ResetPasswordFlow).open());
  const drawer = await screen.findByRole('dialog', { busy: false, name: FORGOT_PASSWORD_TITLE });
  await within(drawer).findByLabelText('E-mail');
  return { ...setup, drawer, user: userEvent.setup() };
}

/** Moves the controlled clock on, letting the promises that were waiting on it settle. */
async function advance(clock: ControlledClock, ms: number): Promise<void> {
  await act(async () => clock.advance(ms));
}

describe('reset drawer, step 1 "Forgot Your Password" (spec §2, §4, §5)', () => {
  it('Confirm is disabled until the captcha has a token; a request shows a loader, then step 2 after 2000 ms', async () => {
    const forgot = record(server, 'post', '/api/auth/forgot-password', () => HttpResponse.json({ token: 'reset-token-9' }));
    const { drawer, user, clock, container } = await openStepOne();
    const email = within(drawer).getByLabelText('E-mail');
    await waitFor(() => expect(document.activeElement).toBe(email));

    await user.type(email, 'lina@example.com');
    expect(confirm(drawer).disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(forgot).toHaveLength(0);

    await user.click(within(drawer).getByRole('checkbox', { name: /not a robot/ }));
    expect(confirm(drawer).disabled).toBe(false);
    await user.click(confirm(drawer));

    await waitFor(() => expect(clock.pending).toBe(1));
    expect(forgot.map((request) => request.json)).toEqual([{ captchaResponse: CAPTCHA_TOKEN, email: 'lina@example.com' }]);
    expect(confirm(drawer).getAttribute('aria-busy')).toBe('true');
    expect(within(confirm(drawer)).getByRole('status').textContent).toBe('Sending your confirmation code');

    await advance(clock, RESET_STEP_DELAY_MS - 1);
    expect(screen.getByRole('dialog', { name: FORGOT_PASSWORD_TITLE })).toBe(drawer);
    expect(confirm(drawer).getAttribute('aria-busy')).toBe('true');

    await advance(clock, 1);
    const stepTwo = await screen.findByRole('dialog', { busy: false, name: RESET_PASSWORD_TITLE });
    const code = await within(stepTwo).findByLabelText<HTMLInputElement>('Confirmation code');
    expect(within(stepTwo).getByLabelText('New password')).toBeTruthy();
    expect(code.value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(container.get(ResetPasswordFlow).snapshot.resetToken).toBe('reset-token-9');
  });

  it('checks the e-mail on focus-out with the domain message', async () => {
    const forgot = record(server, 'post', '/api/auth/forgot-password', () => HttpResponse.json({ token: 't' }));
    const { drawer, user } = await openStepOne();
    await user.type(within(drawer).getByLabelText('E-mail'), 'not-an-address');
    await user.tab();
    expect(await within(drawer).findByText('Please enter a valid e-mail address')).toBeTruthy();
    await user.click(within(drawer).getByRole('checkbox', { name: /not a robot/ }));
    await user.click(confirm(drawer));
    expect(forgot).toHaveLength(0);
  });

  it('a refused request leaves step 1 as it was, with no message; the captcha asks again', async () => {
    record(server, 'post', '/api/auth/forgot-password', () => refusal(429, 'Too many attempts, please try again later.'));
    const { drawer, user, clock, container } = await openStepOne();
    const email = within(drawer).getByLabelText<HTMLInputElement>('E-mail');
    await user.type(email, 'lina@example.com');
    await user.click(within(drawer).getByRole('checkbox', { name: /not a robot/ }));
    await user.click(confirm(drawer));

    await waitFor(() => expect(confirm(drawer).getAttribute('aria-busy')).toBeNull());
    await advance(clock, RESET_STEP_DELAY_MS);
    expect(screen.getByRole('dialog', { name: FORGOT_PASSWORD_TITLE })).toBe(drawer);
    expect(email.value).toBe('lina@example.com');
    expect(within(drawer).queryByRole('alert')).toBeNull();
    expect(within(drawer).queryByText(/too many/i)).toBeNull();
    expect(container.get(UiStore).snapshot.snackbars).toEqual([]);
    expect(container.get(ResetPasswordFlow).snapshot).toMatchObject({ step: 'request', loading: false });
    // A captcha token is checked once: a new one is needed for the next try.
    expect(within(drawer).getByRole<HTMLInputElement>('checkbox', { name: /not a robot/ }).checked).toBe(false);
    expect(confirm(drawer).disabled).toBe(true);
  });
});

describe('reset drawer, step 2 "Reset Your Password" (spec §2, §4, §8)', () => {
  it('/reset-password?token=t&pin=123456 opens at step 2 with the pin prefilled, sends the token, then a snackbar and closing after 2000 ms', async () => {
    const resets = record(server, 'post', '/api/auth/reset-password', () => HttpResponse.json({ message: 'Your password was changed.' }));
    const { container, clock } = containerWithClock();
    clock.freeze();
    renderRoute('/reset-password?token=t&pin=123456', { container });

    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    const drawer = await screen.findByRole('dialog', { busy: false, name: RESET_PASSWORD_TITLE });
    const code = await within(drawer).findByLabelText<HTMLInputElement>('Confirmation code');
    const password = within(drawer).getByLabelText('New password');
    expect(code.value).toBe('123456');
    await waitFor(() => expect(document.activeElement).toBe(password));

    const user = userEvent.setup();
    await user.type(password, NEW_PASSWORD);
    await user.click(confirm(drawer));

    await waitFor(() => expect(screen.getByText(PASSWORD_RESET_SUCCESS_MESSAGE)).toBeTruthy());
    expect(resets.map((request) => request.json)).toEqual([{ pin: '123456', password: NEW_PASSWORD, token: 't' }]);
    const ui = container.get(UiStore);
    await advance(clock, RESET_CLOSE_DELAY_MS - 1);
    expect(ui.isDrawerOpen('reset')).toBe(true);
    await advance(clock, 1);
    expect(ui.isDrawerOpen('reset')).toBe(false);
    // It slides out as it was, not as the next opening will be.
    expect(screen.queryByRole('dialog', { name: FORGOT_PASSWORD_TITLE })).toBeNull();
    await finishOverlayExits(clock);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a refused reset leaves step 2 as it was, with no message', async () => {
    record(server, 'post', '/api/auth/reset-password', () =>
      refusal(422, 'This code is invalid or has expired.', { pin: 'This code is invalid or has expired.' }),
    );
    const { container, clock } = containerWithClock();
    clock.freeze();
    renderRoute('/reset-password?token=t&pin=654321', { container });
    const drawer = await screen.findByRole('dialog', { busy: false, name: RESET_PASSWORD_TITLE });
    const user = userEvent.setup();
    const password = await within(drawer).findByLabelText<HTMLInputElement>('New password');
    await user.type(password, NEW_PASSWORD);
    await user.click(confirm(drawer));

    await waitFor(() => expect(confirm(drawer).getAttribute('aria-busy')).toBeNull());
    await advance(clock, RESET_CLOSE_DELAY_MS);
    expect(screen.getByRole('dialog', { name: RESET_PASSWORD_TITLE })).toBe(drawer);
    expect(within(drawer).getByLabelText<HTMLInputElement>('Confirmation code').value).toBe('654321');
    expect(password.value).toBe(NEW_PASSWORD);
    expect(within(drawer).queryByText(/invalid or has expired/)).toBeNull();
    expect(within(drawer).queryByRole('alert')).toBeNull();
    expect(container.get(UiStore).snapshot.snackbars).toEqual([]);
  });

  it('the confirmation code is a box per digit: a code pasted with spaces fills the six boxes and is sent as its digits', async () => {
    const resets = record(server, 'post', '/api/auth/reset-password', () => HttpResponse.json({ message: 'ok' }));
    const { container } = containerWithClock();
    renderRoute('/reset-password?token=t&pin=', { container });
    const drawer = await screen.findByRole('dialog', { busy: false, name: RESET_PASSWORD_TITLE });
    const user = userEvent.setup();
    const code = await within(drawer).findByLabelText<HTMLInputElement>('Confirmation code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.parentElement!.querySelectorAll('[aria-hidden="true"]')).toHaveLength(6);
    await user.paste('482 913');
    expect(code.value).toBe('482913');
    await user.type(within(drawer).getByLabelText('New password'), NEW_PASSWORD);
    await user.click(confirm(drawer));
    await waitFor(() => expect(resets.map((request) => request.json)).toEqual([{ pin: '482913', password: NEW_PASSWORD, token: 't' }]));
  });

  it('checks the new password with the domain rules and sends nothing invalid', async () => {
    const resets = record(server, 'post', '/api/auth/reset-password', () => HttpResponse.json({ message: 'ok' }));
    const { container } = containerWithClock();
    renderRoute('/reset-password?token=t&pin=', { container });
    const drawer = await screen.findByRole('dialog', { busy: false, name: RESET_PASSWORD_TITLE });
    const user = userEvent.setup();
    const code = await within(drawer).findByLabelText('Confirmation code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    await user.type(within(drawer).getByLabelText('New password'), 'short');
    await user.click(confirm(drawer));
    expect(await within(drawer).findByText('Please enter the confirmation code')).toBeTruthy();
    expect(within(drawer).getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(resets).toHaveLength(0);
  });
});

describe('the /reset-password page behind the drawer', () => {
  it('reopens the drawer at step 2, asks for a new code at step 1, or opens the sign-in drawer', async () => {
    const { container } = containerWithClock({ everyFeature: true });
    renderRoute('/reset-password?token=t&pin=123456', { container });
    const ui = container.get(UiStore);
    const flow = container.get(ResetPasswordFlow);
    const user = userEvent.setup();
    await screen.findByRole('dialog', { busy: false, name: RESET_PASSWORD_TITLE });
    const page = screen.getByRole('region', { name: 'Reset your password' });
    expect(document.title).toBe('Reset your password | Maison');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(page).getByRole('button', { name: 'Choose a new password' }));
    const again = await screen.findByRole('dialog', { busy: false, name: RESET_PASSWORD_TITLE });
    expect(within(again).getByLabelText<HTMLInputElement>('Confirmation code').value).toBe('123456');
    expect(flow.snapshot.resetToken).toBe('t');

    act(() => ui.closeDrawer('reset'));
    await user.click(within(page).getByRole('button', { name: 'Request a new code' }));
    expect(await screen.findByRole('dialog', { busy: false, name: FORGOT_PASSWORD_TITLE })).toBeTruthy();

    act(() => ui.closeDrawer('reset'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(page).getByRole('button', { name: 'Sign in' }));
    expect(ui.isDrawerOpen('auth')).toBe(true);
    expect(ui.isDrawerOpen('reset')).toBe(false);
    expect(within(page).getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
  });
});
