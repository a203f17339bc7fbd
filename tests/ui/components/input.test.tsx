import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from '@/ui/components/input';
import { Checkbox } from '@/ui/components/checkbox';
import { RadioGroup } from '@/ui/components/radio-group';
import { Select } from '@/ui/components/select';

describe('Input', () => {
  it('is labelled and shows its hint only while focused, described by it', async () => {
    const user = userEvent.setup();
    render(<Input label="Email" hint="We send your receipt here" />);
    const input = screen.getByLabelText('Email');
    expect(screen.queryByText('We send your receipt here')).toBeNull();
    await user.click(input);
    const hint = screen.getByText('We send your receipt here');
    expect(input.getAttribute('aria-describedby')).toContain(hint.id);
    await user.tab();
    expect(screen.queryByText('We send your receipt here')).toBeNull();
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows its error below, marks itself invalid and is described by the error', () => {
    render(<Input label="Email" error="Please enter a valid email" />);
    const input = screen.getByLabelText('Email');
    const error = screen.getByText('Please enter a valid email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(error.className).toMatch(/error/);
  });

  it('is not invalid without an error', () => {
    render(<Input label="Email" />);
    expect(screen.getByLabelText('Email').hasAttribute('aria-invalid')).toBe(false);
  });

  it('toggles password visibility with "Show password" / "Hide password"', async () => {
    const user = userEvent.setup();
    render(<Input label="Password" type="password" defaultValue="secret12" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    await user.click(hide);
    expect(input.type).toBe('password');
  });

  it("forwards its ref and passes onBlur and onChange through (react-hook-form's register)", async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    const onBlur = vi.fn();
    const onChange = vi.fn();
    render(<Input label="Email" name="email" ref={ref} onBlur={onBlur} onChange={onChange} />);
    expect(ref.current).toBe(screen.getByLabelText('Email'));
    await user.type(ref.current!, 'a');
    await user.tab();
    expect(onChange).toHaveBeenCalled();
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(ref.current?.name).toBe('email');
  });
});

describe('Checkbox, RadioGroup and Select', () => {
  it('checkbox toggles and shows its error', async () => {
    render(<Checkbox label="I accept" error="Required" />);
    const box = screen.getByRole('checkbox', { name: 'I accept' }) as HTMLInputElement;
    await userEvent.click(box);
    expect(box.checked).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it('radio group offers Male (m) and Female (f) under its legend and reports the choice', async () => {
    const onValueChange = vi.fn();
    render(
      <RadioGroup
        legend="Gender"
        name="gender"
        options={[
          { value: 'm', label: 'Male' },
          { value: 'f', label: 'Female' },
        ]}
        onValueChange={onValueChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'Gender' })).toBeTruthy();
    const female = screen.getByRole('radio', { name: 'Female' }) as HTMLInputElement;
    expect(female.value).toBe('f');
    expect((screen.getByRole('radio', { name: 'Male' }) as HTMLInputElement).value).toBe('m');
    await userEvent.click(female);
    expect(onValueChange).toHaveBeenCalledWith('f');
  });

  it('select lists its options after a placeholder', async () => {
    const onChange = vi.fn();
    render(
      <Select
        label="Size"
        placeholder="Choose"
        options={[
          { value: 's', label: 'S' },
          { value: 'm', label: 'M' },
        ]}
        onChange={onChange}
      />,
    );
    const select = screen.getByLabelText('Size') as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual(['Choose', 'S', 'M']);
    await userEvent.selectOptions(select, 'm');
    expect(select.value).toBe('m');
    expect(onChange).toHaveBeenCalled();
  });
});
