import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../server/src/operations/logging.js';
import { configFromEnv } from '../../server/src/config.js';

const PRODUCTION = { NODE_ENV: 'production', MAIL_TRANSPORT: 'outbox', PUBLIC_ORIGIN: 'https://shop.example' };
const operationsConfigFromEnv = (env: NodeJS.ProcessEnv) => configFromEnv(env).operations;
import { client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 31: JSON log lines, each line of a request with its id (the caller's X-Request-Id when
// sane, else one made here, and sent back); secrets and personal data never written.

const lines: Record<string, unknown>[] = [];
const sink = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ logger: loggerOptions({ logLevel: 'info', logFormat: 'json' }, sink) });
});
afterAll(() => server.close());

const linesOf = (requestId: string) => lines.filter((line) => line.reqId === requestId);

describe('request ids', () => {
  it('keeps a sane X-Request-Id, puts it on every line of the request and sends it back', async () => {
    const answer = await client(server.app).call('GET', '/api/products/no-such-product', { headers: { 'x-request-id': 'edge-7f3a.42' } });
    expect(answer.status).toBe(404);
    expect(answer.headers['x-request-id']).toBe('edge-7f3a.42');
    const mine = linesOf('edge-7f3a.42');
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(mine[1]).toMatchObject({ level: 30, res: { statusCode: 404 } });
  });

  it('makes one when there is none, or when the given one is not sane', async () => {
    const none = await client(server.app).get('/api/settings');
    const insane = await client(server.app).call('GET', '/api/settings', { headers: { 'x-request-id': 'a b"<script>' } });
    for (const answer of [none, insane]) {
      const id = answer.headers['x-request-id'] as string;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(linesOf(id)).toHaveLength(2);
    }
    expect(none.headers['x-request-id']).not.toBe(insane.headers['x-request-id']);
  });
});

describe('what never reaches a line', () => {
  it('authorization, cookies, passwords, tokens, reset pins and card numbers; e-mail addresses masked', async () => {
    lines.length = 0;
    server.app.log.warn(
      {
        headers: { authorization: 'Bearer tok_live_secret', cookie: 'user_token=abc', 'set-cookie': ['s=1'] },
        body: { email: 'ada.lovelace@example.com', password: 'Secret#2030', new_password: 'Other#2031', pin: '123456', reset_token: 'rst_9' },
        note: 'paid with 4242 4242 4242 4242 by grace@example.org',
        social: { pinterest: 'https://pinterest.com/maison' },
        err: new Error('could not mail ada.lovelace@example.com'),
      },
      'sign-in of ada.lovelace@example.com with card 4000000000000002',
    );
    const text = JSON.stringify(lines);
    for (const secret of ['tok_live_secret', 'user_token=abc', 's=1', 'Secret#2030', 'Other#2031', '123456', 'rst_9', '4242 4242', '4000000000000002', 'ada.lovelace@', 'grace@']) {
      expect(text).not.toContain(secret);
    }
    const [line] = lines;
    expect(line).toMatchObject({
      msg: 'sign-in of a***@example.com with card [card]',
      headers: { authorization: '[redacted]', cookie: '[redacted]', 'set-cookie': '[redacted]' },
      body: { email: 'a***@example.com', password: '[redacted]', new_password: '[redacted]', pin: '[redacted]', reset_token: '[redacted]' },
      note: 'paid with [card] by g***@example.org',
      social: { pinterest: 'https://pinterest.com/maison' }, // a field that only starts like a pin is kept
      err: { message: 'could not mail a***@example.com' },
    });
  });

  it('in request lines: secret query parameters and e-mail addresses in the URL', async () => {
    await client(server.app).call('GET', '/api/dev/outbox?recipient=ada%40example.com&token=abc123', { headers: { 'x-request-id': 'url-check' } });
    const [incoming] = linesOf('url-check');
    expect(incoming?.req).toMatchObject({ method: 'GET', url: '/api/dev/outbox?recipient=a***@example.com&token=[redacted]' });
    expect(JSON.stringify(incoming)).not.toContain('abc123');
  });
});

describe('the format', () => {
  it('is JSON in production, coloured lines through pino-pretty in development (a dev dependency)', () => {
    expect(loggerOptions(operationsConfigFromEnv(PRODUCTION))).not.toHaveProperty('transport');
    expect(loggerOptions(operationsConfigFromEnv(PRODUCTION)).level).toBe('info');
    expect(loggerOptions(operationsConfigFromEnv({}))).toMatchObject({ transport: { target: 'pino-pretty', options: { colorize: true } } });
    expect(loggerOptions(operationsConfigFromEnv({ LOG_FORMAT: 'json' }))).not.toHaveProperty('transport');
  });

  it('refuses a level or a format it does not know, naming the variable', () => {
    expect(() => operationsConfigFromEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be trace or debug/);
    expect(() => operationsConfigFromEnv({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT must be json or pretty/);
    expect(() => operationsConfigFromEnv({ METRICS_PORT: 'abc' })).toThrow(/METRICS_PORT must be a whole number from 1 to 65535/);
    expect(() => operationsConfigFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT must be a URL/);
    expect(() => operationsConfigFromEnv({ SHUTDOWN_DRAIN_MS: '-5' })).toThrow(/SHUTDOWN_DRAIN_MS must be/);
  });
});
