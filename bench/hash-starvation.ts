/**
 * `npx tsx bench/hash-starvation.ts`: how long a static page takes while 16 password hashes
 * run, with scrypt on the libuv threadpool (Node's async `crypto.scrypt`, as before issue 14)
 * and on the server's own hash threads (`hashPassword`). Loopback HTTP to the real app serving
 * a built SPA folder; prints median and worst latency of the page in each case.
 */
import { randomBytes, scrypt } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/src/app.js';
import { configFromEnv } from '../server/src/config.js';
import { createDb } from '../server/src/db/connection.js';
import { hashPassword } from '../server/src/security/passwords.js';

const HASHES = 16;
const ROUNDS = 5;

const threadpoolScrypt = (password: string) =>
  new Promise<void>((resolve, reject) => scrypt(password, randomBytes(16), 64, { N: 16384 }, (error) => (error ? reject(error) : resolve())));

async function pageLatencies(url: string, hashing: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const load = hashing();
    await new Promise((resolve) => setImmediate(resolve)); // the hashes are queued first
    const started = performance.now();
    const answer = await fetch(url);
    await answer.text();
    times.push(performance.now() - started);
    await load;
  }
  return times.sort((a, b) => a - b);
}

async function main() {
  const spaDir = mkdtempSync(join(tmpdir(), 'hash-starvation-'));
  writeFileSync(join(spaDir, 'index.html'), `<!doctype html><title>x</title>${'<p>static</p>'.repeat(2000)}`);
  const db = createDb('postgres://nobody:nothing@127.0.0.1:1/none'); // never queried: static files only
  const app = await buildApp({ db, config: configFromEnv({}), spaDir });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}/index.html`;
  try {
    await fetch(url).then((answer) => answer.text());
    await hashPassword('warm-up');
    const idle = await pageLatencies(url, async () => undefined);
    const before = await pageLatencies(url, () => Promise.all(Array.from({ length: HASHES }, (_, i) => threadpoolScrypt(`p${i}`))));
    const after = await pageLatencies(url, () => Promise.all(Array.from({ length: HASHES }, (_, i) => hashPassword(`p${i}`))));
    const line = (name: string, times: number[]) =>
      console.log(`${name.padEnd(60)} median ${times[Math.floor(times.length / 2)]!.toFixed(1).padStart(7)} ms   worst ${times.at(-1)!.toFixed(1).padStart(7)} ms`);
    line('static page, idle', idle);
    line(`static page, ${HASHES} hashes on the libuv threadpool (before)`, before);
    line(`static page, ${HASHES} hashes on the hash threads (after)`, after);
  } finally {
    await app.close();
    await db.destroy();
    rmSync(spaDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
