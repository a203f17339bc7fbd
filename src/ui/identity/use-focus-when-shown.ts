import { type RefObject, useEffect } from 'react';

/**
 * Focuses a form's first field when the form appears inside an overlay that already holds focus:
 * after switching between sign-in and sign-up, after the reset drawer moves to its next step, or
 * when the form's code arrives after the drawer opened. When the form appears together with its
 * drawer, focus is still outside: the drawer then focuses [data-autofocus] itself and remembers
 * the element to give focus back to on closing, so this hook leaves it alone.
 */
export function useFocusWhenShown(anchor: RefObject<HTMLElement | null>, focus: () => void): void {
  useEffect(() => {
    const node = anchor.current;
    if (!node) return;
    const active = node.ownerDocument.activeElement;
    const overlay = node.closest('[role="dialog"]');
    // The button that switched forms was removed with the old form: focus fell back to <body>.
    if (active === null || active === node.ownerDocument.body || overlay?.contains(active)) focus();
    // Once, when shown: later renders must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
