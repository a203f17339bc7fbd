import './content-support';
import { ShellStore } from '@/application';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTestContainer, renderRoute, TEST_API } from '../../support/test-container';
import { catalogueServer } from '../catalogue/msw';

const server = catalogueServer();

function render() {
  const { container } = createTestContainer();
  container.get(ShellStore).setStartupData({ settings: { store_notice: null, newsletter_controller: 'Maison SAL', support_email: 'care@maison.test' } });
  renderRoute('/contact-us', { container });
}

async function fill(values: { name?: string; email?: string; subject?: string; order?: string; message?: string }) {
  const form = await screen.findByRole('form', { name: 'Contact form' });
  const f = within(form);
  if (values.name !== undefined) await userEvent.type(f.getByLabelText('Name'), values.name);
  if (values.email !== undefined) await userEvent.type(f.getByLabelText('Email'), values.email);
  if (values.subject !== undefined) await userEvent.selectOptions(f.getByLabelText('Subject'), values.subject);
  if (values.order !== undefined) await userEvent.type(f.getByLabelText('Order number (optional)'), values.order);
  if (values.message !== undefined) await userEvent.type(f.getByLabelText('Message'), values.message);
  return f;
}

// Typing every field takes a while on a busy machine.
describe('/contact-us', { timeout: 20_000 }, () => {
  it('shows the customer service hours of spec §9 and the support e-mail of the settings', async () => {
    render();
    const aside = await screen.findByRole('complementary', { name: 'Customer service' });
    expect(within(aside).getByText('Monday to Friday 9:00 AM to 5:00 PM')).toBeTruthy();
    expect(within(aside).getByRole('link', { name: 'care@maison.test' }).getAttribute('href')).toBe('mailto:care@maison.test');
  });

  it('validates a field when it loses focus, not while typing', async () => {
    render();
    const f = await fill({ email: 'rima@' });
    expect(f.queryByText('Please enter a valid e-mail address')).toBeNull();
    await userEvent.tab();
    expect(await f.findByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(f.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('submitting an empty form names every required field, and sends nothing', async () => {
    let sent = 0;
    server.use(http.post(`${TEST_API}/api/contact`, () => ((sent += 1), HttpResponse.json({ message: 'ok' }))));
    render();
    const f = await fill({});
    await userEvent.click(f.getByRole('button', { name: 'Send message' }));
    expect(await f.findByText('Please enter your name')).toBeTruthy();
    expect(f.getByText('Please enter your e-mail address')).toBeTruthy();
    expect(f.getByText('Please choose a subject')).toBeTruthy();
    expect(f.getByText('Please write your message')).toBeTruthy();
    expect(sent).toBe(0);
  });

  it('sends the message, shows the server’s thanks in a success snackbar and clears the form', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${TEST_API}/api/contact`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Thank you for your message. Our team will get back to you shortly.' });
      }),
    );
    render();
    const f = await fill({ name: 'Rima', email: 'rima@example.com', subject: 'returns', order: 'MSN-1042', message: 'Can I return it in store?' });
    await userEvent.click(f.getByRole('button', { name: 'Send message' }));
    const snackbar = await screen.findByText('Thank you for your message. Our team will get back to you shortly.');
    expect(snackbar.closest('[data-kind]')?.getAttribute('data-kind')).toBe('success');
    expect(bodies).toEqual([{ name: 'Rima', email: 'rima@example.com', subject: 'returns', message: 'Can I return it in store?', order_number: 'MSN-1042' }]);
    await waitFor(() => expect((f.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
    expect((f.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
    expect((f.getByLabelText('Subject') as HTMLSelectElement).value).toBe('');
  });

  it('puts the server’s field errors on the fields and keeps what was typed', async () => {
    server.use(
      http.post(`${TEST_API}/api/contact`, () =>
        HttpResponse.json({ message: 'Invalid', data: { errors: { email: 'This address does not accept mail' } } }, { status: 422 }),
      ),
    );
    render();
    const f = await fill({ name: 'Rima', email: 'rima@example.com', subject: 'other', message: 'Hello' });
    await userEvent.click(f.getByRole('button', { name: 'Send message' }));
    expect(await f.findByText('This address does not accept mail')).toBeTruthy();
    expect((f.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('a rate limit gets a clear message; a failure another', async () => {
    server.use(http.post(`${TEST_API}/api/contact`, () => HttpResponse.json({ message: 'Too many requests', data: { errors: {} } }, { status: 429 })));
    render();
    const f = await fill({ name: 'Rima', email: 'rima@example.com', subject: 'other', message: 'Hello' });
    await userEvent.click(f.getByRole('button', { name: 'Send message' }));
    expect((await f.findByRole('alert')).textContent).toBe('You have sent several messages in a short time. Please wait a few minutes before sending another.');
    server.use(http.post(`${TEST_API}/api/contact`, () => HttpResponse.json({ message: 'Oops', data: { errors: {} } }, { status: 500 })));
    await userEvent.click(f.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(f.getByRole('alert').textContent).toBe('Your message could not be sent. Please try again in a moment.'));
    expect((f.getByLabelText('Name') as HTMLInputElement).value).toBe('Rima');
  });
});
