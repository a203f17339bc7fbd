import {
  moveThumb,
  nearestThumb,
  pageSliderValue,
  sliderValueAt,
  stepSliderValue,
  type SliderRange,
  type SliderScale,
  type SliderThumb,
} from '@/domain';
import { type KeyboardEvent, type PointerEvent, type RefObject, useRef, useState } from 'react';
import { useDelayedCallback } from '../../hooks';

/**
 * How long the keyboard must rest before its moves are committed: a shopper pressing an arrow
 * five times gets one listing (and one history entry), not five.
 */
export const KEY_SETTLE_MS = 500;

/** What moves a range slider's thumbs: the track's pointer handlers and each thumb's keys. */
export interface ThumbMoves {
  /** The thumb drawn on top: the last one moved, so two thumbs together can be parted again. */
  readonly top: SliderThumb;
  /** Where each thumb's element is kept (for focus and for telling which one was pressed). */
  readonly thumbRef: (thumb: SliderThumb) => (element: HTMLDivElement | null) => void;
  readonly track: {
    readonly onPointerDown: (event: PointerEvent<HTMLDivElement>) => void;
    readonly onPointerMove: (event: PointerEvent<HTMLDivElement>) => void;
    readonly onPointerUp: (event: PointerEvent<HTMLDivElement>) => void;
    readonly onPointerCancel: (event: PointerEvent<HTMLDivElement>) => void;
  };
  readonly onKeyDown: (thumb: SliderThumb, event: KeyboardEvent<HTMLDivElement>) => void;
  /** A key let go: the keyboard's move is committed once the keys rest for KEY_SETTLE_MS. */
  readonly onKeyUp: () => void;
  /** Focus gone: a keyboard move not yet committed is committed at once. */
  readonly onBlur: () => void;
}

/** Where a key moves a thumb, or null for a key that moves nothing. */
function keyTarget(key: string, thumb: SliderThumb, range: SliderRange, scale: SliderScale): number | null {
  const value = range[thumb];
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return stepSliderValue(value, 1, scale);
    case 'ArrowLeft':
    case 'ArrowDown':
      return stepSliderValue(value, -1, scale);
    case 'PageUp':
      return pageSliderValue(value, 1, scale);
    case 'PageDown':
      return pageSliderValue(value, -1, scale);
    // A thumb's own ends: the lower goes from the minimum up to the upper thumb, and back.
    case 'Home':
      return thumb === 0 ? scale.min : range[0];
    case 'End':
      return thumb === 0 ? range[1] : scale.max;
    default:
      return null;
  }
}

/** A move in progress (a pointer held, a key down): where it started and its latest range. */
interface Move {
  readonly thumb: SliderThumb;
  /** The pointer holding the thumb; null for the keyboard. */
  readonly pointer: number | null;
  readonly start: SliderRange;
  readonly range: SliderRange;
}

/**
 * The moves of a two-thumb slider: a press on the track takes the nearer thumb (or the one
 * pressed) and follows the pointer, captured, until it is let go; keys move the focused thumb.
 * Each value comes from the domain's rule; a move that changed something is committed once, at
 * its end.
 */
export function useThumbMoves(
  track: RefObject<HTMLDivElement | null>,
  { value, scale, disabled, onChange, onCommit }: { value: SliderRange; scale: SliderScale; disabled: boolean; onChange: (value: SliderRange) => void; onCommit?: (value: SliderRange) => void },
): ThumbMoves {
  const thumbs = useRef<(HTMLDivElement | null)[]>([null, null]);
  const moving = useRef<Move | null>(null);
  const [top, setTop] = useState<SliderThumb>(1);
  const settle = useDelayedCallback();

  const move = (thumb: SliderThumb, to: number, pointer: number | null): void => {
    const current = moving.current?.range ?? value;
    const next = moveThumb(current, thumb, to);
    moving.current = { thumb, pointer, start: moving.current?.start ?? value, range: next };
    setTop(thumb);
    if (next[0] !== current[0] || next[1] !== current[1]) onChange(next);
  };
  const commit = (): void => {
    settle.cancel();
    const done = moving.current;
    moving.current = null;
    if (done && (done.range[0] !== done.start[0] || done.range[1] !== done.start[1])) onCommit?.(done.range);
  };
  const valueAt = (clientX: number): number => {
    const box = track.current!.getBoundingClientRect();
    return sliderValueAt(box.width > 0 ? (clientX - box.left) / box.width : 0, scale);
  };
  const release = (event: PointerEvent<HTMLDivElement>): void => {
    if (moving.current?.pointer === event.pointerId) commit();
  };

  return {
    top,
    thumbRef: (thumb) => (element) => {
      thumbs.current[thumb] = element;
    },
    track: {
      onPointerDown: (event) => {
        if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
        event.preventDefault(); // no text selection while dragging; focus is given below
        const at = valueAt(event.clientX);
        const pressed = thumbs.current.findIndex((thumb) => thumb?.contains(event.target as Node));
        const thumb: SliderThumb = pressed === 0 || pressed === 1 ? pressed : nearestThumb(value, at, scale);
        thumbs.current[thumb]?.focus({ preventScroll: true });
        // The track keeps receiving the moves while the pointer is held, wherever it goes.
        track.current?.setPointerCapture?.(event.pointerId);
        moving.current = null;
        move(thumb, at, event.pointerId);
      },
      onPointerMove: (event) => {
        const held = moving.current;
        if (held !== null && held.pointer === event.pointerId) move(held.thumb, valueAt(event.clientX), event.pointerId);
      },
      onPointerUp: release,
      onPointerCancel: release,
    },
    onKeyDown: (thumb, event) => {
      if (disabled) return;
      const to = keyTarget(event.key, thumb, moving.current?.range ?? value, scale);
      if (to === null) return;
      event.preventDefault(); // arrows and PageUp/PageDown move the thumb, not the page
      settle.cancel();
      move(thumb, to, null);
    },
    onKeyUp: () => {
      if (moving.current?.pointer !== null) return;
      settle.schedule(commit, KEY_SETTLE_MS);
    },
    onBlur: () => {
      if (moving.current?.pointer === null) commit();
    },
  };
}
