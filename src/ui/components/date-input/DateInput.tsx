import { DATE_INPUT_MAX } from '@/domain';
import { Input, type InputProps } from '../input';

/** Props of DateInput: an Input's, with the optional bounds as ISO days (YYYY-MM-DD). */
export interface DateInputProps extends Omit<InputProps, 'type' | 'min' | 'max'> {
  /** The earliest day accepted; none when absent (spec §5). */
  readonly min?: string | number;
  /** The latest day accepted; 2999-12-31 when absent (spec §5). */
  readonly max?: string | number;
}

/**
 * A date field (spec §5): the browser's date picker over an ISO day, an optional minimum and a
 * maximum of 2999-12-31 unless given. The bounds guide the picker; the form's rule (the domain's
 * `checkDateInput`) gives the message for a day outside them.
 */
export function DateInput({ min, max = DATE_INPUT_MAX, ...input }: DateInputProps) {
  return <Input {...input} type="date" min={min} max={max} />;
}
