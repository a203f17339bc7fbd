import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** `npm start`'s server (server/src/main.ts) as a child process, with its output kept for failure messages. */
export function spawnServer(env: Record<string, string>) {
  const base = { ...process.env };
  delete base.DATABASE_URL; // only what the test gives
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...base, API_ONLY: '1', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  /** Resolves once the server has written `line`; rejects with its output if it exits first. */
  const said = (line: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (output.includes(line)) {
          child.stdout?.off('data', check);
          resolve();
        }
      };
      child.stdout?.on('data', check);
      check();
      void exited.then((code) => reject(new Error(`the server exited (${code}) before it said "${line}":\n${output}`)));
    });
  return {
    child,
    exited,
    get output() {
      return output;
    },
    said,
    /** Resolves once the server says it is ready; rejects with its output if it exits first. */
    ready: () => said('ready on http://'),
  };
}
