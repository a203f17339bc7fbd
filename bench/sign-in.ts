/**
 * `npx tsx bench/sign-in.ts`: what OWASP's scrypt cost (N = 2^17, r = 8, p = 1) costs a shopper
 * signing in: one hash at each cost, then the sign-in call's latency at rest and under 16 parallel
 * sign-ins, with a cheap call's latency beside them (the event loop stays free while hashes run).
 * The real app over loopback HTTP on its own database; prints one table.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../server/src/app.js';
import { configFromEnv } from '../server/src/config.js';
import { createDb } from '../server/src/db/connection.js';
import { PASSWORD_HASH_COST } from '../server/src/security/passwords.js';
import { PASSWORD_HASH_THREADS, scryptPool } from '../server/src/security/scrypt-pool.js';
import { prepareDatabase } from './database.js';
import { percentile } from './stats.js';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const PASSWORD = 'Secret#2030';
const PARALLEL = 16;
const AT_REST = 8;
/** The bench signs in more often than a shopper may: its limits are out of the way. */
const GENEROUS = { max: 10_000, timeWindowMs: 60_000 };

const milliseconds = (started: number) => performance.now() - started;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) ?? Number.NaN };
};

async function main() {
  const database = await prepareDatabase(ROOT, 10, false, (line) => console.log(line));
  const config = configFromEnv({});
  const db = createDb(database.url, config.databasePoolSize, config.databaseLimits);
  const app = await buildApp({ db, config: { ...config, rateLimits: { ...config.rateLimits, login: GENEROUS, loginAccount: GENEROUS, register: GENEROUS } }, logger: false });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  try {
    console.log(`hash threads: ${PASSWORD_HASH_THREADS}\n`);
    const hashes: string[] = [];
    for (const cost of [2 ** 14, PASSWORD_HASH_COST]) {
      const times: number[] = [];
      for (let round = 0; round < 3; round += 1) {
        const started = performance.now();
        await scryptPool.derive(PASSWORD, randomBytes(16), 64, cost);
        times.push(milliseconds(started));
      }
      hashes.push(`one hash, N = 2^${Math.log2(cost)}: median ${summary(times).p50.toFixed(0)} ms`);
    }
    console.log(hashes.join('\n'));

    const emails = Array.from({ length: PARALLEL }, (_, index) => `bench-${index}@example.com`);
    for (const email of emails) {
      const answer = await post('/api/auth/register', { first_name: 'Bench', last_name: 'Shopper', email, password: PASSWORD, accept_terms: true });
      if (answer.status !== 201) throw new Error(`register: ${answer.status} ${await answer.text()}`);
    }
    const signIn = async (email: string) => {
      const started = performance.now();
      const answer = await post('/api/auth/login', { email, password: PASSWORD });
      if (answer.status !== 200) throw new Error(`sign-in: ${answer.status} ${await answer.text()}`);
      return milliseconds(started);
    };
    const cheapCall = async () => {
      const started = performance.now();
      await (await fetch(`${base}/api/settings`)).text();
      return milliseconds(started);
    };

    const rest: number[] = [];
    for (let round = 0; round < AT_REST; round += 1) rest.push(await signIn(emails[round % emails.length]!));

    const cheap: number[] = [];
    let running = true;
    const sampler = (async () => {
      while (running) cheap.push(await cheapCall());
    })();
    const parallel = await Promise.all(emails.map((email) => signIn(email)));
    running = false;
    await sampler;

    const row = (name: string, times: number[]) => {
      const { p50, p95, max } = summary(times);
      return `${name.padEnd(44)} ${String(times.length).padStart(5)} ${p50.toFixed(0).padStart(8)} ${p95.toFixed(0).padStart(8)} ${max.toFixed(0).padStart(8)}`;
    };
    console.log(`\n${'call'.padEnd(44)} ${'n'.padStart(5)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
    console.log(row('sign-in, one at a time', rest));
    console.log(row(`sign-in, ${PARALLEL} at once`, parallel));
    console.log(row(`GET /api/settings during the ${PARALLEL} sign-ins`, cheap));
  } finally {
    await app.close();
    await db.destroy();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
