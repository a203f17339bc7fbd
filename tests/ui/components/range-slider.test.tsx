import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SliderRange } from '@/domain';
import { RangeSlider, type RangeSliderProps } from '@/ui/components/range-slider';
import { KEY_SETTLE_MS } from '@/ui/components/range-slider/use-thumb-moves';

function Harness({ initial = [12, 487], onCommit, ...props }: Partial<RangeSliderProps> & { initial?: SliderRange }) {
  const [value, setValue] = useState<SliderRange>(initial);
  return (
    <RangeSlider
      label="Price range"
      thumbLabels={['Minimum price', 'Maximum price']}
      min={12}
      max={487}
      value={value}
      onChange={setValue}
      onCommit={onCommit}
      formatValue={(dollars) => `$${dollars}`}
      {...props}
    />
  );
}

const lower = () => screen.getByRole('slider', { name: 'Minimum price' });
const upper = () => screen.getByRole('slider', { name: 'Maximum price' });
const now = (thumb: HTMLElement) => Number(thumb.getAttribute('aria-valuenow'));

/** The track laid out 475 px wide from x = 100, so that 1 px is $1 from $12. */
function layOutTrack(): HTMLElement {
  const track = screen.getByTestId('range-slider-track');
  track.getBoundingClientRect = () => ({ left: 100, width: 475, top: 0, height: 44, right: 575, bottom: 44, x: 100, y: 0, toJSON: () => ({}) });
  return track;
}

describe('RangeSlider (spec §9)', () => {
  it('is a labelled group of two sliders with their bounds, values and texts', () => {
    render(<Harness initial={[40, 300]} />);
    expect(screen.getByRole('group', { name: 'Price range' })).toBeTruthy();
    expect([lower().getAttribute('aria-valuemin'), lower().getAttribute('aria-valuemax'), lower().getAttribute('aria-valuenow')]).toEqual(['12', '300', '40']);
    expect([upper().getAttribute('aria-valuemin'), upper().getAttribute('aria-valuemax'), upper().getAttribute('aria-valuenow')]).toEqual(['40', '487', '300']);
    expect(lower().getAttribute('aria-valuetext')).toBe('$40');
    expect(upper().getAttribute('aria-orientation')).toBe('horizontal');
    expect([lower().tabIndex, upper().tabIndex]).toEqual([0, 0]);
  });

  it('spec §9 defaults: from 0 to 100', () => {
    render(<RangeSlider label="Range" thumbLabels={['From', 'To']} value={[0, 100]} onChange={() => {}} />);
    const [from, to] = screen.getAllByRole('slider');
    expect(from!.getAttribute('aria-valuemin')).toBe('0');
    expect(to!.getAttribute('aria-valuemax')).toBe('100');
  });

  it('moves with the arrow keys by 2 significant figures, PageUp/PageDown by a tenth, Home/End to its ends; a burst of keys is committed once, when the keys rest', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Harness initial={[98, 487]} onCommit={onCommit} />);
    await user.tab();
    expect(document.activeElement).toBe(lower());
    await user.keyboard('{ArrowRight}');
    expect(now(lower())).toBe(99);
    await user.keyboard('{ArrowUp}');
    expect(now(lower())).toBe(100);
    await user.keyboard('{ArrowRight}');
    expect(now(lower())).toBe(110);
    expect(lower().getAttribute('aria-valuetext')).toBe('$110');
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    expect(now(lower())).toBe(99);
    expect(onCommit).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onCommit.mock.calls.map(([range]) => range)).toEqual([[99, 487]]), { timeout: KEY_SETTLE_MS * 4 });

    await user.keyboard('{PageUp}');
    expect(now(lower())).toBe(150); // 99 + 47.5, to 2 figures
    await user.keyboard('{End}');
    expect(now(lower())).toBe(487); // up to the other thumb
    expect(upper().getAttribute('aria-valuemin')).toBe('487');
    await user.keyboard('{Home}');
    expect(now(lower())).toBe(12);

    await user.tab();
    expect(document.activeElement).toBe(upper());
    await user.keyboard('{PageDown}');
    expect(now(upper())).toBe(440);
    await user.keyboard('{Home}');
    expect(now(upper())).toBe(12); // down to the other thumb
    await user.keyboard('{End}');
    expect(now(upper())).toBe(487);
  });

  it('a keyboard move is committed at once when focus leaves the thumb', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    await user.tab();
    await user.keyboard('{PageUp}');
    expect(onCommit).not.toHaveBeenCalled();
    await user.tab();
    expect(onCommit.mock.calls.map(([range]) => range)).toEqual([[60, 487]]);
  });

  it('a key that moves nothing commits nothing; other keys are left alone', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    await user.tab();
    await user.keyboard('{ArrowLeft}{Home}a');
    expect(now(lower())).toBe(12);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('a thumb dragged with a finger follows it on the track, snapped, and is committed when let go', () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    const track = layOutTrack();
    fireEvent.pointerDown(lower(), { pointerId: 7, pointerType: 'touch', clientX: 100 });
    fireEvent.pointerMove(track, { pointerId: 7, pointerType: 'touch', clientX: 100 + 125 });
    expect(now(lower())).toBe(140); // $137 to 2 significant figures
    fireEvent.pointerMove(track, { pointerId: 7, pointerType: 'touch', clientX: 100 + 30 });
    expect(now(lower())).toBe(42);
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.pointerUp(track, { pointerId: 7, pointerType: 'touch', clientX: 130 });
    expect(onCommit).toHaveBeenCalledOnce();
    expect(onCommit).toHaveBeenLastCalledWith([42, 487]);
    // Moves after the finger is lifted do nothing.
    fireEvent.pointerMove(track, { pointerId: 7, pointerType: 'touch', clientX: 300 });
    expect(now(lower())).toBe(42);
  });

  it('a press on the track takes the nearer thumb there; thumbs never cross', () => {
    const onCommit = vi.fn();
    render(<Harness initial={[50, 300]} onCommit={onCommit} />);
    const track = layOutTrack();
    fireEvent.pointerDown(track, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 100 + 388 }); // $400
    expect(now(upper())).toBe(400);
    expect(document.activeElement).toBe(upper());
    fireEvent.pointerMove(track, { pointerId: 1, pointerType: 'mouse', clientX: 100 });
    expect(now(upper())).toBe(50); // stopped at the lower thumb
    fireEvent.pointerUp(track, { pointerId: 1, pointerType: 'mouse', clientX: 100 });
    expect(onCommit).toHaveBeenLastCalledWith([50, 50]);
    // A right click moves nothing.
    fireEvent.pointerDown(track, { pointerId: 2, pointerType: 'mouse', button: 2, clientX: 500 });
    expect(now(upper())).toBe(50);
  });

  it('disabled: out of the tab order, deaf to keys and pointers', async () => {
    const user = userEvent.setup();
    render(<Harness disabled />);
    expect(lower().tabIndex).toBe(-1);
    expect(lower().getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(lower(), { key: 'End' });
    fireEvent.pointerDown(layOutTrack(), { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 300 });
    await user.tab();
    expect(now(lower())).toBe(12);
  });
});
