import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCombobox } from '@/ui/hooks';

const FRUITS = Array.from({ length: 20 }, (_, index) => `Fruit ${String(index + 1).padStart(2, '0')}`);
const byPrefix = (options: readonly string[], query: string): readonly string[] => options.filter((option) => option.toLowerCase().includes(query.toLowerCase()));

/** A bare combobox over FRUITS: the chosen fruit is shown in the trigger. */
function Harness({ onClose = () => {}, readOnly = false }: { onClose?: () => void; readOnly?: boolean }) {
  const [value, setValue] = useState('Fruit 03');
  const box = useCombobox<string>({ options: FRUITS, search: byPrefix, openAt: () => FRUITS.indexOf(value), onChoose: setValue, onClose, readOnly });
  return (
    <>
      <div ref={box.rootRef}>
        <button ref={box.triggerRef} type="button" aria-expanded={box.open} onClick={box.onTriggerClick} onKeyDown={box.onTriggerKeyDown}>
          {value}
        </button>
        {box.open ? (
          <>
            <input ref={box.searchRef} role="combobox" aria-expanded="true" aria-activedescendant={`opt-${box.active}`} value={box.query} onChange={(event) => box.searchFor(event.target.value)} onKeyDown={box.onSearchKeyDown} />
            <ul ref={box.listRef} role="listbox">
              {box.shown.map((fruit, index) => (
                <li key={fruit} id={`opt-${index}`} role="option" aria-selected={index === box.active} data-index={index} onClick={() => box.choose(fruit)}>
                  {fruit}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <p>Outside</p>
    </>
  );
}

const trigger = () => screen.getByRole('button');
const activeText = () => screen.getAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true')?.textContent;

describe('useCombobox', () => {
  it('opens on click with the search focused and the chosen option active; a second click closes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    expect(document.activeElement).toBe(screen.getByRole('combobox'));
    expect(activeText()).toBe('Fruit 03');
    await user.click(trigger());
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens with ArrowDown or ArrowUp on the trigger, and never when read-only', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    trigger().focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    unmount();
    render(<Harness readOnly />);
    await user.click(trigger());
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('moves with the arrows, Home, End and pages of 8, within the list', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    await user.keyboard('{ArrowDown}');
    expect(activeText()).toBe('Fruit 04');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(activeText()).toBe('Fruit 01');
    await user.keyboard('{PageDown}');
    expect(activeText()).toBe('Fruit 09');
    await user.keyboard('{End}');
    expect(activeText()).toBe('Fruit 20');
    await user.keyboard('{ArrowDown}');
    expect(activeText()).toBe('Fruit 20');
    await user.keyboard('{PageUp}');
    expect(activeText()).toBe('Fruit 12');
    await user.keyboard('{Home}');
    expect(activeText()).toBe('Fruit 01');
  });

  it('searching narrows the list and makes the first match active; Enter chooses it and gives focus back', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(trigger());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.keyboard('1');
    expect(screen.getAllByRole('option')).toHaveLength(11);
    expect(activeText()).toBe('Fruit 01');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger().textContent).toBe('Fruit 10');
    expect(document.activeElement).toBe(trigger());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Escape closes to the trigger without reaching outer handlers, and clears the search', async () => {
    const user = userEvent.setup();
    const outer = vi.fn();
    render(
      <div onKeyDown={outer}>
        <Harness />
      </div>,
    );
    await user.click(trigger());
    await user.keyboard('zz{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(trigger());
    expect(outer.mock.calls.some(([event]) => event.key === 'Escape')).toBe(false);
    await user.click(trigger());
    expect(screen.getByRole('combobox')).toHaveProperty('value', '');
  });

  it('Tab closes and lets focus move on; a press outside closes without taking focus back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    await user.tab();
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(trigger());
    fireEvent.mouseDown(screen.getByText('Outside'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).not.toBe(trigger());
  });

  it('a click on an option chooses it; Enter with no match chooses nothing', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    await user.click(screen.getByText('Fruit 07'));
    expect(trigger().textContent).toBe('Fruit 07');
    await user.click(trigger());
    await user.keyboard('nothing{Enter}');
    expect(screen.getByRole('listbox').children).toHaveLength(0);
    expect(trigger().textContent).toBe('Fruit 07');
  });
});
