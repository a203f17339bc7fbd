import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// What the SPA build reads: when any of it is newer than dist/index.html, the build is stale.
const SPA_SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'redirects.json', 'package.json'];

function newestModification(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestModification(join(path, name))), stats.mtimeMs);
}

/** Whether dist/ is missing or older than the SPA's sources. */
export function spaBuildIsStale(root: string): boolean {
  const builtAt = newestModification(join(root, 'dist', 'index.html'));
  return builtAt === 0 || SPA_SOURCES.some((source) => newestModification(join(root, source)) > builtAt);
}

/** Runs `vite build` in the repository root, its output on ours. */
export function buildSpa(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with ${String(code)}`))));
  });
}
