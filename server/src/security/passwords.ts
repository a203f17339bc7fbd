import { randomBytes, timingSafeEqual } from 'node:crypto';
import { scryptPool } from './scrypt-pool.js';

// scrypt with N=16384 takes ~40 ms here: slow enough for guessing, fast enough for sign-in.
const KEY_LENGTH = 64;
const COST = 16384;

// On the pool's own threads, never the libuv threadpool that static files and DNS need.
function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return scryptPool.derive(password, salt, KEY_LENGTH, COST);
}

/** Hashes a password with a fresh salt: `scrypt$<N>$<salt b64>$<key b64>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt);
  return `scrypt$${COST}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, , salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || key === undefined) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
