import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderIdBlocks } from '../../server/src/features/orders/order-ids.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

const nextFromSequence = async () =>
  (await sql<{ id: number }>`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`.execute(server.db)).rows[0]!.id;

describe('order ids taken ahead, a block at a time', () => {
  it('gives every caller its own id, from the orders\' sequence, reading a new block only when one is used up', async () => {
    const before = await nextFromSequence();
    const nextOrderId = orderIdBlocks(server.db, 4);
    // Ten orders at once: three blocks of four, read one after the other.
    const ids = await Promise.all(Array.from({ length: 10 }, () => nextOrderId()));
    expect(new Set(ids).size).toBe(10);
    expect(Math.min(...ids)).toBeGreaterThan(before);
    // The sequence is past every id handed out, so an order written with the default never takes one.
    const after = await nextFromSequence();
    expect(after).toBeGreaterThan(Math.max(...ids));
    expect(after - before).toBe(13); // 3 blocks of 4, and this read
  });
});
