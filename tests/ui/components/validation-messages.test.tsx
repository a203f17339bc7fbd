import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ValidationMessages } from '@/ui/components/validation-messages';

describe('ValidationMessages', () => {
  it('shows only the items whose condition is true, styled by tone (no type = error)', () => {
    render(
      <ValidationMessages
        items={[
          { text: 'At least 8 characters', condition: true },
          { text: 'Hidden rule', condition: false, type: 'error' },
          { text: 'Strong password', condition: true, type: 'success' },
          { text: 'Tip: use a phrase', condition: true, type: 'message' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['At least 8 characters', 'Strong password', 'Tip: use a phrase']);
    expect(items.map((item) => item.getAttribute('data-tone'))).toEqual(['error', 'success', 'message']);
    expect(items[0]!.className).toMatch(/error/);
    expect(items[1]!.className).toMatch(/success/);
    expect(screen.queryByText('Hidden rule')).toBeNull();
  });

  it('renders an empty list when nothing holds', () => {
    render(<ValidationMessages id="pw-rules" items={[{ text: 'x', condition: false }]} />);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(document.getElementById('pw-rules')).not.toBeNull();
  });
});
