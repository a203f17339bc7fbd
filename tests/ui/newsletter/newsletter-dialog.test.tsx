import { SubscribeNewsletter, UiStore } from '@/application';
import {
  DEFAULT_COUNTRY_CODE,
  INVALID_EMAIL_MESSAGE,
  NEWSLETTER_DIALOG_TITLE,
  NEWSLETTER_FAILED_MESSAGE,
  NEWSLETTER_RESULT_DELAY_MS,
  NEWSLETTER_SUBMITTING_LABEL,
  SUBSCRIBE_LABEL,
} from '@/domain';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEATURES } from '@/ui/composition';
import { answer } from '../../support/msw/server';
import { renderShell, setupShellServer, SETTINGS } from '../shell/shell-support';
import { containerWithClock, finishOverlayExits } from '../../support/controlled-clock';

// The dialog and its form are lazy chunks: give their first load time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const { server, startup } = setupShellServer();
afterEach(() => vi.restoreAllMocks());

const COUNTRIES = [
  { code: 'LB', shippable: true },
  { code: 'FR', shippable: true },
  { code: 'DE', shippable: true },
];

/**
 * The shell with the dialog open from the footer's field, the clock frozen once the shell has
 * started. `overAuthDrawer`: the dialog opens over the open auth drawer instead.
 */
async function openDialog({ overAuthDrawer = false } = {}) {
  startup();
  const countries = answer(server, 'get', '/api/optionsets/countries', COUNTRIES);
  const { container, clock } = containerWithClock();
  await renderShell('/', { container });
  clock.freeze();
  const user = userEvent.setup();
  if (overAuthDrawer) {
    act(() => container.get(UiStore).openDrawer({ kind: 'auth' }));
    // The subscription is an on-demand feature: the footer's field loads it, here the test does.
    await container.get(FEATURES)('newsletter');
    act(() => container.get(SubscribeNewsletter).open());
  } else {
    await user.click(within(screen.getByRole('contentinfo')).getByRole('textbox', { name: 'Your e-mail address' }));
  }
  const dialog = await screen.findByRole('dialog', { busy: false, name: NEWSLETTER_DIALOG_TITLE });
  const email = await within(dialog).findByRole('textbox', { name: 'Email' });
  return { container, clock, user, dialog, email, countries, ui: container.get(UiStore) };
}

