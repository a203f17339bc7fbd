/** The benches' app process (bench/server.ts) and the guests they order as, made through the API. */
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

const JSON_HEADERS = { 'content-type': 'application/json' };

/** Starts bench/server.ts on the database; answers the child and the app's port once the app is ready. */
export async function startBenchServer(root: string, databaseUrl: string, env: Record<string, string> = {}): Promise<{ child: ChildProcess; port: number }> {
  // BENCH_SERVER_NODE_ARGS: node options for the app alone (e.g. `--cpu-prof --cpu-prof-dir=DIR`, which NODE_OPTIONS refuses).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', resolve(root, 'bench/server.ts')], {
    cwd: root,
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolvePort, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolvePort((JSON.parse(line) as { app: number }).app));
  });
  await untilReady(`http://127.0.0.1:${port}`);
  return { child, port };
}

/**
 * Waits for `/readyz` to answer 200, as a proxy waits before it sends an instance shoppers: the app
 * listens before its catalogue copy is in memory, and a run started then timed the copy's loading
 * and index building (about 2 s of the app's CPU on 100,000 products) as if shoppers had caused it.
 */
async function untilReady(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const answer = await fetch(`${url}/readyz`).catch(() => null);
    if (answer?.status === 200) return;
    await answer?.body?.cancel();
    if (performance.now() > deadline) throw new Error(`the bench server was not ready within ${timeoutMs / 1000} s`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/** Stops the bench server and waits for it. */
export async function stopBenchServer(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((done) => child.once('exit', done));
}

export interface BenchGuest {
  token: string;
  addressId: number;
}

/** Guests with a token and an address each, made through the API before the clock starts. */
export async function makeGuests(url: string, count: number, prefix = 'bench'): Promise<BenchGuest[]> {
  const guests: BenchGuest[] = [];
  for (let i = 0; i < count; i += 1) {
    const session = await fetch(`${url}/api/auth/guest`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ email: `${prefix}-${i}@example.com` }) });
    const { token } = (await session.json()) as { token: string };
    const address = await fetch(`${url}/api/account/addresses`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` },
      body: JSON.stringify({ first_name: 'Bench', last_name: 'Guest', phone: '+961 1 234 567', country_code: 'LB', city: 'Beirut', area: 'Hamra', street: 'Hamra Street' }),
    });
    if (address.status !== 201) throw new Error(`address: ${address.status} ${await address.text()}`);
    guests.push({ token, addressId: ((await address.json()) as { id: number }).id });
  }
  return guests;
}
