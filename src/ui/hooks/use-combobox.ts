import { type KeyboardEvent, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useDismissOnLeave } from './use-dismiss-on-leave';

/** How far PageUp and PageDown move the active option. */
const PAGE_STEP = 8;

/** Where each moving key takes the active option, from index `at` in a list whose last index is `last`. */
const MOVES: Readonly<Record<string, (at: number, last: number) => number>> = {
  ArrowDown: (at, last) => Math.min(at + 1, last),
  ArrowUp: (at) => Math.max(at - 1, 0),
  Home: () => 0,
  End: (_at, last) => Math.max(last, 0),
  PageDown: (at, last) => Math.min(at + PAGE_STEP, last),
  PageUp: (at) => Math.max(at - PAGE_STEP, 0),
};

/** What useCombobox needs to know. */
export interface ComboboxConfig<T> {
  /** Every option, in the order the list shows them. */
  readonly options: readonly T[];
  /** The options left by a search text (stable across renders, e.g. a module function). */
  readonly search: (options: readonly T[], query: string) => readonly T[];
  /** Index among `options` of the option active when the list opens: the chosen one. */
  readonly openAt: () => number;
  /** An option was chosen with Enter or a click; the list closes and focus returns to the trigger. */
  readonly onChoose: (option: T) => void;
  /** The list closed, however it closed. */
  readonly onClose?: () => void;
  /** A read-only combobox never opens. */
  readonly readOnly?: boolean;
}

/** State and handlers of a combobox: a trigger button that opens a search box over a listbox. */
export interface Combobox<T> {
  readonly open: boolean;
  readonly query: string;
  /** Index among `shown` of the active option (aria-activedescendant). */
  readonly active: number;
  readonly shown: readonly T[];
  /** The whole piece: a mouse press outside it closes the list. */
  readonly rootRef: RefObject<HTMLDivElement | null>;
  readonly triggerRef: RefObject<HTMLButtonElement | null>;
  readonly searchRef: RefObject<HTMLInputElement | null>;
  /** The listbox; its options carry `data-index` so that the active one is kept in view. */
  readonly listRef: RefObject<HTMLUListElement | null>;
  readonly openList: () => void;
  /** Closes the list, clearing the search; `refocus` gives focus back to the trigger. */
  readonly close: (refocus: boolean) => void;
  readonly choose: (option: T) => void;
  readonly setActive: (index: number) => void;
  /** The search text changed: the first match becomes active. */
  readonly searchFor: (query: string) => void;
  /** Click on the trigger: opens, or closes an open list. */
  readonly onTriggerClick: () => void;
  /** ArrowDown or ArrowUp on the closed trigger opens the list. */
  readonly onTriggerKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** Arrows, Home, End, PageUp/PageDown move; Enter chooses; Escape closes to the trigger; Tab closes. */
  readonly onSearchKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * The keyboard and listbox behaviour of a searchable combobox (WAI-ARIA combobox with a listbox
 * popup): the search box takes focus on open, the active option stays in view, and the list
 * closes on Escape, Tab, choosing, or a press outside.
 */
export function useCombobox<T>({ options, search, openAt, onChoose, onClose, readOnly = false }: ComboboxConfig<T>): Combobox<T> {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const shown = useMemo(() => search(options, query), [search, options, query]);

  const close = (refocus: boolean): void => {
    setOpen(false);
    setQuery('');
    if (refocus) triggerRef.current?.focus();
    onClose?.();
  };
  // An outside press closes without stealing focus from what was pressed.
  const { ref: rootRef } = useDismissOnLeave<HTMLDivElement>(() => close(false), { active: open, outsidePress: true });

  useOpenListFocus(open, active, searchRef, listRef);

  const openList = (): void => {
    if (readOnly) return;
    setActive(openAt());
    setOpen(true);
  };
  const choose = (option: T): void => {
    onChoose(option);
    close(true);
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    const move = MOVES[event.key];
    if (move) {
      event.preventDefault();
      setActive((at) => move(at, shown.length - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = shown[active];
      if (option !== undefined) choose(option);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return {
    open,
    query,
    active,
    shown,
    rootRef,
    triggerRef,
    searchRef,
    listRef,
    openList,
    close,
    choose,
    setActive,
    searchFor: (text) => {
      setQuery(text);
      setActive(0);
    },
    onTriggerClick: () => (open ? close(false) : openList()),
    onTriggerKeyDown: (event) => {
      if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
        event.preventDefault();
        openList();
      }
    },
    onSearchKeyDown,
  };
}

/** An opened list puts focus in its search box and keeps its active option in view. */
function useOpenListFocus(open: boolean, active: number, searchRef: RefObject<HTMLInputElement | null>, listRef: RefObject<HTMLUListElement | null>): void {
  useEffect(() => {
    if (open) searchRef.current?.focus();
  }, [open, searchRef]);

  useEffect(() => {
    if (!open) return;
    const node = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    node?.scrollIntoView?.({ block: 'nearest' });
  }, [active, open, listRef]);
}
