// A server and a database for each Playwright worker after the first: journeys running side by
// side never share a cart, an account, a stock level or an order list. The first worker uses the
// server playwright.config.ts starts (which also builds the SPA the others then find fresh).
import { type ChildProcess, spawn } from 'node:child_process';

/** Ports of the extra servers: the configured port plus this step per parallel slot. */
const PORT_STEP = 100;
const START_TIMEOUT_MS = 240_000;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/menu`, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
}

/**
 * The base URL for the worker in `slot`: the configured one for slot 0, else a server of the
 * worker's own (serve.mjs: a fresh seeded database), started now or, left over by a worker that
 * stopped abruptly, found already answering. `stop` ends what this worker started.
 */
export async function workerServer(configured: string, slot: number): Promise<{ url: string; stop: () => Promise<void> }> {
  if (slot === 0) return { url: configured, stop: async () => {} };
  const port = Number(new URL(configured).port) + PORT_STEP * slot;
  const url = `http://127.0.0.1:${port}`;
  if (await answers(url)) return { url, stop: async () => {} };
  const child: ChildProcess = spawn(process.execPath, ['e2e/support/serve.mjs'], {
    env: { ...process.env, E2E_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(url))) {
    if (child.exitCode !== null) throw new Error(`the worker's server on ${url} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`the worker's server on ${url} did not answer in ${START_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM'); // serve.mjs stops the server, which stops its PostgreSQL
    });
  return { url, stop };
}
