import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leftoverPostgres } from '../../server/src/db/leftover-postgres.js';
import { livingInGroup, startNpm, untilGroupGone, withoutNpmSettings } from './support/npm-start.js';
import { copyProductionFiles, ensureProductionBuild } from './support/production-build.js';
import { freePort } from './support/redis-server.js';

// The production artifact from a clean install (issue 31): the build's output with package.json
// and package-lock.json in an empty folder, `npm ci --omit=dev`, then `NODE_ENV=production npm
// start` with its embedded PostgreSQL: node runs the compiled server with production dependencies
// only, serves a page and the API, and SIGTERM to npm leaves no process behind within 2 s.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'storefront-artifact-'));
chmodSync(folder, 0o755); // the embedded PostgreSQL runs as its own user and must reach its data folder
const app = join(folder, 'app');
const dataDir = join(folder, 'data');
/** The tooling production must do without. */
const TOOLING = ['tsx', 'vite', 'less', '@vitejs/plugin-react', 'typescript', 'esbuild', 'rolldown', 'vitest'];

const productionEnv = (port: number): NodeJS.ProcessEnv => {
  const env = withoutNpmSettings(process.env);
  delete env.DATABASE_URL; // the embedded PostgreSQL, as a newcomer's production trial runs it
  return {
    ...env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    MAIL_TRANSPORT: 'outbox',
    SEED_PRODUCTS: '24',
    PASSWORD_HASH_COST: '16384',
  };
};

/** Runs a command in the artifact's folder; its output is the failure message. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = withoutNpmSettings(process.env)) {
  return spawnSync(command, args, { cwd: app, env, encoding: 'utf8', timeout: 240_000 });
}

/** The packages (not files, not node's own modules) the JavaScript below `dir` imports by a literal name. */
function packagesImported(dir: string): Set<string> {
  const names = new Set<string>();
  const visit = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith('.js')) {
        const text = readFileSync(full, 'utf8');
        for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\(\s*|createRequire\(import\.meta\.url\)\(\s*)(['"])([^'"\s]+)\1/g)) {
          const specifier = match[2]!;
          if (specifier.startsWith('.') || specifier.startsWith('/') || isBuiltin(specifier) || !/^[@a-z]/.test(specifier)) continue;
          names.add(specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'));
        }
      }
    }
  };
  visit(dir);
  return names;
}

beforeAll(() => {
  ensureProductionBuild(ROOT);
  // First what npm ci installs from, and the launcher: the build comes after the first start.
  copyProductionFiles(ROOT, app, ['package.json', 'package-lock.json', '.npmrc', 'scripts/start.mjs', 'scripts/server-module.mjs', 'scripts/server-command.mjs', 'src/redirects.json']);
  // The npm cache is warm on CI (.ci/run's `npm ci` filled it): taken from it without asking the registry again.
  const install = run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund']);
  if (install.status !== 0) throw new Error(`npm ci --omit=dev failed (${install.status}):\n${install.stdout}\n${install.stderr}`);
}, 300_000);

afterAll(() => {
  const postgres = leftoverPostgres(join(dataDir, 'pg'));
  if (postgres !== undefined) process.kill(postgres, 'SIGKILL');
  // Some 25,000 installed files: removed in the background, as a busy disk takes a minute or more.
  spawn('rm', ['-rf', folder], { detached: true, stdio: 'ignore' }).unref();
});

describe('the production artifact, from a clean install', () => {
  it('installs no build tooling', () => {
    expect(TOOLING.filter((name) => existsSync(join(app, 'node_modules', name)))).toEqual([]);
    expect(existsSync(join(app, 'node_modules', 'fastify', 'package.json'))).toBe(true);
  });

  it('says to run the build when it is missing, and starts nothing', async () => {
    const start = run('npm', ['start'], productionEnv(await freePort()));
    expect(start.status).toBe(1);
    expect(start.stderr).toContain('the production build is missing (dist-api/server/src/main.js');
    expect(start.stderr).toContain('run `npm run build`');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('has every package the compiled server and the server render import among the production dependencies, installed', () => {
    copyProductionFiles(ROOT, app, ['dist', 'dist-server', 'dist-api']);
    const dependencies = Object.keys((JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies);
    const imported = new Set([...packagesImported(join(app, 'dist-api')), ...packagesImported(join(app, 'dist-server'))]);
    expect([...imported]).toContain('fastify');
    expect([...imported].filter((name) => !dependencies.includes(name))).toEqual([]);
    expect([...imported].filter((name) => !existsSync(join(app, 'node_modules', name, 'package.json')))).toEqual([]);
  });

  it('runs the compiled server on node: a server-rendered page and the API answer; SIGTERM to npm stops it all within 2 s', async () => {
    copyProductionFiles(ROOT, app, ['dist', 'dist-server', 'dist-api']);
    const port = await freePort();
    const npm = startNpm(app, productionEnv(port));
    try {
      await npm.ready();
      const base = `http://127.0.0.1:${port}`;
      const menu = await fetch(`${base}/api/menu`);
      expect(menu.status).toBe(200);
      const categories = (await menu.json()) as { label: string }[];
      expect(categories.length).toBeGreaterThan(0);
      const page = await fetch(`${base}/`);
      expect(page.status).toBe(200);
      const html = await page.text();
      // Rendered on the server: the menu's first category is in the HTML before any script runs.
      expect(html.includes(`>${categories[0]!.label}<`), 'the menu rendered on the server').toBe(true);
      const manifest = JSON.parse(readFileSync(join(app, 'dist', '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
      const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!.file;
      expect(html.includes(entry.split('/').pop()!), `the browser build's entry (${entry}) started`).toBe(true);

      const running = livingInGroup(npm.pid).map((member) => member.command);
      expect(running.some((command) => /node (?:.*\/)?scripts\/start\.mjs/.test(command))).toBe(true);
      expect(running.some((command) => /bin\/postgres /.test(command))).toBe(true);
      expect(running.filter((command) => /tsx|vite/.test(command))).toEqual([]);

      const signalled = Date.now();
      process.kill(npm.pid, 'SIGTERM');
      const { ms, survivors } = await untilGroupGone(npm.pid, signalled, 2_000);
      expect(survivors, npm.output).toEqual([]);
      expect(ms).toBeLessThanOrEqual(2_000);
      expect(npm.output).toContain('SIGTERM: finishing requests in flight, then stopping');
      expect(leftoverPostgres(join(dataDir, 'pg'))).toBeUndefined();
    } finally {
      if (livingInGroup(npm.pid).length > 0) process.kill(-npm.pid, 'SIGKILL');
    }
  }, 120_000);

  it('runs the command-line tools compiled too: the order export answers from the store the server left', async () => {
    const exported = run('npm', ['run', '--silent', 'orders:export', '--', '--since', '2026-01-01', '--format', 'json'], productionEnv(await freePort()));
    expect(exported.status, exported.stderr).toBe(0);
    expect(Array.isArray(JSON.parse(exported.stdout))).toBe(true);
    expect(exported.stderr).toMatch(/\[orders\] \d+ orders since 2026-01-01/);
  }, 120_000);
});

