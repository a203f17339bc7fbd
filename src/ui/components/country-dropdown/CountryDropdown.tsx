import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { countryOptions, searchCountries, sortByLocalName } from '@/domain';
import { Icon } from '../icon';
import { Flag } from './Flag';
import styles from './country-dropdown.module.less';
import { type FlagSize } from '../../theme';

/** Props of CountryDropdown. */
export interface CountryDropdownProps {
  /** ISO alpha-2 codes to offer; none renders nothing (spec §2). */
  readonly codes: readonly string[];
  /** The chosen code, if any. */
  readonly value: string | null | undefined;
  readonly onChange: (code: string) => void;
  /** Shows the value without opening. */
  readonly readOnly?: boolean;
  /** Language of the local names (the UI passes navigator.language). */
  readonly language?: string;
  /** Flag size (spec §9). */
  readonly size?: FlagSize;
  /** Visible label above the button. */
  readonly label?: string;
  /** Text of the button while nothing is chosen. */
  readonly placeholder?: string;
  /** Placeholder of the search box. */
  readonly searchPlaceholder?: string;
  /** Shown below the field in red; the button is marked invalid and described by it. */
  readonly error?: string;
  /** Ids of further descriptions of the button (a hint next to the field), besides the error. */
  readonly describedBy?: string;
  /**
   * The list opens in the page's flow and pushes what follows down, instead of floating over it:
   * inside a scrolling container (a dialog) a floating list would be cut off at its edge.
   */
  readonly inline?: boolean;
  /** Called when the dropdown closes (for react-hook-form's onBlur). */
  readonly onBlur?: () => void;
  readonly id?: string;
  readonly className?: string;
}

/**
 * A country picker with flags: opens on click unless read-only; search (case-insensitive, local
 * or English name); sorted by local name; closes on Escape, on choosing or on an outside click (spec §2).
 */
export function CountryDropdown({
  codes,
  value,
  onChange,
  readOnly = false,
  language = typeof navigator === 'undefined' ? 'en' : navigator.language,
  size = 'medium',
  label,
  placeholder = 'Select a country',
  searchPlaceholder = 'Search a country',
  error,
  describedBy,
  inline = false,
  onBlur,
  id,
  className,
}: CountryDropdownProps) {
  const autoId = useId();
  const baseId = id ?? `country-${autoId}`;
  const listId = `${baseId}-list`;
  const labelId = `${baseId}-label`;
  const errorId = `${baseId}-error`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const sorted = useMemo(() => sortByLocalName(countryOptions(codes, language), language), [codes, language]);
  const shown = useMemo(() => searchCountries(sorted, query), [sorted, query]);
  const selected = sorted.find((option) => option.id === value?.toUpperCase());

  const close = (refocus: boolean): void => {
    setOpen(false);
    setQuery('');
    if (refocus) trigger.current?.focus();
    onBlur?.();
  };
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  // An outside press closes without stealing focus from what was pressed.
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent): void => {
      if (root.current && !root.current.contains(event.target as Node)) closeRef.current(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  useEffect(() => {
    if (open) search.current?.focus();
  }, [open]);

  // Keep the active option in view.
  useEffect(() => {
    if (!open) return;
    const node = list.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    node?.scrollIntoView?.({ block: 'nearest' });
  }, [active, open]);

  if (codes.length === 0) return null;

  const openList = (): void => {
    if (readOnly) return;
    const at = shownIndexOf(sorted, value);
    setActive(at);
    setOpen(true);
  };
  const choose = (code: string): void => {
    onChange(code);
    close(true);
  };
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>): void => {
    const last = shown.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((at) => Math.min(at + 1, last));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((at) => Math.max(at - 1, 0));
        break;
      case 'Home':
        event.preventDefault();
        setActive(0);
        break;
      case 'End':
        event.preventDefault();
        setActive(Math.max(last, 0));
        break;
      case 'PageDown':
        event.preventDefault();
        setActive((at) => Math.min(at + 8, last));
        break;
      case 'PageUp':
        event.preventDefault();
        setActive((at) => Math.max(at - 8, 0));
        break;
      case 'Enter': {
        event.preventDefault();
        const option = shown[active];
        if (option) choose(option.id);
        break;
      }
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
    }
  };

  const activeOption = shown[active];
  const descriptions = [error ? errorId : '', describedBy ?? ''].filter(Boolean).join(' ');
  return (
    <div ref={root} className={[styles.root, error ? styles.invalid : '', className].filter(Boolean).join(' ')}>
      {label ? (
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      ) : null}
      {/* The list hangs from the button, whatever shows below the field. */}
      <div className={styles.anchor}>
        {readOnly ? (
          <div className={[styles.trigger, styles.readOnly].join(' ')} data-readonly="true">
            {selected ? <Flag code={selected.id} size={size} /> : null}
            <span className={styles.value}>{selected?.localName ?? placeholder}</span>
          </div>
        ) : (
          <button
            ref={trigger}
            id={baseId}
            type="button"
            className={styles.trigger}
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-labelledby={label ? `${labelId} ${baseId}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={descriptions || undefined}
            onClick={() => (open ? close(false) : openList())}
            onKeyDown={(event) => {
              if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
                event.preventDefault();
                openList();
              }
            }}
          >
            {selected ? <Flag code={selected.id} size={size} /> : null}
            <span className={[styles.value, selected ? '' : styles.placeholder].filter(Boolean).join(' ')}>
              {selected?.localName ?? placeholder}
            </span>
            <Icon name="chevron-down" size="small" className={styles.chevron} />
          </button>
        )}
        {open ? (
          <div className={[styles.popup, inline ? styles.inline : ''].filter(Boolean).join(' ')}>
            <div className={styles.searchRow}>
              <Icon name="search" size="small" />
              <input
                ref={search}
                className={styles.search}
                type="text"
                role="combobox"
                aria-expanded="true"
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={activeOption ? `${baseId}-opt-${activeOption.id}` : undefined}
                aria-label={searchPlaceholder}
                placeholder={searchPlaceholder}
                value={query}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setActive(0);
                }}
                onKeyDown={onSearchKey}
              />
            </div>
            <ul ref={list} id={listId} role="listbox" className={styles.list} aria-label={label ?? 'Countries'}>
              {shown.map((option, index) => (
                <li
                  key={option.id}
                  id={`${baseId}-opt-${option.id}`}
                  role="option"
                  aria-selected={option.id === selected?.id}
                  data-index={index}
                  data-active={index === active}
                  className={styles.option}
                  onMouseMove={() => setActive(index)}
                  onClick={() => choose(option.id)}
                >
                  <Flag code={option.id} size={size} />
                  <span className={styles.name}>{option.localName}</span>
                  {option.englishName !== option.localName ? <span className={styles.english}>{option.englishName}</span> : null}
                  {option.id === selected?.id ? <Icon name="check" size="small" className={styles.check} /> : null}
                </li>
              ))}
            </ul>
            {shown.length === 0 ? <p className={styles.empty}>No country matches “{query}”.</p> : null}
          </div>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} aria-live="polite">
          {error}
        </p>
      ) : null}
    </div>
  );
}

// Index of the chosen code among the options, or the first option.
function shownIndexOf(options: readonly { id: string }[], value: string | null | undefined): number {
  const at = options.findIndex((option) => option.id === value?.toUpperCase());
  return at < 0 ? 0 : at;
}
