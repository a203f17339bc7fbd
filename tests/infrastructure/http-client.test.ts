import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  BusyError,
  CancelledError,
  ConflictError,
  NotFoundError,
  RateLimitedError,
  TransportError,
  UnauthorizedError,
  ValidationError,
} from '@/application';
import { API, useMswServer } from '../support/msw/server';
import { testClient } from '../support/msw/client';

const server = useMswServer();

const failing = (status: number, body: JsonBodyType, headers: Record<string, string> = {}) =>
  server.use(http.get(`${API}/api/probe`, () => HttpResponse.json(body, { status, headers })));

async function failure(client = testClient()): Promise<unknown> {
  return client.http.get('/api/probe').then(
    () => expect.fail('the request should have failed'),
    (error: unknown) => error,
  );
}

describe('bearer token (spec §6, DESIGN.md)', () => {
  const echoAuthorization = () =>
    server.use(http.get(`${API}/api/probe`, ({ request }) => HttpResponse.json({ authorization: request.headers.get('authorization') })));

  it('sends the user token when there is one, even with a guest token', async () => {
    echoAuthorization();
    const { data } = await testClient({ user: 'user-1', guest: 'guest-1' }).http.get('/api/probe');
    expect(data).toEqual({ authorization: 'Bearer user-1' });
  });

  it('sends the guest token when there is no user token', async () => {
    echoAuthorization();
    const { data } = await testClient({ user: null, guest: 'guest-1' }).http.get('/api/probe');
    expect(data).toEqual({ authorization: 'Bearer guest-1' });
  });

  it('sends no Authorization header without tokens', async () => {
    echoAuthorization();
    const { data } = await testClient().http.get('/api/probe');
    expect(data).toEqual({ authorization: null });
  });

  it('reads the tokens on every request, so a sign-in applies at once', async () => {
    echoAuthorization();
    const client = testClient();
    await client.http.get('/api/probe');
    client.tokens = { user: 'fresh', guest: null };
    expect((await client.http.get('/api/probe')).data).toEqual({ authorization: 'Bearer fresh' });
  });
});

