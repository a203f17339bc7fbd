import { AuthStore, ResetPasswordFlow, UiStore, WishlistStore } from '@/application';
import {
  FORGOT_PASSWORD_TITLE,
  PASSWORD_NEEDS_UPPERCASE_AND_SPECIAL,
  PASSWORD_TOO_SHORT,
  PRIVACY_POLICY_PATH,
  TERMS_AND_CONDITIONS_PATH,
  TERMS_REQUIRED,
} from '@/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell, setupShellServer } from '../shell/shell-support';
import { containerWithClock } from '../../support/controlled-clock';
import { accountAfterSignIn, record, refusal, SESSION } from './identity-support';

const { server, startup } = setupShellServer();
afterEach(() => vi.restoreAllMocks());

/** Opens the drawer from the header's guest account icon; resolves once the form is there. */
async function openFromHeader(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  const drawer = await screen.findByRole('dialog', { name: 'Sign in' });
  await within(drawer).findByLabelText('E-mail');
  return drawer;
}

/** The tone of a password rule in the list under the field: message (neutral), success or error. */
function tone(drawer: HTMLElement, rule: string): string | null {
  return within(drawer).getByText(rule, { selector: 'li > span' }).closest('li')?.getAttribute('data-tone') ?? null;
}

describe('auth drawer: sign in (spec §2, §4)', () => {
  it('keeps the token, closes the drawer, loads the wishlist, and the header shows the signed-in state', async () => {
    startup();
    const login = record(server, 'post', '/api/auth/login', () => HttpResponse.json(SESSION));
    const account = accountAfterSignIn(server);
    const { container, tokens } = containerWithClock();
    await renderShell('/', { container });
    const user = userEvent.setup();

    const drawer = await openFromHeader(user);
    const email = within(drawer).getByLabelText('E-mail');
    await waitFor(() => expect(document.activeElement).toBe(email));
    await user.type(email, ' lina@example.com ');
    await user.type(within(drawer).getByLabelText('Password'), 'Secret#2026');
    await user.click(within(drawer).getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(container.get(UiStore).isDrawerOpen('auth')).toBe(false));
    expect(login.map((request) => request.json)).toEqual([{ email: 'lina@example.com', password: 'Secret#2026' }]);
    expect(tokens.read('user')).toBe(SESSION.token);
    expect(container.get(AuthStore).snapshot.user?.first_name).toBe('Lina');
    await waitFor(() => expect(container.get(WishlistStore).has(42)).toBe(true));
    expect(account.wishlist).toHaveLength(1);
    expect(account.cart).toHaveLength(1);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/my-account/overview');
    expect(within(header).queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('a 422 puts the server message on its field and keeps what was typed', async () => {
    startup();
    const message = 'Incorrect e-mail address or password';
    record(server, 'post', '/api/auth/login', () => refusal(422, message, { password: message }));
    const { container, tokens } = containerWithClock();
    await renderShell('/', { container });
    const user = userEvent.setup();

    const drawer = await openFromHeader(user);
    const email = within(drawer).getByLabelText<HTMLInputElement>('E-mail');
    const password = within(drawer).getByLabelText<HTMLInputElement>('Password');
    await user.type(email, 'lina@example.com');
    await user.type(password, 'wrong-password');
    await user.click(within(drawer).getByRole('button', { name: 'Sign in' }));

    expect(await within(drawer).findByText(message)).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toContain(within(drawer).getByText(message).id);
    expect(document.activeElement).toBe(password);
    expect(email.value).toBe('lina@example.com');
    expect(password.value).toBe('wrong-password');
    // On its field, so not repeated above the button.
    expect(within(drawer).queryByRole('alert')).toBeNull();
    expect(container.get(UiStore).isDrawerOpen('auth')).toBe(true);
    expect(tokens.read('user')).toBeNull();
  });

  it('a refusal that names no field of the form is shown in the form', async () => {
    startup();
    const logins = record(server, 'post', '/api/auth/login', () => refusal(429, 'Too many attempts, please try again in a minute.'));
    const { container } = containerWithClock();
    await renderShell('/', { container });
    const user = userEvent.setup();

    const drawer = await openFromHeader(user);
    await user.type(within(drawer).getByLabelText('E-mail'), 'lina@example.com');
    await user.type(within(drawer).getByLabelText('Password'), 'Secret#2026');
    await user.click(within(drawer).getByRole('button', { name: 'Sign in' }));

    expect((await within(drawer).findByRole('alert')).textContent).toBe('Too many attempts, please try again in a minute.');
    expect(within(drawer).getByLabelText<HTMLInputElement>('Password').value).toBe('Secret#2026');

    // A 422 for a field the form does not have is shown in the form too.
    logins.length = 0;
    record(server, 'post', '/api/auth/login', () => refusal(422, 'The request was refused.', { device: 'This device is not allowed.' }));
    await user.click(within(drawer).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(within(drawer).getByRole('alert').textContent).toBe('This device is not allowed.'));
  });

  it('checks the fields on focus-out, with the domain messages, and sends nothing invalid', async () => {
    startup();
    const logins = record(server, 'post', '/api/auth/login', () => HttpResponse.json(SESSION));
    await renderShell('/', { container: containerWithClock().container });
    const user = userEvent.setup();

    const drawer = await openFromHeader(user);
    const email = within(drawer).getByLabelText('E-mail');
    await user.type(email, 'lina@');
    expect(within(drawer).queryByText('Please enter a valid e-mail address')).toBeNull();
    await user.tab();
    expect(await within(drawer).findByText('Please enter a valid e-mail address')).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Sign in' }));
    expect(await within(drawer).findByText('Please enter a password')).toBeTruthy();
    expect(logins).toHaveLength(0);
  });
});

describe('auth drawer: sign up (spec §2, §5)', () => {
  it('switches to sign-up: the title follows, focus goes to the first field, and back', async () => {
    startup();
    await renderShell('/', { container: containerWithClock().container });
    const user = userEvent.setup();

    const drawer = await openFromHeader(user);
    await user.click(within(drawer).getByRole('button', { name: 'Create an account' }));
    const signUp = await screen.findByRole('dialog', { name: 'Create an account' });
    const firstName = await within(signUp).findByLabelText('First name');
    await waitFor(() => expect(document.activeElement).toBe(firstName));

    await user.click(within(signUp).getByRole('button', { name: 'Sign in instead' }));
    const signIn = await screen.findByRole('dialog', { name: 'Sign in' });
    await waitFor(() => expect(document.activeElement).toBe(within(signIn).getByLabelText('E-mail')));
  });

  it('shows the password rules, each turning to success as it is met, red when still broken on focus-out', async () => {
    startup();
    await renderShell('/', { container: containerWithClock().container });
    const user = userEvent.setup();

    const drawer = await openFromHeader(user);
    await user.click(within(drawer).getByRole('button', { name: 'Create an account' }));
    const signUp = await screen.findByRole('dialog', { name: 'Create an account' });
    const password = await within(signUp).findByLabelText('Password');
    expect(tone(signUp, PASSWORD_TOO_SHORT)).toBe('message');
    expect(tone(signUp, PASSWORD_NEEDS_UPPERCASE_AND_SPECIAL)).toBe('message');

    await user.type(password, 'abcdefgh');
    expect(tone(signUp, PASSWORD_TOO_SHORT)).toBe('success');
    expect(tone(signUp, PASSWORD_NEEDS_UPPERCASE_AND_SPECIAL)).toBe('message');

    await user.tab();
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(tone(signUp, PASSWORD_TOO_SHORT)).toBe('success');
    expect(tone(signUp, PASSWORD_NEEDS_UPPERCASE_AND_SPECIAL)).toBe('error');

    await user.clear(password);
    await user.type(password, 'Abcdefg!');
    expect(tone(signUp, PASSWORD_TOO_SHORT)).toBe('success');
    expect(tone(signUp, PASSWORD_NEEDS_UPPERCASE_AND_SPECIAL)).toBe('success');
  });

  it('requires the terms, links them and the privacy policy, then creates the account and signs in', async () => {
    startup();
    const registrations = record(server, 'post', '/api/auth/register', () => HttpResponse.json(SESSION, { status: 201 }));
    accountAfterSignIn(server);
    const { container, tokens } = containerWithClock();
    await renderShell('/', { container });
    const user = userEvent.setup();

    const drawer = await openFromHeader(user);
    await user.click(within(drawer).getByRole('button', { name: 'Create an account' }));
    const signUp = await screen.findByRole('dialog', { name: 'Create an account' });
    await user.type(await within(signUp).findByLabelText('First name'), ' Lina ');
    await user.type(within(signUp).getByLabelText('Last name'), 'Khoury');
    await user.type(within(signUp).getByLabelText('E-mail'), 'lina@example.com');
    await user.type(within(signUp).getByLabelText('Password'), 'Secret#2026');

    const terms = within(signUp).getByRole('checkbox', { name: /I have read and accept the terms and conditions and the privacy policy/ });
    expect(within(signUp).getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe(TERMS_AND_CONDITIONS_PATH);
    expect(within(signUp).getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(PRIVACY_POLICY_PATH);

    await user.click(within(signUp).getByRole('button', { name: 'Create my account' }));
    expect(await within(signUp).findByText(TERMS_REQUIRED)).toBeTruthy();
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(registrations).toHaveLength(0);

    await user.click(terms);
    await user.click(within(signUp).getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(container.get(UiStore).isDrawerOpen('auth')).toBe(false));
    expect(registrations.map((request) => request.json)).toEqual([
      { first_name: 'Lina', last_name: 'Khoury', email: 'lina@example.com', password: 'Secret#2026', accept_terms: true },
    ]);
    expect(tokens.read('user')).toBe(SESSION.token);
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'My account' })).toBeTruthy();
  });

  it('a 422 puts the server message on the e-mail and keeps every field', async () => {
    startup();
    const taken = 'An account already exists with this e-mail address';
    record(server, 'post', '/api/auth/register', () => refusal(422, taken, { email: taken }));
    await renderShell('/', { container: containerWithClock().container });
    const user = userEvent.setup();

    const drawer = await openFromHeader(user);
    await user.click(within(drawer).getByRole('button', { name: 'Create an account' }));
    const signUp = await screen.findByRole('dialog', { name: 'Create an account' });
    await user.type(await within(signUp).findByLabelText('First name'), 'Lina');
    await user.type(within(signUp).getByLabelText('Last name'), 'Khoury');
    await user.type(within(signUp).getByLabelText('E-mail'), 'demo@maison.test');
    await user.type(within(signUp).getByLabelText('Password'), 'Secret#2026');
    await user.click(within(signUp).getByRole('checkbox'));
    await user.click(within(signUp).getByRole('button', { name: 'Create my account' }));

    const email = within(signUp).getByLabelText<HTMLInputElement>('E-mail');
    expect(await within(signUp).findByText(taken)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(email.value).toBe('demo@maison.test');
    expect(within(signUp).getByLabelText<HTMLInputElement>('First name').value).toBe('Lina');
    expect(within(signUp).getByLabelText<HTMLInputElement>('Password').value).toBe('Secret#2026');
    expect(within(signUp).getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
    expect(within(signUp).queryByRole('alert')).toBeNull();
  });
});

describe('auth drawer: the way to the reset drawer', () => {
  it('"Forgot your password?" closes the auth drawer and opens the reset drawer at step 1', async () => {
    startup();
    // Every feature at once: the reset flow is set up before a drawer has loaded it.
    const { container } = containerWithClock({ everyFeature: true });
    const flow = container.get(ResetPasswordFlow);
    act(() => flow.openAtReset('old-token', '000000'));
    act(() => container.get(UiStore).closeDrawer('reset'));
    await renderShell('/', { container });
    const user = userEvent.setup();

    const drawer = await openFromHeader(user);
    await user.click(within(drawer).getByRole('button', { name: 'Forgot your password?' }));
    const reset = await screen.findByRole('dialog', { name: FORGOT_PASSWORD_TITLE });
    const ui = container.get(UiStore);
    expect(ui.isDrawerOpen('auth')).toBe(false);
    expect(ui.isDrawerOpen('reset')).toBe(true);
    expect(flow.snapshot.step).toBe('request');
    await waitFor(() => expect(document.activeElement).toBe(within(reset).getByLabelText('E-mail')));
  });

  it('every opening starts at sign-in', async () => {
    startup();
    const { container } = containerWithClock();
    await renderShell('/', { container });
    const user = userEvent.setup();

    const drawer = await openFromHeader(user);
    await user.click(within(drawer).getByRole('button', { name: 'Create an account' }));
    await screen.findByRole('dialog', { name: 'Create an account' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await openFromHeader(user)).toBeTruthy();
  });
});
