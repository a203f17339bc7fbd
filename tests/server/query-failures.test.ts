import { describe, expect, it } from 'vitest';
import { isConcurrentUpdate, isDatabaseUnavailable, isDataException } from '../../server/src/db/query-failures.js';

// How the error handler tells an unreachable database (503), input a column cannot hold (422)
// and two requests racing (409) from a bug (500).

describe('query failures', () => {
  it('recognises an unreachable database, wrapped or aggregated too', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Cannot use a pool after calling end on the pool'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('x', { cause: Object.assign(new Error('y'), { code: 'ETIMEDOUT' }) }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it('tells data exceptions and races apart from the rest', () => {
    expect(isDataException(Object.assign(new Error('value out of range for type integer'), { code: '22003' }))).toBe(true);
    expect(isDataException(Object.assign(new Error('invalid byte sequence'), { code: '22021' }))).toBe(true);
    expect(isDataException(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(isConcurrentUpdate(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(true);
    expect(isConcurrentUpdate(Object.assign(new Error('deadlock detected'), { code: '40P01' }))).toBe(true);
    expect(isConcurrentUpdate(Object.assign(new Error('x'), { code: '22003' }))).toBe(false);
  });
});
