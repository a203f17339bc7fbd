import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeInput, type CodeInputProps } from '@/ui/components/code-input';

function Harness({ initial = '', onChange, ...props }: Partial<CodeInputProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <CodeInput
      label="Confirmation code"
      length={6}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      {...props}
    />
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('Confirmation code');
/** The boxes a shopper sees, in order (hidden from screen readers, which read the one field). */
const boxes = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[aria-hidden="true"]')].filter((box) => box.parentElement === field().parentElement);
const shown = (container: HTMLElement) => boxes(container).map((box) => box.textContent).join('|');
const activeBox = (container: HTMLElement) => boxes(container).findIndex((box) => box.hasAttribute('data-active'));

describe('CodeInput (spec §9)', () => {
  it('is one labelled field for a one-time code, drawn as a box per digit, with the numeric keypad', () => {
    const { container } = render(<Harness />);
    expect(field().getAttribute('inputmode')).toBe('numeric');
    expect(field().getAttribute('autocomplete')).toBe('one-time-code');
    expect(field().getAttribute('pattern')).toBe('[0-9]*');
    expect(field().maxLength).toBe(6);
    expect(boxes(container)).toHaveLength(6);
    expect(shown(container)).toBe('|||||');
  });

  it('fills a box per digit typed, drops anything else, and marks the next box while focused', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    expect(activeBox(container)).toBe(-1);
    await user.click(field());
    expect(activeBox(container)).toBe(0);
    await user.keyboard('1a2 -3');
    expect(field().value).toBe('123');
    expect(shown(container)).toBe('1|2|3|||');
    expect(activeBox(container)).toBe(3);
    await user.keyboard('4567');
    expect(field().value).toBe('123456');
    // All filled: the last box stays the one marked.
    expect(activeBox(container)).toBe(5);
  });

  it('a pasted code fills every box at once, spaces and dashes dropped, even over what was typed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);
    await user.click(field());
    await user.keyboard('9');
    await user.paste('123 456');
    expect(field().value).toBe('123456');
    expect(shown(container)).toBe('1|2|3|4|5|6');
    expect(onChange).toHaveBeenLastCalledWith('123456');

    await user.clear(field());
    await user.paste('12-34');
    expect(field().value).toBe('1234');
    await user.paste('5678');
    // A part is added where the caret is, up to the code's length.
    expect(field().value).toBe('123456');
  });

  it('Backspace takes the last digit and moves the mark back a box', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness initial="1234" />);
    await user.click(field());
    expect(activeBox(container)).toBe(4);
    await user.keyboard('{Backspace}');
    expect(field().value).toBe('123');
    expect(activeBox(container)).toBe(3);
    await user.keyboard('{Backspace}{Backspace}');
    expect(shown(container)).toBe('1|||||');
    expect(activeBox(container)).toBe(1);
  });

  it('letters and digits for an alphanumeric code, upper-cased, with the text keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness characters="alphanumeric" length={4} />);
    expect(field().getAttribute('inputmode')).toBe('text');
    await user.type(field(), 'ab-1c9');
    expect(field().value).toBe('AB1C');
  });

  it('comes in small, medium and large', () => {
    for (const size of ['small', 'medium', 'large'] as const) {
      const { unmount } = render(<Harness size={size} />);
      expect(field().parentElement!.getAttribute('data-size')).toBe(size);
      unmount();
    }
  });

  it('says what is wrong below the boxes, linked to the field; read-only takes no typing', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness error="Please enter the confirmation code" below={<p id="help">The code from our e-mail.</p>} belowId="help" />);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    const describedBy = field().getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual(['Please enter the confirmation code', 'The code from our e-mail.']);

    rerender(<Harness readOnly />);
    await user.type(field(), '12');
    await user.paste('123456');
    expect(field().value).toBe('');
  });
});
