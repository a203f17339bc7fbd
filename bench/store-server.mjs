// The store as the front-end benches measure it and the README's screenshots show it: the
// journeys' server (the real reference server on a fresh seeded embedded PostgreSQL; it builds the
// SPA when stale), started on a port.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Starts the server on `port` and resolves with its process once it answers. */
export async function startStore(port) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['e2e/support/serve.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_PORT: String(port) },
  });
  const deadline = Date.now() + 240_000;
  let lastError = null;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`serve.mjs exited with ${server.exitCode}`);
    try {
      // A request made while the server starts could otherwise wait for minutes.
      const answer = await fetch(`${base}/api/menu`, { signal: AbortSignal.timeout(5_000) });
      if (answer.ok) return server;
      lastError = `answered ${answer.status}`;
    } catch (error) {
      lastError = error.cause?.code ?? error.name; // not listening yet
    }
    await new Promise((done) => setTimeout(done, 1000));
  }
  server.kill('SIGTERM');
  throw new Error(`The server did not answer on ${base} within 4 minutes (last: ${lastError}).`);
}
