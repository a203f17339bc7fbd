import { Icon } from '../components/icon';
import { decreaseLabel, increaseLabel, quantityOf } from './cart-texts';
import styles from './cart.module.less';

/** Props of QuantityStepper. */
export interface QuantityStepperProps {
  /** The piece's name: every control is named after it. */
  readonly name: string;
  readonly quantity: number;
  /** The most that can be bought: the line's stock, or less under the product's per-order limit. */
  readonly max: number;
  readonly onChange: (quantity: number) => void;
  /** A change is on its way to the server: further presses wait for its answer. */
  readonly busy?: boolean;
  /** Id of the text saying why the stepper stops (only N left, limited to N per order). */
  readonly describedBy?: string;
}

/**
 * − quantity + for a cart line: from 1 up to the stock or the limit (removing is its own button). An inert
 * end is aria-disabled rather than disabled, so the focus stays on it.
 */
export function QuantityStepper({ name, quantity, max, onChange, busy = false, describedBy }: QuantityStepperProps) {
  const atMin = quantity <= 1;
  const atMax = quantity >= max;
  const step = (next: number, inert: boolean) => () => {
    if (!inert && !busy) onChange(next);
  };
  return (
    <div className={styles.stepper} role="group" aria-label={quantityOf(name)} aria-busy={busy || undefined}>
      <button type="button" className={styles.step} aria-label={decreaseLabel(name)} aria-disabled={atMin || undefined} onClick={step(quantity - 1, atMin)}>
        <Icon name="minus" size="small" />
      </button>
      <output className={styles.quantity} aria-live="polite" aria-describedby={describedBy} data-testid="line-quantity">
        {quantity}
      </output>
      <button
        type="button"
        className={styles.step}
        aria-label={increaseLabel(name)}
        aria-disabled={atMax || undefined}
        aria-describedby={atMax ? describedBy : undefined}
        onClick={step(quantity + 1, atMax)}
      >
        <Icon name="plus" size="small" />
      </button>
    </div>
  );
}
