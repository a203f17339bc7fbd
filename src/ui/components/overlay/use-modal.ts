import { type RefObject, useEffect, useRef } from 'react';
import { focusableIn } from './focusable';
import { isTopOverlay, pushOverlay } from './overlay-stack';
import { lockScroll } from './scroll-lock';

/** Options of useModal. */
export interface ModalOptions {
  /** Whether the overlay is open (focus is managed and the page locked only then). */
  readonly open: boolean;
  /** Called when Escape is pressed while this overlay is on top. */
  readonly onEscape?: () => void;
  /** Element that receives focus on open; by default [data-autofocus], then the first focusable. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Whether what the overlay holds has rendered (a drawer renders its content just after its
   * frame): focus moves in once it has, since it may hold the field to focus. True by default.
   */
  readonly filled?: boolean;
}

/**
 * Modal behaviour shared by drawers, dialogs and the image viewer: page scroll locked, focus
 * moved in and trapped (Tab / Shift+Tab cycle), Escape on the topmost overlay, and focus given
 * back to the element that had it before opening, unless another overlay has it now.
 */
export function useModal(container: RefObject<HTMLElement | null>, { open, onEscape, initialFocus, filled = true }: ModalOptions): void {
  const escapeRef = useRef(onEscape);
  /** Where focus goes back on close: what had it when the overlay opened. */
  const openerRef = useRef<HTMLElement | null>(null);
  /** The current run of the effect below; a run that is not current anymore gives no focus back. */
  const runRef = useRef<symbol | null>(null);
  useEffect(() => {
    escapeRef.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    if (!open) return undefined;
    const id = Symbol('overlay');
    runRef.current = id;
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // StrictMode runs this effect again at once, with focus still inside: the first opener stays.
    if (!(active && container.current?.contains(active))) openerRef.current = active;
    const popOverlay = pushOverlay(id);
    const unlock = lockScroll();

    const root = container.current;

    const onKeyDown = (event: KeyboardEvent): void => {
      if (!isTopOverlay(id) || event.defaultPrevented) return;
      const panel = container.current;
      if (event.key === 'Escape') {
        if (escapeRef.current) {
          event.preventDefault();
          escapeRef.current();
        }
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = focusableIn(panel);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const outside = !panel.contains(active);
      if (event.shiftKey && (outside || active === first || active === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (outside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unlock();
      // Give focus back only when this overlay held it: an overlay closing beneath another one
      // (the burger menu closing after the sign-in drawer opened) must not pull focus behind it.
      const active = document.activeElement;
      const heldFocus = isTopOverlay(id) || active === null || active === document.body || !!root?.contains(active);
      popOverlay();
      const opener = openerRef.current;
      if (!heldFocus || !opener) return;
      // After a microtask: when the same overlay opens again at once (StrictMode's second run),
      // focus stays in it instead of blurring a field, which would show its focus-out error.
      queueMicrotask(() => {
        if (runRef.current === id && opener.isConnected) opener.focus({ preventScroll: true });
      });
    };
    // The container and initialFocus refs are stable; only opening and closing matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useFocusOnOpen(container, runRef, open && filled, initialFocus);
}

/**
 * Moves focus into the overlay once it is open and filled (`ready`), unless it is there already or
 * another overlay opened over this one meanwhile (`runRef`: this overlay's place in the stack).
 */
function useFocusOnOpen(container: RefObject<HTMLElement | null>, runRef: RefObject<symbol | null>, ready: boolean, initialFocus?: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!ready || !root || root.contains(document.activeElement)) return;
    if (runRef.current !== null && !isTopOverlay(runRef.current)) return;
    const target = initialFocus?.current ?? root.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(root)[0] ?? root;
    target.focus({ preventScroll: true });
    // The refs are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
}
