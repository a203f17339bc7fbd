import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/src/config.js';
import { registerUser } from './support/fixtures.js';
import { client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const CAPTCHA = 'development-captcha-token';

describe('GET /api/dev/outbox (DEV_OUTBOX=1, development only)', () => {
  let withOutbox: TestApp;
  let without: TestApp;

  beforeAll(async () => {
    [withOutbox, without] = await Promise.all([startTestApp({ config: { devOutbox: true } }), startTestApp()]);
  });
  afterAll(() => Promise.all([withOutbox.close(), without.close()]));

  it("answers a recipient's mail, newest first, with the reset link", async () => {
    const api = client(withOutbox.app);
    const email = 'reader@example.com';
    await registerUser(api, email);
    await api.post('/api/auth/forgot-password', { captchaResponse: CAPTCHA, email });
    await api.post('/api/auth/forgot-password', { captchaResponse: CAPTCHA, email });
    const answer = await api.get(`/api/dev/outbox?recipient=${encodeURIComponent('Reader@Example.com')}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(2);
    const [newest, older] = answer.body;
    expect(newest.recipient).toBe('reader@example.com');
    expect(newest.body).toMatch(/\/reset-password\?token=[^&\s]+&pin=\d{6}/);
    expect(newest.body).not.toBe(older.body);
    expect(new Date(newest.created_at).getTime()).toBeGreaterThanOrEqual(new Date(older.created_at).getTime());
  });

  it('refuses a malformed recipient with a field error', async () => {
    const answer = await client(withOutbox.app).get('/api/dev/outbox?recipient=not-an-address');
    expect(answer.status).toBe(422);
    expect(answer.body.data.errors).toHaveProperty('recipient');
  });

  it('does not exist unless DEV_OUTBOX=1', async () => {
    expect((await client(without.app).get('/api/dev/outbox?recipient=reader@example.com')).status).toBe(404);
  });

  it('is refused with NODE_ENV=production', () => {
    expect(() => configFromEnv({ DEV_OUTBOX: '1', NODE_ENV: 'production' })).toThrow(/refused when NODE_ENV=production/);
    expect(configFromEnv({ DEV_OUTBOX: '1' }).devOutbox).toBe(true);
    expect(configFromEnv({}).devOutbox).toBe(false);
  });
});
