import { randomBytes, timingSafeEqual } from 'node:crypto';
import { scryptPool } from './scrypt-pool.js';

// scrypt with OWASP's parameters: N = 2^17, r = 8, p = 1 (128 MiB and about 0.3 s of one core a
// hash here; bench/sign-in.ts reports the sign-in latency at rest and under load). Hashes made with
// an older N still verify, and are made again with this one at the next sign-in.
const KEY_LENGTH = 64;
export const PASSWORD_HASH_COST = 2 ** 17;
/** Costs a stored hash may name: a corrupt or hostile one must not make us allocate gigabytes. */
const LOWEST_COST = 2 ** 10;
const HIGHEST_COST = 2 ** 18;

interface StoredHash {
  cost: number;
  salt: Buffer;
  key: Buffer;
}

/** `scrypt$<N>$<salt b64>$<key b64>`, or null when it is not one. */
function parse(stored: string): StoredHash | null {
  const [scheme, cost, salt, key, ...rest] = stored.split('$');
  const n = Number(cost);
  const powerOfTwo = Number.isInteger(n) && n >= LOWEST_COST && n <= HIGHEST_COST && (n & (n - 1)) === 0;
  if (scheme !== 'scrypt' || !powerOfTwo || salt === undefined || key === undefined || rest.length > 0) return null;
  return { cost: n, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** Hashes a password with a fresh salt: `scrypt$<N>$<salt b64>$<key b64>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  // On the pool's own threads, never the libuv threadpool that static files and DNS need.
  const key = await scryptPool.derive(password, salt, KEY_LENGTH, PASSWORD_HASH_COST);
  return `scrypt$${PASSWORD_HASH_COST}$${salt.toString('base64')}$${key.toString('base64')}`;
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
  return hash !== null && hash.cost < PASSWORD_HASH_COST;
}
