import type { ProductDetail } from '@/application';
import styles from './product.module.less';

/** Props of the colour picker. */
export interface ColourPickerProps {
  readonly product: ProductDetail;
  readonly color: string | null;
  readonly onChoose: (slug: string) => void;
}

/** The product's colours as a radio group of swatches; the legend names the chosen colour. */
export function ColourPicker({ product, color, onChoose }: ColourPickerProps) {
  const colourName = product.colors.find((candidate) => candidate.slug === color)?.name;
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>
        Colour{colourName ? <span className={styles.legendValue}>: {colourName}</span> : null}
      </legend>
      <div className={styles.swatches}>
        {product.colors.map((option) => (
          <label key={option.slug} className={styles.swatchOption} title={option.name}>
            <input
              type="radio"
              name={`colour-${product.id}`}
              value={option.slug}
              className="visually-hidden"
              checked={color === option.slug}
              onChange={() => onChoose(option.slug)}
            />
            <span className={styles.swatch} style={{ backgroundColor: option.hex }} aria-hidden="true" />
            <span className="visually-hidden">{option.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
