import { describe, expect, it } from 'vitest';
import { RateLimitedError, ValidationError } from '@/application';
import { AxiosAuthGateway } from '@/infrastructure/http/axios-auth-gateway';
import { answer, useMswServer } from '../support/msw/server';
import { testClient } from '../support/msw/client';

const server = useMswServer();
const user = { id: 1, first_name: 'Lea', last_name: 'Haddad', email: 'lea@example.com', phone: null, birth_date: null, gender: 'f' };
const gateway = (tokens = { user: null as string | null, guest: null as string | null }) => new AxiosAuthGateway(testClient(tokens).http);

describe('password recovery (spec §7)', () => {
  it('POST /api/auth/forgot-password sends {captchaResponse, email} and answers the token', async () => {
    const seen = answer(server, 'post', '/api/auth/forgot-password', { token: 'reset-token' });
    expect(await gateway().forgotPassword('lea@example.com', 'captcha-token')).toBe('reset-token');
    expect(seen[0]!.text).toBe('{"captchaResponse":"captcha-token","email":"lea@example.com"}');
  });

  it('a rate-limited request is a RateLimitedError', async () => {
    answer(server, 'post', '/api/auth/forgot-password', { message: 'Too many' }, { status: 429, headers: { 'Retry-After': '60' } });
    await expect(gateway().forgotPassword('lea@example.com', 'c')).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('POST /api/auth/reset-password sends {pin, password, token}', async () => {
    const seen = answer(server, 'post', '/api/auth/reset-password', { message: 'Your password was changed.' });
    await expect(gateway().resetPassword('123456', 'Secret#Pass', 'reset-token')).resolves.toBeUndefined();
    expect(seen[0]!.json).toEqual({ pin: '123456', password: 'Secret#Pass', token: 'reset-token' });
  });

  it('a wrong pin is a ValidationError with the field message', async () => {
    answer(server, 'post', '/api/auth/reset-password', { message: 'Invalid', data: { errors: { pin: 'This code is not valid.' } } }, { status: 422 });
    await expect(gateway().resetPassword('000000', 'Secret#Pass', 't')).rejects.toMatchObject({
      name: 'ValidationError',
      fieldErrors: { pin: 'This code is not valid.' },
    });
  });
});

describe('sign-up, sign-in, sign-out, guest', () => {
  it('registers with POST /api/auth/register and signs in with POST /api/auth/login', async () => {
    const registered = answer(server, 'post', '/api/auth/register', { token: 't1', user }, { status: 201 });
    const logged = answer(server, 'post', '/api/auth/login', { token: 't2', user });
    const auth = gateway();
    const registration = { first_name: 'Lea', last_name: 'Haddad', email: 'lea@example.com', password: 'Secret#Pass', accept_terms: true };
    expect(await auth.register(registration)).toEqual({ token: 't1', user });
    expect(registered[0]!.json).toEqual(registration);
    expect(await auth.login('lea@example.com', 'Secret#Pass')).toEqual({ token: 't2', user });
    expect(logged[0]!.json).toEqual({ email: 'lea@example.com', password: 'Secret#Pass' });
  });

  it('a refused sign-in is a ValidationError on password', async () => {
    answer(server, 'post', '/api/auth/login', { message: 'Invalid', data: { errors: { password: 'Incorrect e-mail address or password' } } }, { status: 422 });
    const error = await gateway().login('lea@example.com', 'nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({ password: 'Incorrect e-mail address or password' });
  });

  it('signs out with the user bearer (204) and reads /api/auth/me', async () => {
    const out = answer(server, 'post', '/api/auth/logout', null, { status: 204 });
    const me = answer(server, 'get', '/api/auth/me', user);
    const auth = gateway({ user: 'user-token', guest: null });
    await expect(auth.logout()).resolves.toBeUndefined();
    expect(out[0]!.headers.get('authorization')).toBe('Bearer user-token');
    expect(await auth.me()).toEqual(user);
    expect(me).toHaveLength(1);
  });

  it('gets a guest token with POST /api/auth/guest {email}', async () => {
    const seen = answer(server, 'post', '/api/auth/guest', { token: 'guest-token' });
    expect(await gateway().guestToken('guest@example.com')).toBe('guest-token');
    expect(seen[0]!.json).toEqual({ email: 'guest@example.com' });
  });
});
