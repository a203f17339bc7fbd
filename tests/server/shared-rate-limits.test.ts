import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../server/src/app.js';
import { createDb } from '../../server/src/db/connection.js';
import { client } from './support/http.js';
import { FAILING_SIGN_IN, THREE_SIGN_INS_PER_MINUTE } from './support/sign-in-limits.js';
import { startRedisServer } from './support/redis-server.js';
import { startTestApp, testConfig, TestClock } from './support/test-app.js';

// Issue 14: with REDIS_URL, two API instances on one PostgreSQL and one Redis count against the
// same rate limit; without it, each counts alone (the embedded default).

const LIMITS = THREE_SIGN_INS_PER_MINUTE;
const signIn = FAILING_SIGN_IN;

let redis: Awaited<ReturnType<typeof startRedisServer>>;

beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(() => redis?.stop());

/** Two instances of the API on one database: the test app and a second one built beside it. */
async function twoInstances(redisUrl: string | undefined) {
  const first = await startTestApp({ config: { rateLimits: LIMITS, redisUrl } });
  const db = createDb(first.url, 5);
  const second: App = await buildApp({ db, config: testConfig({ rateLimits: LIMITS, redisUrl }), clock: new TestClock() });
  await second.ready();
  return {
    first: client(first.app),
    second: client(second),
    async close() {
      await second.close();
      await db.destroy();
      await first.close();
    },
  };
}

/** Sign-ins alternating between the two instances; their statuses. */
async function alternatingSignIns(instances: Awaited<ReturnType<typeof twoInstances>>, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await (i % 2 === 0 ? instances.first : instances.second).post('/api/auth/login', signIn)).status);
  return statuses;
}

describe('rate limits across two API instances', () => {
  let shared: Awaited<ReturnType<typeof twoInstances>>;
  let alone: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    shared = await twoInstances(redis.url);
    alone = await twoInstances(undefined);
  });
  afterAll(async () => {
    await shared?.close();
    await alone?.close();
  });

  it('hold across both with REDIS_URL: the fourth sign-in, on either instance, is refused', async () => {
    const statuses = await alternatingSignIns(shared, 6);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses.slice(3)).toEqual([429, 429, 429]);
  });

  it('count alone in each instance\'s memory without it', async () => {
    expect(await alternatingSignIns(alone, 6)).not.toContain(429);
  });
});
