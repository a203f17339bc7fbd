import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/src/config.js';
import { ConfigError } from '../../server/src/env-values.js';

// Every environment variable the server or the SPA reads is in one of the README's configuration
// tables, and the server reads its environment in one module (server/src/config.ts), which
// validates it (issue 31).

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CONFIG_MODULE = 'server/src/config.ts';
/** Where production code reads its environment: the server, `npm start`'s launcher, the SPA. */
const SERVER_CODE = ['server/src', 'scripts/start.mjs', 'scripts/server-module.mjs', 'scripts/server-command.mjs'];
const SPA_CODE = ['src'];

function sourceFiles(path: string): string[] {
  const full = join(ROOT, path);
  if (/\.(?:tsx?|mjs)$/.test(path)) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() || /\.(?:tsx?|mjs)$/.test(entry.name) ? sourceFiles(join(path, entry.name)) : []));
}

/** Names read by `pattern`'s first group in the files below `paths`, with where each is read. */
function namesRead(paths: readonly string[], pattern: RegExp): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of paths.flatMap(sourceFiles)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) if (match[1]) found.set(match[1], relative(ROOT, file));
  }
  return found;
}

/** The variables the configuration module reads, whatever it is given: it is handed an environment that records every name asked for. */
function namesConfigReads(): Set<string> {
  const asked = new Set<string>();
  for (const given of [{}, { NODE_ENV: 'production' }, { SMTP_HOST: 'mail.example' }]) {
    const env = new Proxy(given as NodeJS.ProcessEnv, {
      get(target, name) {
        if (typeof name === 'string') asked.add(name);
        return target[name as string];
      },
    });
    try {
      configFromEnv(env);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
    }
  }
  return asked;
}

/** `{A,B}` in a documented name stands for each of A and B. */
function expandBraces(name: string): string[] {
  const match = /\{([^{}]*)\}/.exec(name);
  if (!match) return [name];
  return match[1]!.split(',').flatMap((choice) => expandBraces(name.slice(0, match.index) + choice + name.slice(match.index + match[0].length)));
}

/** The variables the README's configuration tables name: the `NAME`s in each row's first cell. */
function documentedNames(): Set<string> {
  const names = new Set<string>();
  for (const line of readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n')) {
    const firstCell = /^\|([^|]+)\|/.exec(line)?.[1];
    for (const code of firstCell?.matchAll(/`([A-Z][A-Z0-9_{},]*)`/g) ?? []) expandBraces(code[1]!).forEach((name) => names.add(name));
  }
  return names;
}

describe('the configuration is documented', () => {
  const documented = documentedNames();

  it('reads the server environment in the configuration module only', () => {
    // A read names a variable (`process.env.PORT`, `process.env[name]`) or holds the environment (`env = process.env`);
    // handing the whole environment on to a child process (`{ ...process.env }`) is none.
    const reading = /process\.env\s*(?:\??\.\s*[A-Za-z_]|\[)|=\s*process\.env\b/;
    const readers = SERVER_CODE.flatMap(sourceFiles)
      .filter((file) => reading.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    // The launcher picks how to run the server (NODE_ENV, API_ONLY) before any of it loads.
    expect(readers.sort(), 'read the variable in server/src/config.ts and pass it on in the Config').toEqual(['scripts/server-module.mjs', 'scripts/start.mjs', CONFIG_MODULE]);
  });

  it('names in the README every variable the server reads', () => {
    const read = new Map([
      ...namesRead(SERVER_CODE, /process\.env\.([A-Z_][A-Z0-9_]*)/g),
      ...namesRead([CONFIG_MODULE], /values\.\w+\(\s*'([A-Z_][A-Z0-9_]*)'/g),
      ...[...namesConfigReads()].map((name) => [name, CONFIG_MODULE] as const),
    ]);
    expect(read.size).toBeGreaterThan(30);
    const missing = [...read].filter(([name]) => !documented.has(name)).map(([name, where]) => `${name} (${where})`);
    expect(missing, 'add them to the configuration table of README.md').toEqual([]);
  });

  it('names in the README every variable the SPA reads at build time', () => {
    const read = namesRead(SPA_CODE, /\benv\.(VITE_[A-Z0-9_]+)/g);
    expect(read.size).toBeGreaterThan(3);
    const missing = [...read].filter(([name]) => !documented.has(name)).map(([name, where]) => `${name} (${where})`);
    expect(missing, 'add them to the SPA table of README.md').toEqual([]);
  });
});
