// First: traces need `pg` patched before anything imports it (nothing is loaded without OTEL_EXPORTER_OTLP_ENDPOINT).
import { tracing } from './operations/tracing-preload.js';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { buildApp } from './app.js';
import { usePasswordHashCost } from './security/passwords.js';
import { configFromEnv } from './config.js';
import { ConfigError } from './env-values.js';
import { createDb } from './db/connection.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded-postgres.js';
import { migrateToLatest } from './db/migrate.js';
import { isDatabaseUnavailable } from './db/query-failures.js';
import { StartupError } from './db/startup-error.js';
import { readRedirects } from './http/redirect-table.js';
import { seedDatabase } from './seed/index.js';
import type { Database } from './db/types.js';
import type { Kysely } from 'kysely';
import { repositoryRoot } from './repository-root.js';
import { buildSpa, spaBuildIsStale } from './spa-build.js';
import { loggerOptions } from './operations/logging.js';
import { serveMetrics } from './operations/metrics-server.js';

// The server `npm start` runs (scripts/start.mjs: these sources in development, their build in
// production): build the SPA if stale (development only), start (or connect to) PostgreSQL,
// migrate, seed an empty catalogue, then serve the API and the SPA on one port.

const root = repositoryRoot(import.meta.url);
/** The demo drawings' pipeline output (features/media/drawing-photos.ts): gitignored, shared by every database on this machine. */
const DRAWINGS_CACHE_DIR = join(root, 'node_modules', '.cache', 'storefront-media');
const config = readConfig();
const { operations } = config;
// Before the seed, whose demo account's password is hashed at the configured cost too.
usePasswordHashCost(config.passwordHashCost);
// `npm run dev` serves the SPA from Vite's dev server and runs this server for the API only.
const apiOnly = config.apiOnly;
const say = (line: string) => console.log(`[storefront] ${line}`);

/** The configuration, or a stop with what is wrong with it (no stack: it is the operator's to fix). */
function readConfig() {
  try {
    return configFromEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error('[storefront] failed to start: the configuration is invalid');
      for (const problem of error.problems) console.error(`[storefront]   ${problem}`);
      console.error('[storefront] what to do: correct these variables (README: Configuration), or unset them for their defaults');
    } else {
      console.error(`[storefront] failed to start: ${error instanceof Error ? error.message : String(error)}`);
    }
    process.exit(1);
  }
}

/** How long requests in flight may take to finish after SIGTERM/SIGINT. */
const SHUTDOWN_GRACE_MS = 800;
/** The whole shutdown stays under the 2 s an orchestrator is promised. */
const SHUTDOWN_LIMIT_MS = 1500;

/**
 * Makes SIGINT and SIGTERM ours alone. embedded-postgres registers (through async-exit-hook, on
 * import) handlers that stop its servers and then exit with 130/143 at once, cutting requests in
 * flight, or after 10 s when PostgreSQL does not stop. `stop` below stops the embedded server
 * itself. (tsx's own relay handler is hidden from `process.listeners` and stays.)
 */
function takeOverShutdownSignals() {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    for (const listener of process.listeners(signal)) process.off(signal, listener);
  }
}

/** Whether `work` settled within `ms` (it goes on in the background otherwise). */
function within(ms: number, work: Promise<unknown>): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    work.then(
      () => resolve(true),
      () => resolve(true),
    ).finally(() => clearTimeout(timer));
  });
}

/** Stops the embedded PostgreSQL by `deadline`, and says so when it took an immediate shutdown or did not stop. */
async function stopEmbeddedBy(embedded: EmbeddedDatabase, deadline: number) {
  const how = await embedded.stopWithin(deadline - Date.now());
  if (how === 'immediate') say('the embedded PostgreSQL was still writing its checkpoint: stopped at once (it replays its log at the next start)');
  if (how === 'still running') say('the embedded PostgreSQL did not stop in time: the next start stops it');
}

async function seedIfEmpty(db: Kysely<Database>) {
  const { rows } = await sql<{ any: boolean }>`SELECT EXISTS (SELECT 1 FROM products) AS any`.execute(db);
  if (rows[0]?.any) return;
  say(`seeding ${config.seedProducts} products…`);
  await seedDatabase(db, { products: config.seedProducts });
}

