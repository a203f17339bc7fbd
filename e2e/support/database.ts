// A journey's way into the database of the server it talks to, for what no API does (a price
// change in the back office): serve.mjs notes its data folder by port, and the embedded
// PostgreSQL's postmaster.pid gives the port it listens on.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** Runs `work` with a client of the database behind `baseURL`, then closes it. */
export async function withDatabase<T>(baseURL: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const dataDir = readFileSync(join(tmpdir(), `storefront-e2e-port-${new URL(baseURL).port}.datadir`), 'utf8').trim();
  // postmaster.pid: pid, data directory, start time, port, …
  const port = Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'storefront', password: 'storefront', database: 'storefront' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
