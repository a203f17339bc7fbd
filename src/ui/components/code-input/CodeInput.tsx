import { type FocusEvent, type ReactNode, type Ref, useId, useState } from 'react';
import { type CodeInputSize } from '../../theme';
import { FieldError } from '../input';
import fieldStyles from '../input/field.module.less';
import styles from './code-input.module.less';

/** What a code is made of: digits (a numeric keypad on phones) or letters and digits. */
export type CodeCharacters = 'digits' | 'alphanumeric';

/** Props of CodeInput. */
export interface CodeInputProps {
  readonly label: ReactNode;
  /** Characters in the code: one box each. */
  readonly length: number;
  readonly value: string;
  /** Called with the code as it may be: only allowed characters, at most `length`. */
  readonly onChange: (value: string) => void;
  readonly onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  readonly characters?: CodeCharacters;
  /** small, medium or large boxes (spec §9). */
  readonly size?: CodeInputSize;
  readonly name?: string;
  readonly id?: string;
  readonly ref?: Ref<HTMLInputElement>;
  readonly readOnly?: boolean;
  readonly disabled?: boolean;
  /** Error shown below the boxes in red; marks the input aria-invalid. */
  readonly error?: ReactNode;
  /** Content below the field (a help line), linked with aria-describedby when given an id. */
  readonly below?: ReactNode;
  readonly belowId?: string;
  readonly className?: string;
  readonly 'data-autofocus'?: boolean;
}

const NOT_ALLOWED: Record<CodeCharacters, RegExp> = { digits: /[^0-9]/g, alphanumeric: /[^0-9A-Za-z]/g };

/** Text as a code: spaces, dashes and other characters dropped, letters upper-cased, cut to `length`. */
function asCode(text: string, characters: CodeCharacters, length: number): string {
  return text.replace(NOT_ALLOWED[characters], '').toUpperCase().slice(0, length);
}

/** The code after a paste: a whole code replaces what was there, a part goes where the caret is. */
function pastedCode(input: HTMLInputElement, text: string, characters: CodeCharacters, length: number): string {
  const pasted = asCode(text, characters, length);
  if (pasted.length === length) return pasted;
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? input.value.length;
  return asCode(input.value.slice(0, start) + pasted + input.value.slice(end), characters, length);
}

/** The caret stays after the last character: the boxes show where typing goes, and Backspace always takes the last one. */
function caretToEnd(input: HTMLInputElement): void {
  const end = input.value.length;
  if (input.selectionStart !== end || input.selectionEnd !== end) input.setSelectionRange(end, end);
}

/** The boxes the shopper sees, one per character, the next to fill marked while the field has focus. */
function CodeBoxes({ value, length, focused }: { value: string; length: number; focused: boolean }) {
  // The box being typed into: the next empty one, the last one when all are filled.
  const active = Math.min(value.length, length - 1);
  return Array.from({ length }, (_, index) => (
    <span key={index} aria-hidden="true" className={styles.box} data-filled={index < value.length || undefined} data-active={(focused && index === active) || undefined}>
      {value[index] ?? ''}
      {focused && index === value.length ? <span className={styles.caret} /> : null}
    </span>
  ));
}

/**
 * The kit's code input (spec §9): one box per character over a single native input, so a paste
 * or the phone's one-time-code suggestion fills every box at once, Backspace goes back a box, and
 * a screen reader meets one labelled field with its whole value.
 */
export function CodeInput({
  label,
  length,
  value,
  onChange,
  onBlur,
  characters = 'digits',
  size = 'medium',
  name,
  id,
  ref,
  readOnly,
  disabled,
  error,
  below,
  belowId,
  className,
  'data-autofocus': autofocus,
}: CodeInputProps) {
  const autoId = useId();
  const inputId = id ?? `code-${autoId}`;
  const errorId = `${inputId}-error`;
  const [focused, setFocused] = useState(false);
  const describedBy = [error ? errorId : '', belowId ?? ''].filter(Boolean).join(' ');

  return (
    <div className={[fieldStyles.field, error ? fieldStyles.invalid : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.code} data-size={size}>
        <input
          ref={ref}
          id={inputId}
          name={name}
          className={styles.input}
          type="text"
          value={value}
          maxLength={length}
          inputMode={characters === 'digits' ? 'numeric' : 'text'}
          pattern={characters === 'digits' ? '[0-9]*' : undefined}
          autoComplete="one-time-code"
          autoCapitalize={characters === 'digits' ? 'off' : 'characters'}
          autoCorrect="off"
          spellCheck={false}
          readOnly={readOnly}
          disabled={disabled}
          data-autofocus={autofocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(asCode(event.target.value, characters, length))}
          onPaste={(event) => {
            event.preventDefault();
            if (!readOnly && !disabled) onChange(pastedCode(event.currentTarget, event.clipboardData.getData('text'), characters, length));
          }}
          onFocus={(event) => {
            setFocused(true);
            caretToEnd(event.currentTarget);
          }}
          onBlur={(event) => {
            setFocused(false);
            onBlur?.(event);
          }}
          onSelect={(event) => caretToEnd(event.currentTarget)}
        />
        <CodeBoxes value={value} length={length} focused={focused} />
      </div>
      <FieldError id={errorId} message={error} />
      {below}
    </div>
  );
}
