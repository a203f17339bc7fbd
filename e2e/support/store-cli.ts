// The store's command-line tools (server/src/cli/) run by a journey against the server it browses:
// its data folder (written by serve.mjs) leads the command to that server's running PostgreSQL.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** Runs `server/src/cli/{command}.ts` with `args` on the store at `baseURL`; resolves with its output, rejects with it on failure. */
export async function runStoreCli(baseURL: string, command: string, args: readonly string[]): Promise<string> {
  const dataDir = readFileSync(join(tmpdir(), `storefront-e2e-port-${new URL(baseURL).port}.datadir`), 'utf8').trim();
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', `server/src/cli/${command}.ts`, ...args], {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
      timeout: 120_000,
    });
    return `${stdout}${stderr}`;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} failed:\n${stdout ?? ''}${stderr ?? ''}`, { cause: error });
  }
}
