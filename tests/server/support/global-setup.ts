import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { createDb } from '../../../server/src/db/connection.js';
import { startEmbeddedPostgres } from '../../../server/src/db/embedded-postgres.js';
import { migrateToLatest } from '../../../server/src/db/migrate.js';
import { setShippingRates } from '../../../server/src/seed/insert/shipping-rates.js';

export const TEMPLATE_DATABASE = 'storefront_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection string to a database from which test files may CREATE DATABASE. */
    databaseAdminUrl: string;
    templateDatabase: string;
  }
}

/**
 * Provides a PostgreSQL for the suite: DATABASE_URL when set (PostgreSQL 15 in CI), otherwise an
 * embedded one in a temporary folder. Migrates a template database once, with the demo store's
 * shipping rates (the seed's: a migration writes none); files clone it.
 */
export default async function setup(project: TestProject) {
  let stopEmbedded = async () => {};
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'storefront-test-pg-'));
    chmodSync(dataDir, 0o755); // PostgreSQL runs as its own user and must reach its data folder
    const embedded = await startEmbeddedPostgres(join(dataDir, 'pg'));
    adminUrl = embedded.adminUrl;
    stopEmbedded = async () => {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }

  const admin = createDb(adminUrl, 1);
  await sql`DROP DATABASE IF EXISTS ${sql.id(TEMPLATE_DATABASE)} WITH (FORCE)`.execute(admin);
  await sql`CREATE DATABASE ${sql.id(TEMPLATE_DATABASE)}`.execute(admin);
  await admin.destroy();
  const template = createDb(withDatabase(adminUrl, TEMPLATE_DATABASE), 1);
  await migrateToLatest(template);
  await setShippingRates(template);
  await template.destroy();

  project.provide('databaseAdminUrl', adminUrl);
  project.provide('templateDatabase', TEMPLATE_DATABASE);
  return stopEmbedded;
}

/** The same server and credentials, another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
