import { describe, expect, it } from 'vitest';
import { NotFoundError } from '@/application';
import { AxiosAccountGateway } from '@/infrastructure/http/axios-account-gateway';
import { answer, useMswServer } from '../support/msw/server';
import { testClient } from '../support/msw/client';

const server = useMswServer();
const gateway = () => new AxiosAccountGateway(testClient({ user: 'user-token', guest: null }).http);
const user = { id: 1, first_name: 'Lea', last_name: 'Haddad', email: 'lea@example.com', phone: null, birth_date: null, gender: null };
const input = { first_name: 'Lea', last_name: 'Haddad', phone: '+96170000000', country_code: 'LB', city: 'Beirut', street: 'Hamra', building: null, floor: null, zip: null };

describe('profile and password', () => {
  it('reads and updates the profile at /api/account/profile', async () => {
    const read = answer(server, 'get', '/api/account/profile', user);
    const written = answer(server, 'put', '/api/account/profile', { ...user, phone: '1' });
    const account = gateway();
    expect(await account.profile()).toEqual(user);
    await account.updateProfile({ first_name: 'Lea', last_name: 'Haddad', phone: '1', birth_date: null, gender: 'f' });
    expect(read[0]!.headers.get('authorization')).toBe('Bearer user-token');
    expect(written[0]!.json).toEqual({ first_name: 'Lea', last_name: 'Haddad', phone: '1', birth_date: null, gender: 'f' });
  });

  it('changes the password with PUT /api/account/password in snake case', async () => {
    const seen = answer(server, 'put', '/api/account/password', null, { status: 204 });
    await gateway().changePassword('Old#Pass1', 'New#Pass1');
    expect(seen[0]!.json).toEqual({ current_password: 'Old#Pass1', new_password: 'New#Pass1' });
  });
});

describe('addresses', () => {
  it('lists, creates, updates and deletes at /api/account/addresses[/{id}]', async () => {
    const listed = answer(server, 'get', '/api/account/addresses', [{ id: 5, ...input }]);
    const created = answer(server, 'post', '/api/account/addresses', { id: 6, ...input }, { status: 201 });
    const updated = answer(server, 'put', '/api/account/addresses/6', { id: 6, ...input, city: 'Jounieh' });
    const deleted = answer(server, 'delete', '/api/account/addresses/6', null, { status: 204 });
    const account = gateway();
    expect(await account.addresses()).toEqual([{ id: 5, ...input }]);
    expect((await account.createAddress(input)).id).toBe(6);
    expect((await account.updateAddress(6, { ...input, city: 'Jounieh' })).city).toBe('Jounieh');
    await expect(account.deleteAddress(6)).resolves.toBeUndefined();
    expect(listed).toHaveLength(1);
    expect(created[0]!.json).toEqual(input);
    expect(updated[0]!.json).toEqual({ ...input, city: 'Jounieh' });
    expect(deleted).toHaveLength(1);
  });

  it("another owner's address answers 404: NotFoundError", async () => {
    answer(server, 'delete', '/api/account/addresses/99', { message: 'Not found' }, { status: 404 });
    await expect(gateway().deleteAddress(99)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('orders', () => {
  it('pages orders with page and perpage and reads one order', async () => {
    const paged = answer(server, 'get', '/api/account/orders', { rows: [], count: 0, page: 2, perpage: 5, total: 0 });
    const one = answer(server, 'get', '/api/account/orders/17', { id: 17 });
    const account = gateway();
    await account.orders(2, 5);
    await account.orders(1);
    expect(paged.map((request) => request.url.search)).toEqual(['?page=2&perpage=5', '?page=1']);
    expect(await account.order(17)).toEqual({ id: 17 });
    expect(one).toHaveLength(1);
  });
});
