import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { spaBuildIsStale } from '../../../server/src/spa-build.js';

/**
 * What a production machine needs of the repository (README: the production build): the three
 * builds, the redirect table the server reads at start, `npm start`'s launcher and what `npm ci`
 * installs from.
 */
export const PRODUCTION_FILES = ['dist', 'dist-server', 'dist-api', 'src/redirects.json', 'scripts/start.mjs', 'package.json', 'package-lock.json', '.npmrc'];

/** What the API's build (dist-api/) is made from. */
const API_SOURCES = ['server/src', 'src/domain', 'server/tsconfig.json', 'server/tsconfig.build.json', 'scripts/build-api.mjs', 'package.json'];
const COMPILED_SERVER = 'dist-api/server/src/main.js';

function newestModification(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestModification(join(path, name))), stats.mtimeMs);
}

/** Whether `npm run build` has to run for the build in `root` to be its sources'. */
function productionBuildIsStale(root: string): boolean {
  const apiBuiltAt = newestModification(join(root, COMPILED_SERVER));
  return spaBuildIsStale(root) || apiBuiltAt === 0 || API_SOURCES.some((source) => newestModification(join(root, source)) > apiBuiltAt);
}

/** Runs `npm run build` in `root` unless its build is fresh (`npm test` builds before the server suite). */
export function ensureProductionBuild(root: string): void {
  if (!productionBuildIsStale(root)) return;
  // Without the test runner's NODE_ENV (test), with which Vite would build React's development JSX.
  const { NODE_ENV: _runner, ...env } = process.env;
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8', env });
  if (build.status !== 0) throw new Error(`npm run build failed (${build.status}):\n${build.stdout}\n${build.stderr}`);
}

/** Copies `files` (PRODUCTION_FILES or some of them) of `root` into `target`, in the same places. */
export function copyProductionFiles(root: string, target: string, files: readonly string[] = PRODUCTION_FILES): void {
  for (const file of files) {
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(join(root, file), join(target, file), { recursive: true });
  }
}
