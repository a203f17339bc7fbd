import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ENTRY } from './http/page-render.js';

// What the SPA build reads: when any of it is newer than dist/index.html, the build is stale.
const SPA_SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'redirects.json', 'package.json'];

function newestModification(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestModification(join(path, name))), stats.mtimeMs);
}

/** Whether dist/ (or the server render's entry beside it) is missing or older than the SPA's sources. */
export function spaBuildIsStale(root: string): boolean {
  const builtAt = Math.min(newestModification(join(root, 'dist', 'index.html')), newestModification(join(root, SERVER_ENTRY)));
  return builtAt === 0 || SPA_SOURCES.some((source) => newestModification(join(root, source)) > builtAt);
}

/**
 * Runs `npm run build:spa` in the repository root (the browser's build and the server render's
 * entry), its output on ours. Without our NODE_ENV: with `development` Vite builds React's
 * development JSX, which a production start of the same build cannot render.
 */
export function buildSpa(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env };
    delete env.NODE_ENV;
    const child = spawn('npm', ['run', 'build:spa'], { cwd: root, stdio: 'inherit', env });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build:spa exited with ${String(code)}`))));
  });
}
