import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, LEBANESE_ADDRESS, registerUser, STRONG_PASSWORD } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let server: TestApp;
let api: Client;
let alice: string;
let bob: string;

beforeAll(async () => {
  server = await startTestApp();
  api = client(server.app);
  alice = (await registerUser(api, 'alice@example.com')).token;
  bob = (await registerUser(api, 'bob@example.com')).token;
});
afterAll(() => server.close());

describe('profile and password', () => {
  it('reads and replaces the profile', async () => {
    const profile = { first_name: 'Alice', last_name: 'Liddell', phone: '+961 3 000 000', birth_date: '1990-05-04', gender: 'f' };
    const answer = await api.put('/api/account/profile', profile, alice);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: expect.any(Number), email: 'alice@example.com', ...profile, price_drop_digest: false });
    expect((await api.get('/api/account/profile', alice)).body.birth_date).toBe('1990-05-04');
    // The price-drop opt-in is saved with the profile; left out, it stays as it was.
    expect((await api.put('/api/account/profile', { ...profile, price_drop_digest: true }, alice)).body.price_drop_digest).toBe(true);
    expect((await api.put('/api/account/profile', profile, alice)).body.price_drop_digest).toBe(true);
  });

  it('validates the profile', async () => {
    const answer = await api.put('/api/account/profile', { first_name: 'A', last_name: 'L', phone: null, birth_date: '04/05/1990', gender: 'x', email: 'new@x.com' }, alice);
    expect(answer.status).toBe(422);
    expect(answer.body.data.errors).toEqual({ birth_date: 'Must be a date (YYYY-MM-DD).', gender: 'Must be one of: m, f.', email: 'This field is not allowed.' });
  });

  it('a password change ends every other session of the account and keeps the current one', async () => {
    await registerUser(api, 'sessions@example.com');
    const signIn = async () => (await api.post('/api/auth/login', { email: 'sessions@example.com', password: STRONG_PASSWORD })).body.token as string;
    const [laptop, phone] = [await signIn(), await signIn()];
    const bob = (await registerUser(api, 'bystander@example.com')).token;
    expect((await api.put('/api/account/password', { current_password: STRONG_PASSWORD, new_password: 'Changed#Pass1' }, laptop)).status).toBe(204);
    expect((await api.get('/api/auth/me', laptop)).status).toBe(200);
    expect((await api.get('/api/auth/me', phone)).status).toBe(401);
    expect((await api.get('/api/auth/me', bob)).status).toBe(200);
  });

  it('changes the password only with the current one', async () => {
    const wrong = await api.put('/api/account/password', { current_password: 'nope', new_password: 'Changed#Pass1' }, alice);
    expect(wrong.body.data.errors).toEqual({ current_password: 'Your current password is incorrect.' });
    const weak = await api.put('/api/account/password', { current_password: STRONG_PASSWORD, new_password: 'weakweak' }, alice);
    expect(weak.body.data.errors).toHaveProperty('new_password');
    expect((await api.put('/api/account/password', { current_password: STRONG_PASSWORD, new_password: 'Changed#Pass1' }, alice)).status).toBe(204);
    expect((await api.post('/api/auth/login', { email: 'alice@example.com', password: 'Changed#Pass1' })).status).toBe(200);
  });

  it('needs a user token', async () => {
    const guest = (await api.post('/api/auth/guest', { email: 'g@example.com' })).body.token;
    expect((await api.get('/api/account/profile', guest)).status).toBe(401);
    expect((await api.get('/api/account/profile')).status).toBe(401);
  });
});

describe('addresses', () => {
  it('creates, reads, updates and deletes an address', async () => {
    const created = await api.post('/api/account/addresses', { ...LEBANESE_ADDRESS, label: 'Home', zip: '1103' }, alice);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number), label: 'Home', ...LEBANESE_ADDRESS, building: null, floor: null, zip: '1103', instructions: null, is_default: true,
    });
    const id = created.body.id;
    expect((await api.get(`/api/account/addresses/${id}`, alice)).body.label).toBe('Home');
    const updated = await api.put(`/api/account/addresses/${id}`, { ...LEBANESE_ADDRESS, city: 'Jounieh', country_code: 'fr' }, alice);
    expect(updated.body).toMatchObject({ id, city: 'Jounieh', country_code: 'FR', label: null });
    expect((await api.get('/api/account/addresses', alice)).body).toHaveLength(1);
    expect((await api.delete(`/api/account/addresses/${id}`, alice)).status).toBe(204);
    expect((await api.get(`/api/account/addresses/${id}`, alice)).status).toBe(404);
  });

  it('refuses an unknown country and missing fields', async () => {
    const unknown = await api.post('/api/account/addresses', { ...LEBANESE_ADDRESS, country_code: 'ZZ' }, alice);
    expect(unknown.body.data.errors).toEqual({ country_code: 'Please choose a country from the list.' });
    const missing = await api.post('/api/account/addresses', { first_name: 'A' }, alice);
    expect(Object.keys(missing.body.data.errors).sort()).toEqual(['area', 'city', 'country_code', 'last_name', 'phone', 'street']);
  });

  it('answers 404 to another owner on every route that takes an id', async () => {
    const id = await createAddress(api, alice);
    expect((await api.get(`/api/account/addresses/${id}`, bob)).status).toBe(404);
    expect((await api.put(`/api/account/addresses/${id}`, LEBANESE_ADDRESS, bob)).status).toBe(404);
    expect((await api.delete(`/api/account/addresses/${id}`, bob)).status).toBe(404);
    expect((await api.put(`/api/account/addresses/${id}/default`, null, bob)).status).toBe(404);
    expect((await api.get('/api/account/addresses', bob)).body).toEqual([]);
    expect((await api.get(`/api/account/addresses/${id}`, alice)).status).toBe(200);
  });

  it('lets a guest keep addresses of its own', async () => {
    const guest = (await api.post('/api/auth/guest', { email: 'g@example.com' })).body.token;
    const id = await createAddress(api, guest);
    expect((await api.get('/api/account/addresses', guest)).body.map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await api.get(`/api/account/addresses/${id}`, alice)).status).toBe(404);
  });

  it('keeps exactly one default: the first address, the one chosen, the oldest left after deleting it', async () => {
    const owner = (await registerUser(api, 'defaults@example.com')).token;
    const [first, second, third] = [await createAddress(api, owner), await createAddress(api, owner), await createAddress(api, owner)];
    const defaults = async () =>
      ((await api.get('/api/account/addresses', owner)).body as { id: number; is_default: boolean }[]).filter((row) => row.is_default).map((row) => row.id);
    expect(await defaults()).toEqual([first]);
    const chosen = await api.put(`/api/account/addresses/${third}/default`, null, owner);
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ id: third, is_default: true });
    expect(await defaults()).toEqual([third]);
    expect((await api.delete(`/api/account/addresses/${third}`, owner)).status).toBe(204);
    expect(await defaults()).toEqual([first]);
    expect((await api.delete(`/api/account/addresses/${second}`, owner)).status).toBe(204);
    expect(await defaults()).toEqual([first]);
  });

  it('answers 422 for a non-numeric id', async () => {
    expect((await api.get('/api/account/addresses/abc', alice)).status).toBe(422);
  });
});
