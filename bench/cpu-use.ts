/**
 * The CPU each side of a bench used over a stretch (Linux's /proc; elsewhere nothing is printed):
 * the bench's own client, the app's process and PostgreSQL's processes. On a machine whose two
 * cores the three share, an answer's cost is their sum, and a figure moves with whichever is
 * heaviest.
 */
import { readdirSync, readFileSync } from 'node:fs';

// Linux's USER_HZ: /proc counts CPU time in hundredths of a second on every architecture Node runs on.
const CLOCK_TICKS_PER_SECOND = 100;

/** Seconds of CPU (user + system) a process has used, or null when /proc cannot say. */
function processCpuSeconds(pid: number): number | null {
  try {
    // The command name, field 2, may hold spaces: count the fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The pids of every process named `postgres` (the server and its backends). */
function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return pids;
}

interface CpuSample {
  client: number;
  app: number | null;
  /** Per PostgreSQL pid: backends come and go, so each is compared with itself. */
  postgres: Map<number, number>;
}

function sample(appPid: number | undefined): CpuSample {
  const own = process.cpuUsage();
  const postgres = new Map<number, number>();
  for (const pid of postgresPids()) {
    const seconds = processCpuSeconds(pid);
    if (seconds !== null) postgres.set(pid, seconds);
  }
  return { client: (own.user + own.system) / 1e6, app: appPid === undefined ? null : processCpuSeconds(appPid), postgres };
}

/** Starts measuring; `stop()` answers a line of seconds of CPU per side, or null off Linux. */
export function measureCpu(appPid: number | undefined): { stop: () => string | null } {
  const before = sample(appPid);
  return {
    stop: () => {
      const after = sample(appPid);
      if (after.app === null || before.app === null) return null;
      let postgres = 0;
      // A backend that started during the stretch counts from 0.
      for (const [pid, seconds] of after.postgres) postgres += seconds - (before.postgres.get(pid) ?? 0);
      return `the bench's client ${(after.client - before.client).toFixed(2)} s, the app ${(after.app - before.app).toFixed(2)} s, PostgreSQL ${postgres.toFixed(2)} s`;
    },
  };
}
