import { type FocusEvent, type RefObject, useEffect, useRef } from 'react';

/** Options of useDismissOnLeave. */
export interface DismissOnLeaveOptions {
  /** Whether there is anything to dismiss (a menu is open); nothing is reported while false. Default true. */
  readonly active?: boolean;
  /** Also leave on a mouse press outside the element (attach `ref`): for insides that are clicked without taking focus. Default false. */
  readonly outsidePress?: boolean;
}

/** What useDismissOnLeave gives the element it watches. */
export interface DismissOnLeave<T extends HTMLElement> {
  /** Put on the element when `outsidePress` is on: a mouse press outside it while active reports a leave. */
  readonly ref: RefObject<T | null>;
  /** Put on the element: focus moving to somewhere outside it (or to nothing) reports a leave. */
  readonly onBlur: (event: FocusEvent<T>) => void;
}

/**
 * "Close when focus or a click leaves": calls `onLeave` when focus moves out of an element (its
 * `onBlur`) or, with `outsidePress`, when a mouse press lands outside it (its `ref`): for pieces
 * whose insides are clicked without taking focus. Focus moving between its own parts is not a leave.
 */
export function useDismissOnLeave<T extends HTMLElement>(onLeave: () => void, { active = true, outsidePress = false }: DismissOnLeaveOptions = {}): DismissOnLeave<T> {
  const ref = useRef<T | null>(null);
  // The listener added while active calls the latest onLeave, not the one of the render that added it.
  const latest = useRef(onLeave);
  useEffect(() => {
    latest.current = onLeave;
  });

  // A press outside leaves without stealing focus from what was pressed (mousedown, before focus moves).
  useEffect(() => {
    if (!active || !outsidePress) return undefined;
    const onPress = (event: MouseEvent): void => {
      if (ref.current && !ref.current.contains(event.target as Node)) latest.current();
    };
    document.addEventListener('mousedown', onPress);
    return () => document.removeEventListener('mousedown', onPress);
  }, [active, outsidePress]);

  const onBlur = (event: FocusEvent<T>): void => {
    if (active && !event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave();
  };
  return { ref, onBlur };
}
