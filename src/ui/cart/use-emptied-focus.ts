import { type RefObject, useEffect, useRef } from 'react';

/**
 * When the cart becomes empty under the shopper's hand (the last line removed), the list that had
 * the focus is gone: the focus moves to the empty state's title instead of falling to the page.
 */
export function useEmptiedFocus(empty: boolean): RefObject<HTMLHeadingElement | null> {
  const title = useRef<HTMLHeadingElement>(null);
  const wasEmpty = useRef(empty);
  useEffect(() => {
    const emptied = empty && !wasEmpty.current;
    wasEmpty.current = empty;
    if (!emptied) return;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) title.current?.focus();
  }, [empty]);
  return title;
}
