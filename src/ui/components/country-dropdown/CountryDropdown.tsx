import { useId, useMemo } from 'react';
import { countryOptions, type CountryOption, searchCountries, sortByLocalName } from '@/domain';
import { type Combobox, useCombobox } from '../../hooks/use-combobox';
import { type FlagSize } from '../../theme';
import { Icon } from '../icon';
import { Flag } from './Flag';
import styles from './country-dropdown.module.less';
import { FieldError } from '../input/FieldError';

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
  const labelId = `${baseId}-label`;
  const errorId = `${baseId}-error`;
  const sorted = useMemo(() => sortByLocalName(countryOptions(codes, language), language), [codes, language]);
  const selected = sorted.find((option) => option.id === value?.toUpperCase());
  const combobox = useCombobox<CountryOption>({
    options: sorted,
    search: searchCountries,
    openAt: () => shownIndexOf(sorted, value),
    onChoose: (option) => onChange(option.id),
    onClose: onBlur,
    readOnly,
  });

  if (codes.length === 0) return null;

  const descriptions = [error ? errorId : '', describedBy ?? ''].filter(Boolean).join(' ');
  return (
    <div ref={combobox.rootRef} className={[styles.root, error ? styles.invalid : '', className].filter(Boolean).join(' ')}>
      {label ? (
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      ) : null}
      {/* The list hangs from the button, whatever shows below the field. */}
      <div className={styles.anchor}>
        {readOnly ? (
          <ReadOnlyCountry selected={selected} size={size} placeholder={placeholder} />
        ) : (
          <CountryTrigger
            combobox={combobox}
            baseId={baseId}
            selected={selected}
            size={size}
            placeholder={placeholder}
            labelledBy={label ? `${labelId} ${baseId}` : undefined}
            error={!!error}
            describedBy={descriptions || undefined}
          />
        )}
        {combobox.open ? (
          <CountryPopup
            combobox={combobox}
            baseId={baseId}
            selectedId={selected?.id}
            size={size}
            label={label ?? 'Countries'}
            searchPlaceholder={searchPlaceholder}
            inline={inline}
          />
        ) : null}
      </div>
      <FieldError id={errorId} message={error} className={styles.error} />
    </div>
  );
}

/** The chosen country shown as text: a read-only dropdown never opens. */
function ReadOnlyCountry({ selected, size, placeholder }: { selected: CountryOption | undefined; size: FlagSize; placeholder: string }) {
  return (
    <div className={[styles.trigger, styles.readOnly].join(' ')} data-readonly="true">
      {selected ? <Flag code={selected.id} size={size} /> : null}
      <span className={styles.value}>{selected?.localName ?? placeholder}</span>
    </div>
  );
}

/** Props of the button that opens the list. */
interface CountryTriggerProps {
  readonly combobox: Combobox<CountryOption>;
  readonly baseId: string;
  readonly selected: CountryOption | undefined;
  readonly size: FlagSize;
  readonly placeholder: string;
  readonly labelledBy: string | undefined;
  readonly error: boolean;
  readonly describedBy: string | undefined;
}

/** The button that shows the chosen country and opens the list. */
function CountryTrigger({ combobox, baseId, selected, size, placeholder, labelledBy, error, describedBy }: CountryTriggerProps) {
  return (
    <button
      ref={combobox.triggerRef}
      id={baseId}
      type="button"
      className={styles.trigger}
      aria-haspopup="listbox"
      aria-expanded={combobox.open}
      aria-controls={combobox.open ? `${baseId}-list` : undefined}
      aria-labelledby={labelledBy}
      aria-invalid={error || undefined}
      aria-describedby={describedBy}
      onClick={combobox.onTriggerClick}
      onKeyDown={combobox.onTriggerKeyDown}
    >
      {selected ? <Flag code={selected.id} size={size} /> : null}
      <span className={[styles.value, selected ? '' : styles.placeholder].filter(Boolean).join(' ')}>
        {selected?.localName ?? placeholder}
      </span>
      <Icon name="chevron-down" size="small" className={styles.chevron} />
    </button>
  );
}

/** Props of the open list: the combobox's state and how to name things. */
interface CountryPopupProps {
  readonly combobox: Combobox<CountryOption>;
  readonly baseId: string;
  readonly selectedId: string | undefined;
  readonly size: FlagSize;
  readonly label: string;
  readonly searchPlaceholder: string;
  readonly inline: boolean;
}

/** The open list: the search box (the combobox proper) over the listbox of countries. */
function CountryPopup({ combobox, baseId, selectedId, size, label, searchPlaceholder, inline }: CountryPopupProps) {
  const { shown, active, query } = combobox;
  const listId = `${baseId}-list`;
  const activeOption = shown[active];
  return (
    <div className={[styles.popup, inline ? styles.inline : ''].filter(Boolean).join(' ')}>
      <div className={styles.searchRow}>
        <Icon name="search" size="small" />
        <input
          ref={combobox.searchRef}
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
          onChange={(event) => combobox.searchFor(event.target.value)}
          onKeyDown={combobox.onSearchKeyDown}
        />
      </div>
      <ul ref={combobox.listRef} id={listId} role="listbox" className={styles.list} aria-label={label}>
        {shown.map((option, index) => (
          <li
            key={option.id}
            id={`${baseId}-opt-${option.id}`}
            role="option"
            aria-selected={option.id === selectedId}
            data-index={index}
            data-active={index === active}
            className={styles.option}
            onMouseMove={() => combobox.setActive(index)}
            onClick={() => combobox.choose(option)}
          >
            <Flag code={option.id} size={size} />
            <span className={styles.name}>{option.localName}</span>
            {option.englishName !== option.localName ? <span className={styles.english}>{option.englishName}</span> : null}
            {option.id === selectedId ? <Icon name="check" size="small" className={styles.check} /> : null}
          </li>
        ))}
      </ul>
      {shown.length === 0 ? <p className={styles.empty}>No country matches “{query}”.</p> : null}
    </div>
  );
}

// Index of the chosen code among the options, or the first option.
function shownIndexOf(options: readonly { id: string }[], value: string | null | undefined): number {
  const at = options.findIndex((option) => option.id === value?.toUpperCase());
  return at < 0 ? 0 : at;
}
