/** `npm run seed -- --products N [--seed S] [--reset]`: seeds DATABASE_URL or the embedded PostgreSQL. */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.js';
import { createDb } from '../db/connection.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { migrateToLatest } from '../db/migrate.js';
import { DEFAULT_PRODUCTS, DEFAULT_SEED, DEMO_ACCOUNT, seedDatabase } from './index.js';
import { usePasswordHashCost } from '../security/passwords.js';
import { repositoryRoot } from '../repository-root.js';

const root = repositoryRoot(import.meta.url);
const say = (line: string) => console.log(`[seed] ${line}`);

function positiveInteger(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer, not "${text}"`);
  return value;
}

async function main() {
  const { values } = parseArgs({
    options: { products: { type: 'string' }, seed: { type: 'string' }, reset: { type: 'boolean', default: false } },
  });
  const products = positiveInteger('products', values.products, DEFAULT_PRODUCTS);
  const seed = positiveInteger('seed', values.seed, DEFAULT_SEED);
  const config = configFromEnv();
  usePasswordHashCost(config.passwordHashCost);

  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (url === undefined) {
    const dataDir = resolve(root, config.dataDir, 'pg');
    say(`starting the embedded PostgreSQL in ${dataDir} (stop \`npm start\` first if it is running)`);
    embedded = await startEmbeddedPostgres(dataDir);
    await embedded.createDatabase('storefront').catch(() => undefined); // exists after the first start
    url = embedded.urlFor('storefront');
  }
  const db = createDb(url);
  try {
    await migrateToLatest(db);
    const result = await seedDatabase(db, { products, seed, reset: values.reset, log: say });
    if (result.seeded) say(`demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
  } finally {
    await db.destroy();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error('[seed] failed:', error);
  process.exitCode = 1;
});
