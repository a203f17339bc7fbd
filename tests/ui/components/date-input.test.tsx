import { DateInput } from '@/ui/components/date-input';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

describe('DateInput (spec §5)', () => {
  it('is a labelled date field whose maximum is 2999-12-31 unless given, with no minimum unless given', () => {
    render(<DateInput label="Birth date" />);
    const input = screen.getByLabelText('Birth date') as HTMLInputElement;
    expect(input.type).toBe('date');
    expect(input.max).toBe('2999-12-31');
    expect(input.min).toBe('');
  });

  it('takes its own bounds and shows an error below the field', () => {
    render(<DateInput label="Delivery day" min="2026-01-01" max="2026-12-31" error="Please enter a valid date" />);
    const input = screen.getByLabelText('Delivery day') as HTMLInputElement;
    expect([input.min, input.max]).toEqual(['2026-01-01', '2026-12-31']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid date')).toBeTruthy();
  });
});
