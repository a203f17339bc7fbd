import { describe, expect, it } from 'vitest';
import { messageTone, visibleMessages } from '@/domain/validation-message';

describe('validation messages (spec §5: shown only when their condition is true; success styled as success, no type as error)', () => {
  it('spec §5: only messages whose condition is true are shown', () => {
    const shown = { text: 'shown', condition: true };
    const hidden = { text: 'hidden', condition: false, type: 'success' as const };
    expect(visibleMessages([hidden, shown])).toEqual([shown]);
    expect(visibleMessages([])).toEqual([]);
  });

  it('spec §5: a message without a type is styled as an error', () => {
    expect(messageTone({})).toBe('error');
  });

  it('spec §3: success and message types keep their tone', () => {
    expect(messageTone({ type: 'success' })).toBe('success');
    expect(messageTone({ type: 'message' })).toBe('message');
    expect(messageTone({ type: 'error' })).toBe('error');
  });
});
