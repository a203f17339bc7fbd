import { AddressBookStore } from '@/application';
import type { Address } from '@/domain';
import { AddressForm } from '@/ui/addresses';
import { ServicesProvider } from '@/ui/app/services';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createTestContainer, TEST_API } from '../../support/test-container';
import { catalogueServer } from '../catalogue/msw';

const server = catalogueServer();

const SAVED: Address = {
  id: 7, label: null, first_name: 'Layla', last_name: 'Khoury', phone: '+961 3 123 456', country_code: 'LB', city: 'Beirut',
  area: 'Achrafieh', street: 'Rue Abdel Wahab', building: 'Bustros', floor: '4', zip: null, instructions: null,
};

function renderForm(props: Partial<Parameters<typeof AddressForm>[0]> = {}) {
  server.use(http.get(`${TEST_API}/api/optionsets/countries`, () => HttpResponse.json([{ code: 'LB', shippable: true }, { code: 'FR', shippable: true }, { code: 'SY', shippable: false }])));
  // Rendered on its own, without the account or checkout page that loads its feature.
  const { container } = createTestContainer(undefined, { everyFeature: true });
  const onSaved = vi.fn();
  render(
    <ServicesProvider services={container}>
      <AddressForm onSaved={onSaved} {...props} />
    </ServicesProvider>,
  );
  return { container, onSaved, form: within(screen.getByRole('form', { name: 'Address' })) };
}

async function fillRequired(f: ReturnType<typeof within>, phone = '+961 3 123 456') {
  await userEvent.type(f.getByLabelText('First name'), 'Layla');
  await userEvent.type(f.getByLabelText('Last name'), 'Khoury');
  await userEvent.type(f.getByLabelText('Phone'), phone);
  await userEvent.type(f.getByLabelText('City'), 'Beirut');
  await userEvent.type(f.getByLabelText('Area'), 'Achrafieh');
  await userEvent.type(f.getByLabelText('Street'), 'Rue Abdel Wahab');
}

describe('AddressForm', { timeout: 20_000 }, () => {
  it('starts in Lebanon and offers only the countries we ship to', async () => {
    const { form } = renderForm();
    const country = form.getByRole('button', { name: /Country/ });
    expect(country.textContent).toContain('Lebanon');
    await userEvent.click(country);
    await waitFor(() => expect(screen.getAllByRole('option').length).toBe(2));
    expect(screen.queryByRole('option', { name: /Syria/ })).toBeNull();
  });

  it('validates a field when it loses focus, with the domain\'s message', async () => {
    const { form } = renderForm();
    await userEvent.type(form.getByLabelText('Phone'), '03 123 456');
    expect(form.queryByText(/country code, e.g./)).toBeNull();
    await userEvent.tab();
    expect(await form.findByText('Please enter a phone number with its country code, e.g. +961 3 123 456')).toBeTruthy();
  });

  it('submitting empty names every required field and sends nothing', async () => {
    let posted = 0;
    server.use(http.post(`${TEST_API}/api/account/addresses`, () => ((posted += 1), HttpResponse.json(SAVED, { status: 201 }))));
    const { form } = renderForm();
    await userEvent.click(form.getByRole('button', { name: 'Save address' }));
    for (const message of ['Please enter your first name', 'Please enter your last name', 'Please enter a city', 'Please enter the area', 'Please enter the street']) {
      expect(await form.findByText(message)).toBeTruthy();
    }
    expect(posted).toBe(0);
  });

  it('saves a new address (optional fields empty are null) and hands it over; the address book shows it', async () => {
    const bodies: unknown[] = [];
    server.use(http.post(`${TEST_API}/api/account/addresses`, async ({ request }) => (bodies.push(await request.json()), HttpResponse.json(SAVED, { status: 201 }))));
    const { form, onSaved, container } = renderForm({ submitLabel: 'Use this address' });
    await fillRequired(form);
    await userEvent.click(form.getByRole('button', { name: 'Use this address' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(SAVED));
    expect(bodies).toEqual([{
      first_name: 'Layla', last_name: 'Khoury', phone: '+961 3 123 456', country_code: 'LB', city: 'Beirut', area: 'Achrafieh',
      street: 'Rue Abdel Wahab', building: null, floor: null, instructions: null,
    }]);
    expect(container.get(AddressBookStore).snapshot.addresses).toEqual([SAVED]);
  });

  it('edits a saved address in place, and Cancel calls back', async () => {
    const puts: string[] = [];
    server.use(http.put(`${TEST_API}/api/account/addresses/7`, async ({ request }) => (puts.push(request.url), HttpResponse.json({ ...SAVED, floor: '5' }))));
    const onCancel = vi.fn();
    const { form, onSaved } = renderForm({ address: SAVED, onCancel });
    expect((form.getByLabelText('Area') as HTMLInputElement).value).toBe('Achrafieh');
    await userEvent.clear(form.getByLabelText('Floor (optional)'));
    await userEvent.type(form.getByLabelText('Floor (optional)'), '5');
    await userEvent.click(form.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ ...SAVED, floor: '5' }));
    expect(puts).toHaveLength(1);
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('puts the server\'s field errors on the fields and keeps what was typed', async () => {
    server.use(
      http.post(`${TEST_API}/api/account/addresses`, () =>
        HttpResponse.json({ message: 'Validation failed', data: { errors: { street: 'The street is too vague.' } } }, { status: 422 }),
      ),
    );
    const { form, onSaved } = renderForm();
    await fillRequired(form);
    await userEvent.click(form.getByRole('button', { name: 'Save address' }));
    expect(await form.findByText('The street is too vague.')).toBeTruthy();
    expect((form.getByLabelText('Street') as HTMLInputElement).value).toBe('Rue Abdel Wahab');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says so when saving fails for another reason', async () => {
    server.use(http.post(`${TEST_API}/api/account/addresses`, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { form } = renderForm();
    await fillRequired(form);
    await userEvent.click(form.getByRole('button', { name: 'Save address' }));
    expect((await form.findByRole('alert')).textContent).toBe('The address could not be saved. Please try again in a moment.');
  });
});
