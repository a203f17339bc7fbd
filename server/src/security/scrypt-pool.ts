import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

// Node's async scrypt runs on the libuv threadpool, which also reads static files and compresses,
// so a burst of password hashes starves every other request (DESIGN.md). Hashes run here instead,
// on a few worker threads of their own, one hash each at a time, the rest queued.

// Plain CommonJS evaluated in the worker, so it runs the same under tsx, vitest and node.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ password, salt, keyLength, cost }) => {
  try {
    // r = 8, p = 1 (Node's defaults, named); scrypt needs 128 * N * r bytes, over Node's default cap from N = 2^15.
    const key = scryptSync(password, Buffer.from(salt), keyLength, { N: cost, r: 8, p: 1, maxmem: 256 * cost * 8 });
    parentPort.postMessage({ key });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message ? error.message : error) });
  }
});
`;

interface Job {
  password: string;
  salt: Buffer;
  keyLength: number;
  cost: number;
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

/** A fixed number of worker threads computing scrypt, first come first served. */
export class ScryptPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];

  constructor(private readonly size: number) {}

  /** The derived key of `password` with `salt`. */
  derive(password: string, salt: Buffer, keyLength: number, cost: number): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      this.queue.push({ password, salt, keyLength, cost, resolve, reject });
      this.dispatch();
    });
  }

  /** Jobs waiting for a thread (for tests and metrics). */
  get waiting(): number {
    return this.queue.length;
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = this.slots.find((candidate) => candidate.job === null) ?? (this.slots.length < this.size ? this.spawn() : undefined);
      if (slot === undefined) return;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.worker.ref(); // a hash in progress keeps the process alive; an idle pool does not
      slot.worker.postMessage({ password: job.password, salt: job.salt, keyLength: job.keyLength, cost: job.cost });
    }
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    const slot: Slot = { worker, job: null };
    worker.on('message', (message: { key?: Uint8Array; error?: string }) => {
      const job = slot.job;
      slot.job = null;
      worker.unref();
      if (message.key !== undefined) job?.resolve(Buffer.from(message.key.buffer, message.key.byteOffset, message.key.byteLength));
      else job?.reject(new Error(message.error ?? 'scrypt failed'));
      this.dispatch();
    });
    const lose = (error: Error) => {
      this.slots.splice(this.slots.indexOf(slot), 1);
      slot.job?.reject(error);
      slot.job = null;
      this.dispatch();
    };
    worker.on('error', lose);
    worker.on('exit', (code) => {
      if (this.slots.includes(slot)) lose(new Error(`scrypt worker exited with code ${code}`));
    });
    this.slots.push(slot);
    return slot;
  }
}

/** One thread on two cores (the other keeps serving), at most four. */
export const PASSWORD_HASH_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));

/** The process's pool for password hashes. */
export const scryptPool = new ScryptPool(PASSWORD_HASH_THREADS);
