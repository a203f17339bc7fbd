import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { type AppDependencies, buildApp } from '../../../server/src/app.js';
import type { Clock } from '../../../server/src/clock.js';
import { type Config, configFromEnv } from '../../../server/src/config.js';
import { createDb } from '../../../server/src/db/connection.js';
import { withDatabase } from './global-setup.js';

/** A clock tests move by hand (reset-pin expiry, token expiry). */
export class TestClock implements Clock {
  private current = new Date('2030-01-15T10:00:00Z');
  now() {
    return new Date(this.current);
  }
  advance(milliseconds: number) {
    this.current = new Date(this.current.getTime() + milliseconds);
  }
}

const GENEROUS = { max: 10_000, timeWindowMs: 60_000 };

/**
 * Config for tests: development mode, no SMTP, no answer cache, rate limits and the order queue's
 * bounds out of the way unless overridden (a test of many orders at once on a loaded machine is
 * about stock, not about refusing a rush: orders-busy.test.ts tests that).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = configFromEnv({});
  return {
    ...base,
    catalogueCacheTtlMs: 0,
    // scrypt at 2^14 (65 ms a hash here, 525 ms at OWASP's 2^17): the suite signs up and in a few
    // hundred times. tests/server/auth.test.ts keeps the production cost and checks it.
    passwordHashCost: 2 ** 14,
    orderQueueLimit: 10_000,
    orderQueueWaitMs: 600_000,
    rateLimits: {
      login: GENEROUS, loginAccount: GENEROUS, register: GENEROUS, forgotPassword: GENEROUS, resetPassword: GENEROUS, newsletter: GENEROUS, contact: GENEROUS, backInStock: GENEROUS, review: GENEROUS,
    },
    ...overrides,
  };
}

/**
 * Starts the API on a fresh database cloned from the migrated template. Call `close()` in
 * afterAll: it drops the database.
 */
export async function startTestApp(options: { config?: Partial<Config>; stockNotifications?: boolean } & Partial<Pick<AppDependencies, 'captcha' | 'mailTransport' | 'mailDelivery' | 'restockMailer' | 'redirects' | 'logger' | 'photosDir' | 'spaDir' | 'serverRenderRoot' | 'drawingsDir'>> = {}) {
  const adminUrl = inject('databaseAdminUrl');
  const name = `storefront_test_${randomBytes(6).toString('hex')}`;
  const admin = createDb(adminUrl, 1);
  await sql`CREATE DATABASE ${sql.id(name)} TEMPLATE ${sql.id(inject('templateDatabase'))}`.execute(admin);
  const url = withDatabase(adminUrl, name);
  const db = createDb(url, 20);
  const clock = new TestClock();
  const app = await buildApp({ db, config: testConfig(options.config), clock, captcha: options.captcha, mailTransport: options.mailTransport, mailDelivery: options.mailDelivery, restockMailer: options.restockMailer ?? { pollMs: 0 } /* tests run its rounds themselves */, priceDropDigest: { pollMs: 0 }, redirects: options.redirects, logger: options.logger, photosDir: options.photosDir, spaDir: options.spaDir, serverRenderRoot: options.serverRenderRoot, drawingsDir: options.drawingsDir, ...(options.stockNotifications ? { databaseUrl: url } : {}) });
  await app.ready();
  return {
    app,
    db,
    /** The database's connection string, for a second instance on the same database. */
    url,
    clock,
    async close() {
      await app.close();
      await db.destroy();
      await sql`DROP DATABASE IF EXISTS ${sql.id(name)}`.execute(admin);
      await admin.destroy();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
