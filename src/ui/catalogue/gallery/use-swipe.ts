import { type PointerEvent, useRef } from 'react';

/** Horizontal travel (px) that counts as a swipe. */
export const SWIPE_PX = 40;

/** Pointer handlers that tell a horizontal swipe from a tap. */
export interface Swipe {
  readonly onPointerDown: (event: PointerEvent) => void;
  readonly onPointerUp: (event: PointerEvent) => void;
  /** Whether the click that follows a pointer-up ends a swipe (and is no tap); asking clears it. */
  readonly consumeSwipe: () => boolean;
}

/**
 * Reports a mostly horizontal pointer travel of at least SWIPE_PX as a swipe: `onSwipe(1)` to go
 * forward (travel to the left), `onSwipe(-1)` to go back. Nothing is reported while disabled.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void, enabled: boolean): Swipe {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown: (event) => {
      start.current = { x: event.clientX, y: event.clientY };
      swiped.current = false;
    },
    onPointerUp: (event) => {
      const from = start.current;
      start.current = null;
      if (!from || !enabled) return;
      const dx = event.clientX - from.x;
      if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) {
        swiped.current = true;
        onSwipe(dx < 0 ? 1 : -1);
      }
    },
    consumeSwipe: () => {
      const was = swiped.current;
      swiped.current = false;
      return was;
    },
  };
}
