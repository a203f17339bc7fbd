import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = resolve('scripts/domain-exports-used-only-by-tests.mjs');

let root: string | undefined;
afterEach(() => {
  if (root !== undefined) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** Runs the check (as `npm run lint` does) in a repository made of `files`. */
function check(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'domain-exports-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const run = spawnSync(process.execPath, [SCRIPT], { cwd: root, encoding: 'utf8' });
  return { status: run.status, report: run.stderr };
}

const DOMAIN = {
  'src/domain/rules.ts': [
    'export const USED = 1;',
    'export const USED_AT_HOME = 2;',
    'export const twice = () => USED_AT_HOME * 2;',
    'export function onlyTested() { return 3; }',
    'export const KEPT = 4;',
  ].join('\n'),
  'src/domain/index.ts': "export * from './rules';\n",
  'src/ui/page.ts': "import { USED, twice } from '../domain';\nexport const page = USED + twice();\n",
  'tests/domain/rules.test.ts': "import { onlyTested } from '@/domain';\nonlyTested();\n",
};

// Each check starts a Node process that loads TypeScript: seconds on a loaded machine.
describe('domain exports that only tests read, enforced by lint', { timeout: 60_000 }, () => {
  it('fails on an export no production code reads, naming it and the tests that keep it alive', () => {
    const { status, report } = check(DOMAIN);
    expect(status).toBe(1);
    expect(report).toContain('src/domain/rules.ts: onlyTested is read by no production code (tests: rules.test.ts)');
    expect(report).toContain('KEPT is read by no production code (tests: none)');
    // Read by the UI, or by production code in its own file: not dead.
    expect(report).not.toMatch(/\bUSED\b|USED_AT_HOME|twice/);
  });

  it('passes an export on the allow-list, and refuses an entry that is no longer needed', () => {
    const allowList = (entries: Record<string, string>) => ({ 'scripts/domain-exports-allowed.json': JSON.stringify(entries) });
    const files = { ...DOMAIN, 'src/domain/rules.ts': DOMAIN['src/domain/rules.ts'].replace('export function onlyTested() { return 3; }', '') };
    expect(check({ ...files, ...allowList({ KEPT: 'read by the seed script' }) })).toEqual({ status: 0, report: '' });
    const stale = check({ ...files, ...allowList({ KEPT: 'read by the seed script', USED: 'once dead' }) });
    expect(stale.status).toBe(1);
    expect(stale.report).toContain('USED is read by production code now (or gone): take it off the list');
  });
});
