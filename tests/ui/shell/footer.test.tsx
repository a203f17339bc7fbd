import { UiStore } from '@/application';
import { FOOTER_COUNTRY_TEXT, NEWSLETTER_DIALOG_TITLE, NEWSLETTER_INVITATION } from '@/domain';
import { PAYMENT_METHOD_ICONS } from '@/ui/theme';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../support/test-container';
import { renderShell, stubViewport, setupShellServer } from './shell-support';

const shell = setupShellServer();
/** The shell's start-up answers, and the countries the newsletter dialog asks for when it opens. */
const startup = () => {
  shell.startup();
  shell.server.use(http.get(`${TEST_API}/api/optionsets/countries`, () => HttpResponse.json([{ code: 'LB', shippable: true }])));
};
afterEach(() => vi.restoreAllMocks());

const footer = () => screen.getByRole('contentinfo');

describe('footer (spec §2)', () => {
  it('shows the link groups as open columns on desktop', async () => {
    startup();
    await renderShell('/');
    expect(within(footer()).getByRole('heading', { name: 'Customer care' })).toBeTruthy();
    expect(within(footer()).queryByRole('button', { name: 'Customer care' })).toBeNull();
    expect(within(footer()).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact-us');
    expect(within(footer()).getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/content/privacy-policy');
  });

  it('collapses the link groups behind disclosure buttons on small screens', async () => {
    stubViewport(390);
    startup();
    await renderShell('/');
    const user = userEvent.setup();
    const care = within(footer()).getByRole('button', { name: 'Customer care' });
    expect(care.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(care.getAttribute('aria-controls')!)!;
    expect(list.hidden).toBe(true);
    expect(within(footer()).queryByRole('link', { name: 'Contact us' })).toBeNull();
    await user.click(care);
    expect(care.getAttribute('aria-expanded')).toBe('true');
    expect(within(footer()).getByRole('link', { name: 'Contact us' })).toBeTruthy();
    // The other group stays closed.
    expect(within(footer()).getByRole('button', { name: 'Legal' }).getAttribute('aria-expanded')).toBe('false');
    await user.click(care);
    expect(list.hidden).toBe(true);
  });

  it('shows the social logo links named after their network, "Lebanon" and the payment methods', async () => {
    startup();
    await renderShell('/');
    const social = within(footer()).getByRole('list', { name: 'Follow us' });
    const instagram = within(social).getByRole('link', { name: 'Instagram' });
    expect(instagram.getAttribute('href')).toBe('https://www.instagram.com/maison');
    expect(within(instagram).getByRole('img').getAttribute('src')).toBe('/media/social/instagram.svg');
    expect(within(social).getAllByRole('link')).toHaveLength(2);
    expect(within(footer()).getByText(FOOTER_COUNTRY_TEXT)).toBeTruthy();
    const payments = within(footer()).getByRole('list', { name: 'Payment methods' });
    expect(within(payments).getAllByRole('listitem')).toHaveLength(PAYMENT_METHOD_ICONS.length);
    expect(within(payments).getByRole('img', { name: 'Visa' })).toBeTruthy();
  });

  it('clicking the e-mail field under the invitation opens the newsletter dialog (400 px)', async () => {
    startup();
    const { container } = await renderShell('/');
    const user = userEvent.setup();
    expect(within(footer()).getByText(NEWSLETTER_INVITATION)).toBeTruthy();
    await user.click(within(footer()).getByRole('textbox', { name: 'Your e-mail address' }));
    const dialog = await screen.findByRole('dialog', { name: NEWSLETTER_DIALOG_TITLE });
    expect(container.get(UiStore).snapshot.dialog).toBe('newsletter');

    // Closing gives focus back to the field without opening the dialog again.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(container.get(UiStore).snapshot.dialog).toBeNull();
  });

  it('from the keyboard, Enter or Space on the e-mail field opens the dialog; focus alone does not (WCAG 3.2.1)', async () => {
    startup();
    const { container } = await renderShell('/');
    const user = userEvent.setup();
    const ui = container.get(UiStore);
    const field = within(footer()).getByRole('textbox', { name: 'Your e-mail address' });
    // Focus handlers run within the focus: a dialog opened on focus would be in the store now.
    act(() => field.focus());
    expect(ui.snapshot.dialog).toBeNull();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(ui.snapshot.dialog).toBe('newsletter'));

    // Closing gives focus back to the field, which does not open the dialog again.
    const dialog = await screen.findByRole('dialog', { name: NEWSLETTER_DIALOG_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(field);
    expect(ui.snapshot.dialog).toBeNull();
    await user.keyboard(' ');
    await waitFor(() => expect(ui.snapshot.dialog).toBe('newsletter'));
  });

  it('typing in the e-mail field opens the dialog with Email holding what was typed, also while the dialog loads', async () => {
    startup();
    const { container } = await renderShell('/');
    const user = userEvent.setup();
    within(footer()).getByRole('textbox', { name: 'Your e-mail address' }).focus();
    await user.keyboard('lina');
    const dialog = await screen.findByRole('dialog', { name: NEWSLETTER_DIALOG_TITLE });
    expect(container.get(UiStore).snapshot.dialog).toBe('newsletter');
    const email = await within(dialog).findByRole('textbox', { name: 'Email' }, { timeout: 5000 });
    await user.keyboard('@example.com');
    expect((email as HTMLInputElement).value).toBe('lina@example.com');
  });
});
