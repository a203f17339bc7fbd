import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/src/config.js';
import { ConfigError } from '../../server/src/env-values.js';
import { spawnServer } from './support/server-process.js';

// The configuration is validated at start: a value that does not parse stops the start with a
// message naming its variable, never a silent fall back to the default (issue 31).

/** The problems configFromEnv refuses `env` with (none when it accepts it). */
function problemsOf(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    configFromEnv(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://shop.example', MAIL_TRANSPORT: 'outbox' };

describe('the configuration read at start', () => {
  it('takes the defaults when nothing is set, and an empty variable counts as unset', () => {
    const defaults = configFromEnv({});
    expect(defaults).toMatchObject({ port: 3000, nodeEnv: 'development', apiOnly: false, databaseUrl: undefined, dataDir: '.data', databasePoolSize: 20, seedProducts: 1000 });
    expect(configFromEnv({ PORT: '', DATABASE_URL: '', DATABASE_POOL_SIZE: ' ', REDIS_URL: '' })).toEqual(defaults);
  });

  it('reads well-formed values', () => {
    const config = configFromEnv({
      PORT: '8080',
      DATABASE_URL: 'postgresql://shop:secret@db.internal:5432/shop',
      DATABASE_POOL_SIZE: '40',
      REDIS_URL: 'rediss://cache.internal:6380',
      SMTP_URL: 'smtps://mailer:pw@mail.example:465',
      PUBLIC_ORIGIN: 'https://shop.example/',
      CORS_ORIGIN: 'https://a.example, http://localhost:5173',
      TRUST_PROXY: '10.0.0.0/8, ::1, loopback',
      API_ONLY: '1',
      RATE_LIMIT_LOGIN_MAX: '3',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgresql://shop:secret@db.internal:5432/shop',
      databasePoolSize: 40,
      redisUrl: 'rediss://cache.internal:6380',
      smtpUrl: 'smtps://mailer:pw@mail.example:465',
      publicOrigin: 'https://shop.example',
      trustProxy: ['10.0.0.0/8', '::1', 'loopback'],
      apiOnly: true,
    });
    expect(config.rateLimits.login.max).toBe(3);
    expect(configFromEnv({ SMTP_HOST: 'mail.example', SMTP_PORT: '2525', SMTP_USER: 'me@x', SMTP_PASS: ' p w ' }).smtpUrl).toBe('smtp://me%40x:%20p%20w%20@mail.example:2525');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['DATABASE_POOL_SIZE', '-1'],
    ['DATABASE_POOL_SIZE', '1'],
    ['DATABASE_QUERY_TIMEOUT_MS', '2s'],
    ['SEED_PRODUCTS', 'many'],
    ['ORDER_CONCURRENCY', '0'],
    ['CATALOGUE_CACHE_TTL_MS', '-5'],
    ['RATE_LIMIT_CONTACT_WINDOW_MS', '1e3'],
    ['SMTP_PORT', 'smtp'],
    ['DATABASE_URL', 'localhost:5432/shop'],
    ['DATABASE_URL', 'mysql://db.internal/shop'],
    ['REDIS_URL', 'localhost:6379'],
    ['REDIS_URL', 'http://cache:6379'],
    ['SMTP_URL', 'mail.example:25'],
    ['PUBLIC_ORIGIN', 'shop.example'],
    ['PUBLIC_ORIGIN', 'https://shop.example/store'],
    ['CORS_ORIGIN', 'shop.example'],
    ['NODE_ENV', 'prod'],
    ['API_DOCS', 'yes'],
    ['DEV_OUTBOX', 'true'],
    ['API_ONLY', 'on'],
    ['MAIL_TRANSPORT', 'sendmail'],
    ['TRUST_PROXY', 'my-proxy'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['PASSWORD_HASH_COST', '1000'],
  ])('refuses %s=%s, naming the variable and the value', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(name);
    expect(problems[0]).toContain(JSON.stringify(value));
  });

  it('FREE_DELIVERY_FROM: unset by default (spec §9 alone), else dollars to whole cents; a wrong amount stops the start', () => {
    expect(configFromEnv({}).freeDeliveryFrom).toBeNull();
    expect(configFromEnv({ FREE_DELIVERY_FROM: '100' }).freeDeliveryFrom).toBe(10_000);
    expect(configFromEnv({ FREE_DELIVERY_FROM: '74.5' }).freeDeliveryFrom).toBe(7_450);
    expect(configFromEnv({ FREE_DELIVERY_FROM: '0.29' }).freeDeliveryFrom).toBe(29);
    for (const wrong of ['0', '$100', '100.005', '1e3', '-5']) {
      expect(problemsOf({ FREE_DELIVERY_FROM: wrong })[0], wrong).toContain(`FREE_DELIVERY_FROM must be an amount of dollars above 0 like 100 or 74.50 (or unset for no free delivery), not ${JSON.stringify(wrong)}.`);
    }
  });

  it('names every wrong variable at once, and never prints a password it refuses', () => {
    const problems = problemsOf({ PORT: 'abc', DATABASE_POOL_SIZE: '-1', DATABASE_URL: 'postgres//shop:hunter2@db/shop', REDIS_URL: 'redis:/cache' });
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual(['PORT', 'DATABASE_URL', 'DATABASE_POOL_SIZE', 'REDIS_URL']);
    expect(problems.join('\n')).not.toContain('hunter2');
    expect(problemsOf({ SMTP_URL: 'smtpx://mailer:hunter2@mail.example' }).join('\n')).not.toContain('hunter2');
  });

  it('refuses what production must not run with, beside the wrong values', () => {
    expect(problemsOf(PRODUCTION)).toEqual([]);
    const problems = problemsOf({ NODE_ENV: 'production', PORT: 'abc' });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^PORT/);
    expect(problems.join('\n')).toMatch(/needs a mail transport/);
    expect(problems.join('\n')).toMatch(/needs PUBLIC_ORIGIN/);
  });

  it('stops the server before it starts anything, with the variable named', async () => {
    const server = spawnServer({ PORT: 'abc', DATABASE_POOL_SIZE: '-1' });
    expect(await server.exited).toBe(1);
    expect(server.output).toContain('the configuration is invalid');
    expect(server.output).toContain('PORT must be a whole number from 1 to 65535, not "abc"');
    expect(server.output).toContain('DATABASE_POOL_SIZE must be a whole number of at least 2, not "-1"');
    expect(server.output).not.toContain('starting the embedded PostgreSQL');
  });
});