async function main() {
  // Production runs what `npm run build` made, never a build of its own (scripts/start.mjs checks it is there).
  if (!apiOnly && config.nodeEnv !== 'production' && spaBuildIsStale(root)) {
    say('building the SPA (npm run build:spa)…');
    await buildSpa(root);
  }

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (databaseUrl === undefined) {
    const dataDir = resolve(root, config.dataDir, 'pg');
    say(`starting the embedded PostgreSQL in ${dataDir}`);
    embedded = await startEmbeddedPostgres(dataDir, () => {}, say);
    await embedded.createDatabase('storefront').catch(() => undefined); // exists after the first start
    databaseUrl = embedded.urlFor('storefront');
  }

  // Migrations and the first seed may run long: a handle of their own, without the serving limits.
  const setup = createDb(databaseUrl, 2);
  try {
    await migrateToLatest(setup);
    await seedIfEmpty(setup);
    // What the migrations and the seed wrote is checkpointed now, not by a stop soon after (it must be quick).
    if (embedded !== undefined) await sql`CHECKPOINT`.execute(setup);
  } finally {
    await setup.destroy();
  }
  const db = createDb(databaseUrl, config.databasePoolSize, config.databaseLimits);

  const app = await buildApp({
    db,
    databaseUrl,
    config,
    logger: loggerOptions(operations),
    ...(apiOnly ? {} : { spaDir: join(root, 'dist'), serverRenderRoot: root, redirects: readRedirects(root) }),
    mediaDir: join(root, 'server', 'media'),
    photosDir: join(resolve(root, config.dataDir), 'photos'),
    // Outside the data folder, which journeys and CI make afresh: the drawings are rasterised once per machine.
    drawingsDir: DRAWINGS_CACHE_DIR,
  });

  let metricsServer: Awaited<ReturnType<typeof serveMetrics>> | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    say(`${signal}: finishing requests in flight, then stopping`);
    // /readyz answers 503 from now on, and answers close their connections: the proxy moves on.
    app.readiness.drain();
    if (operations.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, operations.drainMs));
    // Requests in flight get SHUTDOWN_GRACE_MS to finish (new ones answer 503); one stuck on a
    // database that does not answer must not hold the process: an orchestrator waits for it.
    // Keep-alive connections left idle by a finished request would hold close() until they time out.
    const idle = setInterval(() => app.server.closeIdleConnections(), 50);
    const closed = await within(SHUTDOWN_GRACE_MS, app.close());
    clearInterval(idle);
    if (!closed) say(`requests still in flight after ${SHUTDOWN_GRACE_MS} ms: stopping without them`);
    await within(100, db.destroy());
    await within(100, metricsServer?.close() ?? Promise.resolve());
    await within(300, tracing?.shutdown() ?? Promise.resolve()); // the last spans
    if (embedded !== undefined) await stopEmbeddedBy(embedded, started + SHUTDOWN_LIMIT_MS);
    say(`stopped ${Date.now() - started} ms after ${signal}`);
    process.exit(closed ? 0 : 1);
  };
  takeOverShutdownSignals();
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: '0.0.0.0' });
  if (operations.metricsPort !== undefined) metricsServer = await serveMetrics(app.metrics, operations.metricsPort);
  if (metricsServer !== undefined) say(`metrics on http://localhost:${metricsServer.port}/metrics`);
  if (!apiOnly && !existsSync(join(root, 'dist', 'index.html'))) say('warning: dist/index.html is missing; serving the API only');
  say(`ready on http://localhost:${config.port}${config.apiDocs ? ` (API docs: http://localhost:${config.port}/api/docs)` : ''}`);
}

main().catch((error: unknown) => {
  if (error instanceof StartupError) {
    console.error(`[storefront] failed to start: ${error.message}`);
    console.error(`[storefront] what to do: ${error.hint}`);
  } else {
    console.error('[storefront] failed to start:', error ?? 'an unknown error');
    const code = (error as { code?: unknown } | undefined)?.code;
    if (code === 'EADDRINUSE') console.error(`[storefront] what to do: port ${config.port} is taken; stop what uses it, or set PORT`);
    else if (isDatabaseUnavailable(error)) console.error('[storefront] what to do: check that DATABASE_URL points at a running PostgreSQL');
  }
  process.exit(1);
});