/** The text of what an element's aria-describedby points at. */
function description(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** Fills a valid form: e-mail and gender (the country stays at its default). */
async function fillValid(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, email: HTMLElement, gender: 'Male' | 'Female' = 'Female') {
  await user.type(email, 'lina@example.com');
  await user.click(within(dialog).getByRole('radio', { name: gender }));
}

/** Waits until the answer has come and the 2.5 s delay is running on the clock. */
async function untilDelayRuns(clock: { pending: number }) {
  await waitFor(() => expect(clock.pending).toBeGreaterThan(0));
}

describe('newsletter dialog (spec §2, §4, §5)', () => {
  it('has Email, Country (LB by default), Gender (Male m, Female f), Subscribe and the privacy notice', async () => {
    const { dialog, email, countries } = await openDialog();
    expect(document.activeElement).toBe(email);
    const country = within(dialog).getByRole('button', { name: /Country/ });
    await waitFor(() => expect(countries).toHaveLength(1));
    expect(country.textContent).toContain('Lebanon');
    expect(country.querySelector(`[data-flag="${DEFAULT_COUNTRY_CODE}"]`)).not.toBeNull();
    const gender = within(dialog).getByRole('group', { name: 'Gender' });
    expect(within(gender).getAllByRole('radio').map((radio) => [radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent, (radio as HTMLInputElement).value])).toEqual([
      ['Male', 'm'],
      ['Female', 'f'],
    ]);
    expect(within(dialog).getByRole('button', { name: SUBSCRIBE_LABEL })).toBeTruthy();
    const notice = within(dialog).getByText(/data controller/);
    expect(notice.textContent).toContain(SETTINGS.newsletter_controller);
    expect(notice.textContent).toMatch(/mailing list/);
    expect(notice.textContent).toMatch(/news by e-mail/);
  });

  it('shows "Please enter a valid e-mail address" below the field on focus-out, not while typing', async () => {
    const { user, email } = await openDialog();
    await user.type(email, 'lina@example');
    expect(screen.queryByText(INVALID_EMAIL_MESSAGE)).toBeNull();
    await user.tab();
    await waitFor(() => expect(description(email)).toBe(INVALID_EMAIL_MESSAGE));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    // Below the field, in the same field block.
    const message = screen.getByText(INVALID_EMAIL_MESSAGE);
    expect(email.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Corrected: the message goes at the next focus-out.
    await user.type(email, '.com');
    await user.tab();
    await waitFor(() => expect(screen.queryByText(INVALID_EMAIL_MESSAGE)).toBeNull());
  });

  it('sends {email, gender, country_code} with LB by default, or the country chosen', async () => {
    const { user, dialog, email, clock } = await openDialog();
    const requests = answer(server, 'post', '/api/newsletter', { message: 'Welcome aboard!' });
    await fillValid(user, dialog, email, 'Male');
    await user.click(within(dialog).getByRole('button', { name: SUBSCRIBE_LABEL }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.json).toEqual({ email: 'lina@example.com', gender: 'm', country_code: 'LB' });
    await untilDelayRuns(clock);
    act(() => clock.advance(NEWSLETTER_RESULT_DELAY_MS));
    await finishOverlayExits(clock);
    expect(screen.queryByRole('dialog', { name: NEWSLETTER_DIALOG_TITLE })).toBeNull();

    // Opened again: a fresh form, where another country can be chosen.
    await user.click(within(screen.getByRole('contentinfo')).getByRole('textbox', { name: 'Your e-mail address' }));
    const again = await screen.findByRole('dialog', { busy: false, name: NEWSLETTER_DIALOG_TITLE });
    const fresh = await within(again).findByRole('textbox', { name: 'Email' });
    expect((fresh as HTMLInputElement).value).toBe('');
    await fillValid(user, again, fresh, 'Female');
    await user.click(within(again).getByRole('button', { name: /Country/ }));
    await user.click(await within(again).findByRole('option', { name: /France/ }));
    await user.click(within(again).getByRole('button', { name: SUBSCRIBE_LABEL }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.json).toEqual({ email: 'lina@example.com', gender: 'f', country_code: 'FR' });
  });

  it('replaces Subscribe with a loader while submitting and applies nothing before 2500 ms; then the snackbar, and the dialog and auth drawer close', async () => {
    const { user, dialog, email, clock, ui } = await openDialog({ overAuthDrawer: true });
    answer(server, 'post', '/api/newsletter', { message: 'Thank you for subscribing to our newsletter!' });
    expect(ui.isDrawerOpen('auth')).toBe(true);
    await fillValid(user, dialog, email);
    const subscribe = within(dialog).getByRole('button', { name: SUBSCRIBE_LABEL });
    await user.click(subscribe);

    // The loader takes the button's place: the label is hidden, the loader says what is happening.
    await waitFor(() => expect(within(subscribe).getByRole('status').textContent).toBe(NEWSLETTER_SUBMITTING_LABEL));
    expect(subscribe.getAttribute('aria-busy')).toBe('true');
    await untilDelayRuns(clock);
    act(() => clock.advance(NEWSLETTER_RESULT_DELAY_MS - 1));
    expect(screen.queryByText('Thank you for subscribing to our newsletter!')).toBeNull();
    expect(ui.snapshot.dialog).toBe('newsletter');
    expect(ui.isDrawerOpen('auth')).toBe(true);
    expect(within(subscribe).getByRole('status')).toBeTruthy();

    act(() => clock.advance(1));
    expect(await screen.findByText('Thank you for subscribing to our newsletter!')).toBeTruthy();
    expect(ui.snapshot.snackbars).toEqual([expect.objectContaining({ kind: 'success', text: 'Thank you for subscribing to our newsletter!' })]);
    expect(ui.snapshot.dialog).toBeNull();
    expect(ui.isDrawerOpen('auth')).toBe(false);
    await finishOverlayExits(clock);
    expect(screen.queryByRole('dialog', { name: NEWSLETTER_DIALOG_TITLE })).toBeNull();
  });

  it('a 422 puts the server\'s errors on the email, gender and country fields; the dialog stays open with what was typed', async () => {
    const { user, dialog, email, clock, ui } = await openDialog();
    answer(
      server,
      'post',
      '/api/newsletter',
      { message: 'The given data was invalid.', data: { errors: { email: 'This address cannot receive mail.', gender: 'Gender must be m or f.', country_code: 'We do not send to this country.' } } },
      { status: 422 },
    );
    await fillValid(user, dialog, email);
    await user.click(within(dialog).getByRole('button', { name: SUBSCRIBE_LABEL }));
    await untilDelayRuns(clock);
    act(() => clock.advance(NEWSLETTER_RESULT_DELAY_MS - 1));
    expect(screen.queryByText('This address cannot receive mail.')).toBeNull();
    act(() => clock.advance(1));

    await waitFor(() => expect(description(email)).toBe('This address cannot receive mail.'));
    const country = within(dialog).getByRole('button', { name: /Country/ });
    expect(description(country)).toBe('We do not send to this country.');
    expect(country.getAttribute('aria-invalid')).toBe('true');
    expect(description(within(dialog).getByRole('group', { name: 'Gender' }))).toBe('Gender must be m or f.');
    expect(ui.snapshot.dialog).toBe('newsletter');
    expect(screen.getByRole('dialog', { name: NEWSLETTER_DIALOG_TITLE })).toBe(dialog);
    expect((email as HTMLInputElement).value).toBe('lina@example.com');
    expect((within(dialog).getByRole('radio', { name: 'Female' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByRole('button', { name: SUBSCRIBE_LABEL }).getAttribute('aria-busy')).toBeNull();
    expect(ui.snapshot.snackbars).toEqual([]);
    // Nothing in the generic alert: every error found its field.
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('a failure that blames no field (rate limit) says so in the dialog and keeps the form', async () => {
    const { user, dialog, email, clock } = await openDialog();
    answer(server, 'post', '/api/newsletter', { message: 'Too many requests', data: { errors: {} } }, { status: 429 });
    await fillValid(user, dialog, email);
    await user.click(within(dialog).getByRole('button', { name: SUBSCRIBE_LABEL }));
    await untilDelayRuns(clock);
    act(() => clock.advance(NEWSLETTER_RESULT_DELAY_MS));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(NEWSLETTER_FAILED_MESSAGE);
    expect((email as HTMLInputElement).value).toBe('lina@example.com');
  });

  it('does not send an invalid form: its errors show on the fields instead', async () => {
    const { user, dialog } = await openDialog();
    const requests = answer(server, 'post', '/api/newsletter', { message: 'Welcome aboard!' });
    await user.click(within(dialog).getByRole('button', { name: SUBSCRIBE_LABEL }));
    const gender = within(dialog).getByRole('group', { name: 'Gender' });
    await waitFor(() => expect(description(gender)).not.toBe(''));
    expect(description(within(dialog).getByRole('textbox', { name: 'Email' }))).not.toBe('');
    expect(requests).toHaveLength(0);
  });
});
