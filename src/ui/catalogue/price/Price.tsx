import { type Cents, discountBadge, formatMoney, offeredPrice, type Product } from '@/domain';
import styles from './price.module.less';

/** Props of Price. */
export interface PriceProps {
  readonly product: Pick<Product, 'type' | 'regular_price' | 'sale_price' | 'min_price'>;
  /** A chosen variant's prices, shown instead of the product's "From" price. */
  readonly variant?: { readonly regular_price: Cents; readonly sale_price: Cents | null } | null;
  readonly size?: 'medium' | 'large';
  readonly className?: string;
}

/**
 * A product's price: "From {min_price}" for a variable product (with the regular price struck
 * through when on sale), else the sale price beside the struck-through regular price and the "-N%"
 * badge (spec §2, §9; no badge for variable products).
 */
export function Price({ product, variant, size = 'medium', className }: PriceProps) {
  const classes = [styles.price, styles[size], className].filter(Boolean).join(' ');
  if (!variant && product.type === 'variable') {
    // A variable product on sale still shows what it was, struck through; the badge is never
    // computed for variable products (spec §9).
    const onSale = product.sale_price !== null && product.sale_price < product.regular_price;
    return (
      <p className={classes}>
        <span className={[styles.current, onSale ? styles.sale : ''].filter(Boolean).join(' ')}>From {formatMoney(offeredPrice(product))}</span>
        {onSale ? (
          <s className={styles.regular}>
            <span className="visually-hidden">Regular price </span>
            {formatMoney(product.regular_price)}
          </s>
        ) : null}
      </p>
    );
  }
  const regular = variant?.regular_price ?? product.regular_price;
  const sale = variant ? variant.sale_price : product.sale_price;
  const onSale = sale !== null && sale < regular;
  if (!onSale) {
    return (
      <p className={classes}>
        <span className={styles.current}>{formatMoney(regular)}</span>
      </p>
    );
  }
  const badge = discountBadge({ type: product.type, regular_price: regular, sale_price: sale });
  return (
    <p className={classes}>
      <span className={[styles.current, styles.sale].join(' ')}>
        <span className="visually-hidden">Sale price </span>
        {formatMoney(sale)}
      </span>
      <s className={styles.regular}>
        <span className="visually-hidden">Regular price </span>
        {formatMoney(regular)}
      </s>
      {badge ? (
        <span className={styles.badge} data-testid="discount-badge">
          {badge}
        </span>
      ) : null}
    </p>
  );
}
