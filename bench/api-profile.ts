/**
 * Where the API server's time goes under one scenario of the API bench: the bench's server process
 * is started with V8's CPU profiler, the scenario loaded for a few seconds (after a warm-up), and
 * the samples of that stretch summed by function (self time), by package or source file, and by
 * function with what it calls (inclusive). The throughput figures of bench/api.ts say how fast;
 * this says where a request's time goes.
 *
 * Usage: npx tsx bench/api-profile.ts   (SCENARIO=category by default: a scenario name's start,
 * `search long tail` included; CACHE=off|on, CONNECTIONS=10, DURATION=6 (seconds), TOP=30). Needs the bench's
 * database (`npm run bench:api -- --reuse` makes it once).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createDb } from '../server/src/db/connection.js';
import { prepareDatabase } from './database.js';
import { runLoad } from './load.js';
import { longTailScenario, SCENARIOS } from './scenarios.js';
import { longTailSearchTerms } from './search-terms.js';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const WARM_UP_SECONDS = 3;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** A frame as `function file:line`, the file named from its package or its last two path parts. */
const frameName = ({ functionName, url, lineNumber }: ProfileNode['callFrame']) => `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;

/** A frame's package (node_modules), or its source file. */
function frameFile({ url, functionName }: ProfileNode['callFrame']): string {
  if (url === '') return functionName;
  const inPackage = url.split('node_modules/').at(-1)!;
  if (inPackage !== url) return inPackage.split('/').slice(0, inPackage.startsWith('@') ? 2 : 1).join('/');
  return url.split('/').slice(-2).join('/');
}

/** Self, per-file and inclusive time (ms) over the last `seconds` of the profile. */
function summarise(profile: Profile, seconds: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const self = new Map<string, number>();
  const files = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  const from = profile.endTime - seconds * 1e6;
  let at = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index]!;
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    if (at < from) return;
    total += ms;
    const node = byId.get(id)!;
    add(self, frameName(node.callFrame), ms);
    add(files, frameFile(node.callFrame), ms);
    // A recursive function counts once per sample.
    const seen = new Set<string>();
    for (let up: number | undefined = id; up !== undefined; up = parentOf.get(up)) {
      const name = frameName(byId.get(up)!.callFrame);
      if (!seen.has(name)) add(inclusive, name, ms);
      seen.add(name);
    }
  });
  return { total, self, files, inclusive };
}

function print(title: string, map: Map<string, number>, total: number, top: number): void {
  console.log(`\n${title}`);
  for (const [name, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${((ms / total) * 100).toFixed(1).padStart(6)} %  ${name}`);
}

function startProfiledServer(databaseUrl: string, profileDir: string, cache: boolean): Promise<{ child: ChildProcess; ports: { app: number; baseline: number } }> {
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--import', 'tsx', resolve(root, 'bench/server.ts')], {
    cwd: root,
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, ...(cache ? {} : { CATALOGUE_CACHE_TTL_MS: '0' }) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolvePorts, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolvePorts({ child, ports: JSON.parse(line) as { app: number; baseline: number } }));
  });
}

async function main() {
  const wanted = process.env.SCENARIO ?? 'category';
  const cache = (process.env.CACHE ?? 'off') === 'on';
  const connections = Number(process.env.CONNECTIONS ?? 10);
  const seconds = Number(process.env.DURATION ?? 6);
  const top = Number(process.env.TOP ?? 30);

  const database = await prepareDatabase(root, 100_000, true, (line) => console.log(`[profile] ${line}`));
  const termsDb = createDb(database.url, 1);
  const longTail = longTailScenario(await longTailSearchTerms(termsDb, 5000));
  await termsDb.destroy();
  const scenario = [...SCENARIOS, longTail].find((candidate) => candidate.name.startsWith(wanted));
  if (scenario === undefined) throw new Error(`No scenario starts with "${wanted}"`);

  const profileDir = mkdtempSync(join(tmpdir(), 'api-profile-'));
  try {
    const { child, ports } = await startProfiledServer(database.url, profileDir, cache);
    const url = `http://127.0.0.1:${scenario.target === 'app' ? ports.app : ports.baseline}`;
    await runLoad(url, scenario, connections, WARM_UP_SECONDS);
    const result = await runLoad(url, scenario, connections, seconds);
    child.removeAllListeners('exit');
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGINT'); // the server exits on it, and V8 writes the profile as it does
    await exited;
    // The largest profile is the main thread's (worker threads write their own).
    const [file] = readdirSync(profileDir).map((name) => join(profileDir, name)).sort((a, b) => statSync(b).size - statSync(a).size);
    const summary = summarise(JSON.parse(readFileSync(file!, 'utf8')) as Profile, seconds);
    console.log(`\n${scenario.name}, cache ${cache ? 'on' : 'off'}, ${connections} connections, ${seconds} s: ${result.requestsPerSecond.toFixed(0)} req/s under the profiler, p99 ${result.p99.toFixed(1)} ms`);
    print('Self time, by function', summary.self, summary.total, top);
    print('Self time, by package or file', summary.files, summary.total, top);
    print('Inclusive time, by function', summary.inclusive, summary.total, top * 2);
  } finally {
    rmSync(profileDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
