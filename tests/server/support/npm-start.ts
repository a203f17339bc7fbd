import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** A process of a group, as /proc tells it (Linux). */
export interface GroupMember {
  pid: number;
  /** R, S, D, Z (a zombie: it has exited, its parent has not reaped it yet), … */
  state: string;
  command: string;
}

/** The environment without what npm puts in it for a script it runs, which would steer a child npm. */
export function withoutNpmSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !/^npm_/i.test(name) && name !== 'INIT_CWD'));
}

/**
 * `npm start` in `cwd` as an operator's process manager runs it: npm in a process group (and
 * session) of its own, so that everything it starts can be found by the group. Its output is kept
 * for failure messages.
 */
export function startNpm(cwd: string, env: NodeJS.ProcessEnv) {
  const child: ChildProcess = spawn('npm', ['start'], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = () =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!output.includes('ready on http://')) return;
        child.stdout?.off('data', check);
        resolve();
      };
      child.stdout?.on('data', check);
      check();
      void exited.then((code) => reject(new Error(`npm start exited (${code}) before it was ready:\n${output}`)));
    });
  return {
    child,
    pid: child.pid!,
    exited,
    ready,
    get output() {
      return output;
    },
  };
}

/** The processes of group `pgid` still there (zombies included: they are marked). */
export function processesInGroup(pgid: number): GroupMember[] {
  const members: GroupMember[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // pid (comm) state ppid pgrp …: the command may hold spaces and parentheses, so read after the last ')'.
    const [state = '', , group = ''] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(group) !== pgid) continue;
    let command = '';
    try {
      command = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    } catch {
      // exited meanwhile
    }
    members.push({ pid: Number(name), state, command });
  }
  return members;
}

/** The group's processes that have not exited (a zombie has). */
export function livingInGroup(pgid: number): GroupMember[] {
  return processesInGroup(pgid).filter((member) => member.state !== 'Z');
}

/** Resolves with the milliseconds it took once no process of the group lives, or with the survivors after `limitMs`. */
export async function untilGroupGone(pgid: number, since: number, limitMs: number): Promise<{ ms: number; survivors: GroupMember[] }> {
  for (;;) {
    const living = livingInGroup(pgid);
    const ms = Date.now() - since;
    if (living.length === 0 || ms > limitMs) return { ms, survivors: living };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
