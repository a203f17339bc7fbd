import { describe, expect, it } from 'vitest';
import { defaultAddress, formatOrderDate, formatOrderDateTime, itemCountLabel, ORDER_STATUS_LABELS, orderStatusTone, PAYMENT_STATUS_LABELS, withDefault } from '@/domain';

describe('orders as the account shows them', () => {
  it('dates are en-US', () => {
    expect(formatOrderDate('2026-11-01T12:00:00Z')).toBe('November 1, 2026');
    expect(formatOrderDateTime('2026-11-01T12:00:00Z')).toMatch(/^November 1, 2026 at \d{1,2}:00\s[AP]M$/);
  });

  it('states and payments have words and tones', () => {
    expect(ORDER_STATUS_LABELS.pending_payment).toBe('Awaiting payment');
    expect(PAYMENT_STATUS_LABELS.due_on_delivery).toBe('Due on delivery');
    expect([orderStatusTone('paid'), orderStatusTone('pending_payment'), orderStatusTone('payment_failed')]).toEqual(['success', 'pending', 'error']);
  });

  it('counts items', () => {
    expect(itemCountLabel(1)).toBe('1 item');
    expect(itemCountLabel(3)).toBe('3 items');
  });
});

describe('the default address', () => {
  const book = [{ id: 1 }, { id: 2, is_default: true }, { id: 3 }];

  it('is the one flagged, else the first, else none', () => {
    expect(defaultAddress(book)?.id).toBe(2);
    expect(defaultAddress([{ id: 5 }, { id: 6 }])?.id).toBe(5);
    expect(defaultAddress([])).toBeNull();
  });

  it('choosing one leaves exactly one flagged', () => {
    expect(withDefault(book, 3).map((address) => address.is_default)).toEqual([false, false, true]);
  });
});
