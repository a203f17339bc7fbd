import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from '@/ui/components/dialog';
import { CountryDropdown, FLAG_SPRITE_COLUMNS, FLAG_SPRITE_INDEX, flagStyle, type CountryDropdownProps } from '@/ui/components/country-dropdown';
import { FLAG_CELL_HEIGHT_PX, FLAG_CELL_WIDTH_PX, FLAG_SCALES } from '@/ui/theme';

const CODES = ['LB', 'DE', 'FR', 'ES'];

function Harness(props: Partial<CountryDropdownProps>) {
  const [value, setValue] = useState<string | null>('LB');
  return (
    <>
      <p>Outside</p>
      <CountryDropdown codes={CODES} value={value} onChange={setValue} language="fr" label="Country" {...props} />
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: /Country/ });
const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('CountryDropdown', () => {
  it('shows the chosen flag and local name, and opens on click with the search focused', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(trigger().textContent).toContain('Liban');
    expect(trigger().querySelector('[data-flag="LB"]')).not.toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(trigger());
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('combobox'));
  });

  it('does not open when read-only', async () => {
    const user = userEvent.setup();
    render(<Harness readOnly />);
    expect(screen.queryByRole('button')).toBeNull();
    await user.click(screen.getByText('Liban'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('sorts options by local name', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    expect(optionNames().map((text) => text?.split(/(?=[A-Z])/)[0])).toEqual(['Allemagne', 'Espagne', 'France', 'Liban']);
  });

  it('searches case-insensitively on the local or the English name', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    const search = screen.getByRole('combobox');
    await user.type(search, 'GERM');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('option').textContent).toContain('Allemagne');
    await user.clear(search);
    await user.type(search, 'liB');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('option').textContent).toContain('Liban');
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('closes on choosing an option and reports the code', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CountryDropdown codes={CODES} value="LB" onChange={onChange} language="en" label="Country" />);
    await user.click(trigger());
    await user.click(screen.getByRole('option', { name: /Germany/ }));
    expect(onChange).toHaveBeenCalledWith('DE');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('closes on Escape, giving focus back to the button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('inside a dialog, Escape closes the list but not the dialog', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Receive our newsletter">
        <Harness />
      </Dialog>,
    );
    await user.click(trigger());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('closes on an outside click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('moves through options with the arrow keys and chooses with Enter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    const search = screen.getByRole('combobox');
    // Opens on the current value (Liban, last); go up twice to Espagne.
    const activeName = () => document.getElementById(search.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(activeName()).toContain('Liban');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeName()).toContain('Espagne');
    await user.keyboard('{Home}');
    expect(activeName()).toContain('Allemagne');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger().textContent).toContain('Espagne');
  });

  it('opens from the keyboard with ArrowDown', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeTruthy();
  });

  it('marks the chosen option selected', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByRole('option', { selected: true }).textContent).toContain('Liban');
  });

  it('describes the button with its error (below the field) and with any further description', () => {
    const { rerender } = render(<CountryDropdown codes={CODES} value="LB" onChange={() => {}} language="en" label="Country" describedBy="country-hint" />);
    expect(trigger().getAttribute('aria-describedby')).toBe('country-hint');
    expect(trigger().getAttribute('aria-invalid')).toBeNull();
    rerender(<CountryDropdown codes={CODES} value="LB" onChange={() => {}} language="en" label="Country" describedBy="country-hint" error="Please choose a country" />);
    expect(trigger().getAttribute('aria-invalid')).toBe('true');
    const ids = trigger().getAttribute('aria-describedby')!.split(' ');
    expect(ids).toContain('country-hint');
    const error = ids.map((id) => document.getElementById(id)).find((node) => node?.textContent === 'Please choose a country');
    expect(error).toBeTruthy();
    expect(screen.getByRole('button', { description: 'Please choose a country' })).toBe(trigger());
  });

  it('opens its list under the button, also while an error shows below the field', async () => {
    const user = userEvent.setup();
    render(<Harness error="Please choose a country" />);
    await user.click(trigger());
    const popup = screen.getByRole('listbox').closest('div')!;
    // The list shares its parent with the button; the error stays below both.
    expect(popup.parentElement).toBe(trigger().parentElement);
    expect(screen.getByText('Please choose a country').compareDocumentPosition(popup) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it('inline, the list opens in the flow instead of floating', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.click(trigger());
    const floating = screen.getByRole('listbox').closest('div')!.className;
    unmount();
    render(<Harness inline />);
    await user.click(trigger());
    const inline = screen.getByRole('listbox').closest('div')!.className;
    expect(inline).not.toBe(floating);
    expect(inline.startsWith(floating)).toBe(true);
  });

  it('renders nothing when the code list is empty', () => {
    const { container } = render(<CountryDropdown codes={[]} value={null} onChange={() => {}} language="en" />);
    expect(container.innerHTML).toBe('');
  });

  it('places flags from one sprite of 42 × 30 cells at scales 0.4 / 0.6 / 0.8, served from the media path under its content hash', () => {
    const index = FLAG_SPRITE_INDEX.LB!;
    const col = index % FLAG_SPRITE_COLUMNS;
    const row = Math.floor(index / FLAG_SPRITE_COLUMNS);
    for (const size of ['small', 'medium', 'large'] as const) {
      const style = flagStyle('lb', size);
      const w = FLAG_CELL_WIDTH_PX * FLAG_SCALES[size];
      const h = FLAG_CELL_HEIGHT_PX * FLAG_SCALES[size];
      expect(style.width).toBe(`${w}px`);
      expect(style.height).toBe(`${h}px`);
      expect(style.backgroundPosition).toBe(`${-col * w}px ${-row * h}px`);
      expect(style.backgroundImage).toMatch(/^url\("\/media\/flags\/flags\.[0-9a-f]{12}\.svg"\)$/);
    }
    expect(Object.keys(FLAG_SPRITE_INDEX)).toHaveLength(249);
  });
});
