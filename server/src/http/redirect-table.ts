import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The SPA's build-time redirect table (`src/redirects.json`: path → path or URL), read as data so
 * the server answers the same redirects with a 301 before any JavaScript runs.
 */
export function readRedirects(root: string): Record<string, string> {
  const table: unknown = JSON.parse(readFileSync(join(root, 'src', 'redirects.json'), 'utf8'));
  if (typeof table !== 'object' || table === null || Object.values(table).some((to) => typeof to !== 'string')) {
    throw new Error('src/redirects.json must map paths to paths or URLs');
  }
  return table as Record<string, string>;
}
