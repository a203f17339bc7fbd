import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useDismissOnLeave } from '@/ui/hooks';

/** A box with two buttons inside and one outside; the hook watches the box. */
function Harness({ onLeave, active = true, outsidePress = false }: { onLeave: () => void; active?: boolean; outsidePress?: boolean }) {
  const leaving = useDismissOnLeave<HTMLDivElement>(onLeave, { active, outsidePress });
  return (
    <>
      <div ref={leaving.ref} onBlur={leaving.onBlur} data-testid="box">
        <button type="button">First</button>
        <button type="button">Second</button>
        <p>Plain text inside</p>
      </div>
      <button type="button">Outside</button>
      <p>Plain text outside</p>
    </>
  );
}

describe('useDismissOnLeave', () => {
  it('reports a leave when focus moves out of the element, not when it moves within', async () => {
    const user = userEvent.setup();
    const onLeave = vi.fn();
    render(<Harness onLeave={onLeave} />);
    await user.click(screen.getByRole('button', { name: 'First' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Second' }));
    expect(onLeave).not.toHaveBeenCalled();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Outside' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('reports a leave when focus goes to nothing', () => {
    const onLeave = vi.fn();
    render(<Harness onLeave={onLeave} />);
    screen.getByRole('button', { name: 'First' }).focus();
    screen.getByRole('button', { name: 'First' }).blur();
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('reports nothing while inactive', async () => {
    const user = userEvent.setup();
    const onLeave = vi.fn();
    render(<Harness onLeave={onLeave} active={false} outsidePress />);
    await user.click(screen.getByRole('button', { name: 'First' }));
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    fireEvent.mouseDown(screen.getByText('Plain text outside'));
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('with outsidePress, a mouse press outside is a leave and a press inside is not', () => {
    const onLeave = vi.fn();
    render(<Harness onLeave={onLeave} outsidePress />);
    fireEvent.mouseDown(screen.getByText('Plain text inside'));
    expect(onLeave).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByText('Plain text outside'));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('without outsidePress, a press outside that moves no focus is not a leave', () => {
    const onLeave = vi.fn();
    render(<Harness onLeave={onLeave} />);
    fireEvent.mouseDown(screen.getByText('Plain text outside'));
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('an outside press calls the latest onLeave and stops listening once unmounted', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = render(<Harness onLeave={first} outsidePress />);
    rerender(<Harness onLeave={second} outsidePress />);
    fireEvent.mouseDown(screen.getByText('Plain text outside'));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    unmount();
    fireEvent.mouseDown(document.body);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
