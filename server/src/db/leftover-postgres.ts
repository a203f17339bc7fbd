import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { StartupError } from './startup-error.js';

// After `kill -9` of the server its embedded PostgreSQL keeps running (a child process outlives
// a killed parent) and holds the data folder: the next start's PostgreSQL refuses to run on it.
// Its postmaster.pid names it; it is stopped cleanly (a fast shutdown: open transactions roll
// back, committed ones stay) before ours starts.

const STOP_WAIT_MS = 30_000;

/** Whether a process with this id exists (EPERM: it does, as another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process's command line where /proc tells it (Linux), else undefined. */
function commandOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return undefined;
  }
}

/** The PostgreSQL server running on `dataDir` according to its postmaster.pid, if any. */
export function leftoverPostgres(dataDir: string): number | undefined {
  const pidFile = resolve(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pidLine = '', directoryLine = ''] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine.trim());
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return undefined; // a stale file: PostgreSQL cleans it up itself
  if (resolve(directoryLine.trim()) !== resolve(dataDir)) return undefined;
  const command = commandOf(pid);
  if (command !== undefined && !command.includes('postgres')) return undefined; // the id was reused by something else
  return pid;
}

/** Stops a PostgreSQL left running on `dataDir` by an earlier run, and waits until it is gone. */
export async function stopLeftoverPostgres(dataDir: string, say: (line: string) => void): Promise<void> {
  const pid = leftoverPostgres(dataDir);
  if (pid === undefined) return;
  say(`a PostgreSQL from an earlier run (pid ${pid}) still holds ${dataDir}: stopping it cleanly`);
  try {
    process.kill(pid, 'SIGINT'); // PostgreSQL's fast shutdown
  } catch (error) {
    throw new StartupError(
      `a PostgreSQL (pid ${pid}) holds ${dataDir} and cannot be stopped from here (${(error as Error).message})`,
      `stop it yourself (\`kill -INT ${pid}\` as its owner), or point DATA_DIR at another folder`,
    );
  }
  const deadline = Date.now() + STOP_WAIT_MS;
  while (isRunning(pid)) {
    if (Date.now() > deadline) {
      throw new StartupError(
        `the PostgreSQL from an earlier run (pid ${pid}) did not stop within ${STOP_WAIT_MS / 1000} s`,
        `stop it yourself (\`kill -INT ${pid}\`, or \`kill -9 ${pid}\` as a last resort), then start again`,
      );
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  say('stopped; starting it again');
}
