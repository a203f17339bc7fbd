import { randomBytes, timingSafeEqual } from 'node:crypto';
import { scryptPool } from './scrypt-pool.js';

// scrypt with OWASP's parameters: N = 2^17, r = 8, p = 1 (128 MiB and about 0.3 s of one core a
// hash here; bench/sign-in.ts reports the sign-in latency at rest and under load). Hashes made with
// an older N still verify, and are made again with this one at the next sign-in.
const KEY_LENGTH = 64;
/** OWASP's N. `PASSWORD_HASH_COST` may set another power of two from 2^14 to 2^18 (a test server's journeys use 2^14). */
export const PASSWORD_HASH_COST = 2 ** 17;
/** Costs a stored hash may name: a corrupt or hostile one must not make us allocate gigabytes. */
const LOWEST_COST = 2 ** 10;
const HIGHEST_COST = 2 ** 18;
const isPowerOfTwo = (n: number) => Number.isInteger(n) && n > 0 && (n & (n - 1)) === 0;

/** `PASSWORD_HASH_COST`: unset for OWASP's 2^17, or a power of two from 2^14 to 2^18; anything else is refused. */
export function passwordHashCostFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return PASSWORD_HASH_COST;
  const cost = Number(value);
  if (!isPowerOfTwo(cost) || cost < 2 ** 14 || cost > HIGHEST_COST) {
    throw new Error(`PASSWORD_HASH_COST must be a power of two from 16384 to 262144, not ${JSON.stringify(value)}.`);
  }
  return cost;
}

/** The cost new hashes are made with: the configuration's (buildApp sets it), OWASP's until then. */
let hashCost = PASSWORD_HASH_COST;
export function usePasswordHashCost(cost: number): void {
  hashCost = cost;
}

interface StoredHash {
  cost: number;
  salt: Buffer;
  key: Buffer;
}

/** `scrypt$<N>$<salt b64>$<key b64>`, or null when it is not one. */
function parse(stored: string): StoredHash | null {
  const [scheme, cost, salt, key, ...rest] = stored.split('$');
  const n = Number(cost);
  const powerOfTwo = isPowerOfTwo(n) && n >= LOWEST_COST && n <= HIGHEST_COST;
  if (scheme !== 'scrypt' || !powerOfTwo || salt === undefined || key === undefined || rest.length > 0) return null;
  return { cost: n, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** Hashes a password with a fresh salt: `scrypt$<N>$<salt b64>$<key b64>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  // On the pool's own threads, never the libuv threadpool that static files and DNS need.
  const cost = hashCost;
  const key = await scryptPool.derive(password, salt, KEY_LENGTH, cost);
  return `scrypt$${cost}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Checks a password against a stored hash, with the cost it was made with, in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parse(stored);
  if (hash === null) return false;
  const actual = await scryptPool.derive(password, hash.salt, hash.key.length || KEY_LENGTH, hash.cost);
  return actual.length === hash.key.length && timingSafeEqual(actual, hash.key);
}

/** Whether a stored hash was made with a lower cost than today's: made again at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const hash = parse(stored);
  return hash !== null && hash.cost < hashCost;
}
