import { scryptSync } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, PASSWORD_HASH_COST, passwordHashCostFrom, usePasswordHashCost, verifyPassword } from '../../server/src/security/passwords.js';
import { ScryptPool } from '../../server/src/security/scrypt-pool.js';

// Issue 14: password hashing must not starve the libuv threadpool other requests need.

describe('password hashing', () => {
  it("hashes with OWASP's scrypt parameters (N = 2^17, r = 8, p = 1) and verifies", async () => {
    const stored = await hashPassword('Secret#2030');
    expect(stored).toMatch(/^scrypt\$131072\$/);
    const [, , salt, key] = stored.split('$');
    const expected = scryptSync('Secret#2030', Buffer.from(salt!, 'base64'), 64, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
    expect(Buffer.from(key!, 'base64')).toEqual(expected);
    expect(await verifyPassword('Secret#2030', stored)).toBe(true);
    expect(await verifyPassword('Secret#2031', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('verifies a hash made with the older N = 16384 and asks for it to be made again', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const old = `scrypt$16384$${salt.toString('base64')}$${scryptSync('Secret#2030', salt, 64, { N: 16384 }).toString('base64')}`;
    expect(await verifyPassword('Secret#2030', old)).toBe(true);
    expect(await verifyPassword('Secret#2031', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it('takes another cost from PASSWORD_HASH_COST, a power of two from 2^14 to 2^18, and refuses the rest', () => {
    expect(passwordHashCostFrom(undefined)).toBe(2 ** 17);
    expect(passwordHashCostFrom('16384')).toBe(16384);
    expect(passwordHashCostFrom('262144')).toBe(262144);
    for (const value of ['1024', '100000', '524288', 'abc', '-16384']) expect(() => passwordHashCostFrom(value), value).toThrow(/PASSWORD_HASH_COST must be a power of two/);
  });

  it('refuses stored hashes with a cost it would not compute', async () => {
    const key = Buffer.alloc(64).toString('base64');
    for (const stored of ['', 'bcrypt$10$x$y', `scrypt$1000$AAAA$${key}`, `scrypt$${2 ** 24}$AAAA$${key}`, `scrypt$16$AAAA$${key}`, `scrypt$16384$AAAA$${key}$extra`]) {
      expect(await verifyPassword('anything', stored), stored).toBe(false);
      expect(needsRehash(stored), stored).toBe(false);
    }
  });

  it('derives the same key as node:crypto', async () => {
    const pool = new ScryptPool(1);
    const salt = Buffer.from('0123456789abcdef');
    expect(await pool.derive('pässword', salt, 64, 1024)).toEqual(scryptSync('pässword', salt, 64, { N: 1024 }));
  });

  it('runs at most its size of hashes at once and queues the rest', async () => {
    const pool = new ScryptPool(2);
    const hashes = Array.from({ length: 16 }, (_, index) => pool.derive(`password ${index}`, Buffer.alloc(16, index), 32, 1024));
    expect(pool.waiting).toBe(14);
    const keys = await Promise.all(hashes);
    expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(16);
    expect(pool.waiting).toBe(0);
  });

  it('leaves the libuv threadpool to file reads while 16 hashes run', async () => {
    // With scrypt on the threadpool, the stat would queue behind the 16 hashes and finish last.
    // Where hashes run is the question, not their cost: the lowest cost keeps 16 of them quick.
    usePasswordHashCost(2 ** 14);
    try {
      const hashes = Array.from({ length: 16 }, (_, index) => hashPassword(`parallel ${index}`));
      const first = await Promise.race([stat(import.meta.filename).then(() => 'file read'), hashes[0]!.then(() => 'a hash')]);
      await Promise.all(hashes);
      expect(first).toBe('file read');
    } finally {
      usePasswordHashCost(PASSWORD_HASH_COST);
    }
  });
});
