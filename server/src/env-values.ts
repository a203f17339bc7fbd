import { isIP } from 'node:net';

/** Every problem of a configuration, each naming its variable: the start stops with all of them. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

interface IntegerRange {
  min: number;
  max?: number;
}

/**
 * Reads environment variables for the configuration (config.ts): an unset or empty variable gets
 * its default; a set one is parsed strictly, and a value that does not parse is recorded as a
 * problem naming the variable, never replaced by the default. `finish()` throws them all at once.
 */
export class EnvValues {
  private readonly problems: string[] = [];

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  /** The variable's text, trimmed; undefined when unset or empty. */
  text(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  }

  /** A secret as written (spaces included); undefined when unset or empty. */
  secret(name: string): string | undefined {
    const value = this.env[name];
    return value === undefined || value === '' ? undefined : value;
  }

  /** A whole number within `range`. */
  integer(name: string, fallback: number, range: IntegerRange): number {
    const text = this.text(name);
    if (text === undefined) return fallback;
    const value = /^[+-]?\d+$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isSafeInteger(value) && value >= range.min && (range.max === undefined || value <= range.max)) return value;
    const span = range.max === undefined ? `of at least ${range.min}` : `from ${range.min} to ${range.max}`;
    return this.refuse(`${name} must be a whole number ${span}, not ${JSON.stringify(text)}.`, fallback);
  }

  /** `1` for on, `0` for off. */
  flag(name: string, fallback: boolean): boolean {
    const text = this.text(name);
    if (text === undefined) return fallback;
    if (text === '1' || text === '0') return text === '1';
    return this.refuse(`${name} must be 1 (on) or 0 (off), not ${JSON.stringify(text)}.`, fallback);
  }

  /** One of `choices`. */
  choice<T extends string, F extends T | undefined>(name: string, choices: readonly T[], fallback: F): T | F {
    const text = this.text(name);
    if (text === undefined) return fallback;
    if ((choices as readonly string[]).includes(text)) return text as T;
    return this.refuse(`${name} must be ${choices.join(' or ')}, not ${JSON.stringify(text)}.`, fallback);
  }

  /** A URL with one of `protocols` (`postgres:`) and a host, kept as written. */
  url(name: string, protocols: readonly string[], example: string): string | undefined {
    const text = this.text(name);
    if (text === undefined) return undefined;
    const url = URL.canParse(text) ? new URL(text) : undefined;
    if (url !== undefined && protocols.includes(url.protocol) && url.hostname !== '') return text;
    return this.refuse(`${name} must be a URL like ${example}, not ${JSON.stringify(redactPassword(text))}.`, undefined);
  }

  /** An origin (`https://shop.example`, no path), without a trailing slash. */
  origin(name: string): string | undefined {
    const text = this.text(name)?.replace(/\/+$/, '');
    if (text === undefined) return undefined;
    return isOrigin(text) ? text : this.refuse(`${name} must be an origin like https://shop.example (no path), not ${JSON.stringify(text)}.`, undefined);
  }

  /** A comma-separated list of origins, as written. */
  origins(name: string): string | undefined {
    const text = this.text(name);
    if (text === undefined) return undefined;
    const wrong = text.split(',').map((part) => part.trim()).filter((part) => !isOrigin(part));
    if (wrong.length === 0) return text;
    return this.refuse(`${name} must be origins like https://shop.example, comma-separated; not an origin: ${wrong.map((part) => JSON.stringify(part)).join(', ')}.`, undefined);
  }

  /** The variable through a parser of its own, whose Error's message names the variable. */
  parsed<T>(name: string, parse: (text: string | undefined) => T, fallback: T): T {
    try {
      return parse(this.env[name]);
    } catch (error) {
      return this.refuse(error instanceof Error ? error.message : String(error), fallback);
    }
  }

  /** Records a problem that is not one variable's alone (a combination production refuses). */
  refuse<T>(problem: string, fallback: T): T {
    this.problems.push(problem);
    return fallback;
  }

  /** Throws every recorded problem at once. */
  finish(): void {
    if (this.problems.length > 0) throw new ConfigError(this.problems);
  }
}

function isOrigin(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text;
}

/** A URL's credentials hidden (all before the last `@`), so that a refused value can be printed to a log. */
function redactPassword(text: string): string {
  return text.replace(/^(.*?\/\/)?.*@/, (_credentials, scheme: string | undefined) => `${scheme ?? ''}***@`);
}

/** An IP address or a CIDR block (`10.0.0.0/8`), or one of proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`). */
export function isAddressOrBlock(text: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(text)) return true;
  const [address = '', prefix, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
