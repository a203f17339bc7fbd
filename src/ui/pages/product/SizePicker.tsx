import type { ProductDetail } from '@/application';
import { SOLD_OUT_LABEL, stockOfSize } from '@/domain';
import styles from './product.module.less';

/** Props of the size picker. */
export interface SizePickerProps {
  readonly product: ProductDetail;
  /** The chosen colour: a size sold out in it is marked. */
  readonly color: string | null;
  readonly size: string | null;
  readonly onChoose: (size: string) => void;
}

/**
 * The product's sizes as a radio group; a size sold out in the chosen colour is greyed and says so,
 * and can still be chosen: the product page then offers "Notify me when it's back".
 */
export function SizePicker({ product, color, size, onChoose }: SizePickerProps) {
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>
        Size{size ? <span className={styles.legendValue}>: {size}</span> : null}
      </legend>
      <div className={styles.sizes}>
        {product.sizes.map((value) => {
          const out = stockOfSize(product, color, value) <= 0;
          return (
            <label key={value} className={[styles.sizeOption, out ? styles.sizeOut : ''].filter(Boolean).join(' ')}>
              <input
                type="radio"
                name={`size-${product.id}`}
                value={value}
                className="visually-hidden"
                checked={size === value}
                aria-label={out ? `${value}, ${SOLD_OUT_LABEL}` : undefined}
                onChange={() => onChoose(value)}
              />
              <span aria-hidden={out || undefined}>{value}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
