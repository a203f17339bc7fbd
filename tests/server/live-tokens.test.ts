import { describe, expect, it } from 'vitest';
import { LiveTokens } from '../../server/src/http/live-tokens.js';

// The live tokens an instance keeps (no database): what it answers, and when it must not.

const NOW = new Date('2030-01-15T10:00:00Z');
const LATER = new Date('2030-01-16T10:00:00Z');
const row = (id: number) => ({ id, kind: 'guest', user_id: null, guest_id: 100 + id });

function held(live = { value: true }, limit?: number) {
  return { tokens: new LiveTokens(() => live.value, limit), live };
}

describe('LiveTokens', () => {
  it('answers a token kept, until it expires', () => {
    const { tokens } = held();
    tokens.keep('hash-1', row(1), LATER, tokens.readStarted());
    expect(tokens.find('hash-1', NOW)).toEqual(row(1));
    expect(tokens.find('hash-2', NOW)).toBeUndefined();
    expect(tokens.find('hash-1', LATER)).toBeUndefined();
    expect(tokens.size).toBe(0);
  });

  it('forgets a token announced as changed, and every token when the announcements may have been missed', () => {
    const { tokens } = held();
    tokens.keep('hash-1', row(1), LATER, tokens.readStarted());
    tokens.keep('hash-2', row(2), LATER, tokens.readStarted());
    tokens.changed([1]);
    expect(tokens.find('hash-1', NOW)).toBeUndefined();
    expect(tokens.find('hash-2', NOW)).toEqual(row(2));
    tokens.changed(null);
    expect(tokens.find('hash-2', NOW)).toBeUndefined();
  });

  it('does not keep a read that was in flight when a token was announced: it may have read one revoked meanwhile', () => {
    const { tokens } = held();
    const started = tokens.readStarted();
    tokens.changed([1]);
    tokens.keep('hash-1', row(1), LATER, started);
    expect(tokens.find('hash-1', NOW)).toBeUndefined();
    tokens.keep('hash-1', row(1), LATER, tokens.readStarted());
    expect(tokens.find('hash-1', NOW)).toEqual(row(1));
  });

  it('keeps and answers nothing while the announcements are not heard', () => {
    const { tokens, live } = held();
    tokens.keep('hash-1', row(1), LATER, tokens.readStarted());
    live.value = false;
    expect(tokens.find('hash-1', NOW)).toBeUndefined();
    tokens.keep('hash-2', row(2), LATER, tokens.readStarted());
    live.value = true;
    expect(tokens.find('hash-2', NOW)).toBeUndefined();
  });

  it('holds at most its limit, letting the longest unused go', () => {
    const { tokens } = held({ value: true }, 2);
    tokens.keep('hash-1', row(1), LATER, tokens.readStarted());
    tokens.keep('hash-2', row(2), LATER, tokens.readStarted());
    tokens.find('hash-1', NOW);
    tokens.keep('hash-3', row(3), LATER, tokens.readStarted());
    expect(tokens.size).toBe(2);
    expect(tokens.find('hash-2', NOW)).toBeUndefined();
    expect(tokens.find('hash-1', NOW)).toEqual(row(1));
    expect(tokens.find('hash-3', NOW)).toEqual(row(3));
  });
});