describe('401 (spec §4, §8: a 401 clears the user token)', () => {
  it('calls onUnauthorized with the kind of token sent and rejects with UnauthorizedError', async () => {
    failing(401, { message: 'Token expired', data: { errors: {} } });
    const client = testClient({ user: 'old', guest: 'g' });
    const error = await failure(client);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect((error as Error).message).toBe('Token expired');
    expect(client.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(client.onUnauthorized).toHaveBeenCalledWith('user');
  });

  it('reports a guest token or no token', async () => {
    failing(401, { message: 'no' });
    const guest = testClient({ user: null, guest: 'g' });
    await failure(guest);
    expect(guest.onUnauthorized).toHaveBeenCalledWith('guest');
    const none = testClient();
    await failure(none);
    expect(none.onUnauthorized).toHaveBeenCalledWith(null);
  });

  it('is not called for other failures', async () => {
    failing(404, { message: 'Not here' });
    const client = testClient({ user: 'u', guest: null });
    await failure(client);
    expect(client.onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('errors become application errors (STYLE.md rule 9)', () => {
  it('422 → ValidationError with the field messages', async () => {
    failing(422, { message: 'Invalid input', data: { errors: { email: 'Please enter a valid e-mail address', gender: 'Required' } } });
    const error = await failure();
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ message: 'Invalid input', fieldErrors: { email: 'Please enter a valid e-mail address', gender: 'Required' } });
  });

  it('422 without data.errors → ValidationError with no field errors', async () => {
    failing(422, { message: 'Nope' });
    const error = await failure();
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({});
  });

  it('400 with data.errors → ValidationError; arrays keep their first message', async () => {
    failing(400, { message: 'Bad', data: { errors: { code: ['First', 'Second'], n: 3 } } });
    const error = await failure();
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({ code: 'First' });
  });

  it('400 without field errors → TransportError with the status', async () => {
    failing(400, { message: 'Malformed JSON' });
    const error = await failure();
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ status: 400, message: 'Malformed JSON' });
  });

  it('404 → NotFoundError', async () => {
    failing(404, { message: 'No such product' });
    const error = await failure();
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toBe('No such product');
  });

  it('409 → ConflictError with the lines of data.lines', async () => {
    failing(409, {
      message: 'Not enough stock',
      data: { errors: { items: 'Not enough stock' }, lines: [{ product_id: 7, requested: 3, available: 1 }, { bogus: true }] },
    });
    const error = await failure();
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ message: 'Not enough stock', lines: [{ product_id: 7, requested: 3, available: 1 }] });
  });

  it('429 → RateLimitedError with Retry-After in seconds', async () => {
    failing(429, { message: 'Slow down' }, { 'Retry-After': '42' });
    const error = await failure();
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ message: 'Slow down', retryAfterSeconds: 42 });
  });

  it('429 with an HTTP-date Retry-After → seconds from now; without the header → null', async () => {
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    failing(429, { message: 'Slow down' }, { 'Retry-After': inAMinute });
    const dated = (await failure()) as RateLimitedError;
    expect(dated.retryAfterSeconds).toBeGreaterThanOrEqual(58);
    expect(dated.retryAfterSeconds).toBeLessThanOrEqual(60);
    failing(429, { message: 'Slow down' });
    expect(((await failure()) as RateLimitedError).retryAfterSeconds).toBeNull();
  });

  it('503 with Retry-After → BusyError (the shop is very busy: send it again then), in seconds', async () => {
    failing(503, { message: 'The shop is very busy right now. Please try again in a moment.', data: { errors: {} } }, { 'Retry-After': '2' });
    const error = await failure();
    expect(error).toBeInstanceOf(BusyError);
    expect(error).toMatchObject({ message: 'The shop is very busy right now. Please try again in a moment.', retryAfterSeconds: 2 });
    failing(503, {}, { 'Retry-After': new Date(Date.now() + 5_000).toUTCString() });
    const dated = (await failure()) as BusyError;
    expect(dated).toBeInstanceOf(BusyError);
    expect(dated.message).toBe('The shop is very busy right now. Please try again in a moment.');
    expect(dated.retryAfterSeconds).toBeGreaterThanOrEqual(3);
    expect(dated.retryAfterSeconds).toBeLessThanOrEqual(5);
  });

  it('5xx (a 503 without Retry-After too) → TransportError with the status', async () => {
    failing(503, { message: 'Down' });
    const error = await failure();
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).status).toBe(503);
  });

  it('403 and a non-JSON 500 → TransportError', async () => {
    failing(403, { message: 'Forbidden' });
    expect(await failure()).toMatchObject({ name: 'TransportError', status: 403 });
    server.use(http.get(`${API}/api/probe`, () => new HttpResponse('oops', { status: 500 })));
    expect(await failure()).toMatchObject({ name: 'TransportError', status: 500, message: 'Request failed with status 500' });
  });

  it('a network failure → TransportError without a status', async () => {
    server.use(http.get(`${API}/api/probe`, () => HttpResponse.error()));
    const error = await failure();
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).status).toBeNull();
  });

  it('an aborted request → CancelledError, and it is not logged', async () => {
    // The server has the request but answers only once the test lets it, after the abort.
    let answer: () => void = () => undefined;
    let received: () => void = () => undefined;
    const requested = new Promise<void>((resolve) => (received = resolve));
    server.use(http.get(`${API}/api/probe`, async () => {
      received();
      await new Promise<void>((resolve) => (answer = resolve));
      return HttpResponse.json({});
    }));
    const client = testClient();
    const controller = new AbortController();
    const pending = client.http.get('/api/probe', { signal: controller.signal });
    await requested;
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(CancelledError);
    answer();
    expect(client.logger.error).not.toHaveBeenCalled();
  });
});

describe('logging (spec §8: request failures are logged to the console only)', () => {
  it('logs the method, path, status and server data of a failure through the Logger port', async () => {
    const body = { message: 'Invalid', data: { errors: { email: 'Bad' } } };
    server.use(http.post(`${API}/api/newsletter`, () => HttpResponse.json(body, { status: 422 })));
    const client = testClient();
    await client.http.post('/api/newsletter', {}).catch(() => undefined);
    expect(client.logger.error).toHaveBeenCalledTimes(1);
    expect(client.logger.error).toHaveBeenCalledWith(
      'Request failed: POST /api/newsletter',
      expect.objectContaining({ error: 'ValidationError', status: 422, data: body }),
    );
  });

  it('logs nothing for a success', async () => {
    server.use(http.get(`${API}/api/probe`, () => HttpResponse.json({ ok: true })));
    const client = testClient();
    await client.http.get('/api/probe');
    expect(client.logger.error).not.toHaveBeenCalled();
  });
});
