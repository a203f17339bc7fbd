import { describe, expect, it } from 'vitest';
import * as timings from '@/domain/timings';

describe('delays and durations (spec §2, §4, §9)', () => {
  it('spec §2, §9: snackbar auto-closes after 3000 ms, or 10,000,000 ms when indefinite', () => {
    expect(timings.SNACKBAR_DURATION_MS).toBe(3000);
    expect(timings.SNACKBAR_INDEFINITE_MS).toBe(10_000_000);
  });

  it('spec §9: reset step 2000 ms, drawer close 2000 ms, newsletter result 2500 ms, menu close 500 ms, logo hide 200 ms', () => {
    expect(timings.RESET_STEP_DELAY_MS).toBe(2000);
    expect(timings.RESET_CLOSE_DELAY_MS).toBe(2000);
    expect(timings.NEWSLETTER_RESULT_DELAY_MS).toBe(2500);
    expect(timings.MENU_CLOSE_DELAY_MS).toBe(500);
    expect(timings.LOGO_HIDE_DELAY_MS).toBe(200);
  });
});
