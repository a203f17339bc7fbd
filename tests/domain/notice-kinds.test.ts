import { describe, expect, it } from 'vitest';
import { SNACKBAR_KINDS, TOAST_KINDS } from '@/domain/notice-kinds';

describe('notice kinds (spec §2)', () => {
  it('spec §2: toast kinds info, success, warning, danger; snackbar kinds success, warning, error', () => {
    expect(TOAST_KINDS).toEqual(['info', 'success', 'warning', 'danger']);
    expect(SNACKBAR_KINDS).toEqual(['success', 'warning', 'error']);
  });
});
