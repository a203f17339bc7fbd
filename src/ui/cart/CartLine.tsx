import { type CartItem, formatMoney, linePrice, onlyLeftMessage, OUT_OF_STOCK_LABEL, perOrderLimitMessage, productPath } from '@/domain';
import { Link } from 'react-router-dom';
import { useId } from 'react';
import { Price } from '../catalogue/price';
import { ProductPicture } from '../components/product-picture';
import { Skeleton } from '../components/skeleton';
import { LINE_TOTAL_LABEL, REMOVE_LABEL, removeLineLabel } from './cart-texts';
import { QuantityStepper } from './QuantityStepper';
import styles from './cart.module.less';

/** Props of CartLine. */
export interface CartLineProps {
  readonly item: CartItem;
  readonly onQuantity: (quantity: number) => void;
  readonly onRemove: () => void;
  /** The line's change is on its way to the server. */
  readonly busy?: boolean;
  /** The server's quote has not answered yet: the stored prices are not shown. */
  readonly pricesPending?: boolean;
  /**
   * The product's per-order limit and the most this line may hold under it (the limit less the
   * product's other sizes in the cart: `lineLimit`); null when the product has none.
   */
  readonly orderLimit?: { readonly limit: number; readonly room: number } | null;
}

/**
 * One line of the cart: the image first, brand, name, size and colour, the unit price (sale price
 * beside the struck regular price), a stepper limited by stock and by the product's per-order
 * limit, the line's price and Remove. At its end the stepper is described by the reason it stops
 * ("Only N left" or "Limited to N per order."). Prices come from the domain (`linePrice`, `formatMoney`).
 */
export function CartLine({ item, onQuantity, onRemove, busy = false, pricesPending = false, orderLimit = null }: CartLineProps) {
  const { product, quantity } = item;
  const stockId = useId();
  const soldOut = product.stock <= 0;
  // The limit is the reason the stepper stops when it leaves less room than the stock.
  const limited = orderLimit !== null && orderLimit.room < product.stock;
  const max = limited ? orderLimit.room : product.stock;
  const atMax = !soldOut && quantity >= max;
  return (
    <article className={styles.line} aria-label={product.name} aria-busy={busy || undefined} data-testid="cart-line">
      <div className={styles.lineMedia}>
        {product.image ? <ProductPicture src={product.image} sizes="120px" alt="" className={styles.lineImage} loading="lazy" decoding="async" width={120} height={150} /> : null}
      </div>
      <div className={styles.lineInfo}>
        <div className={styles.lineHead}>
          <div className={styles.lineText}>
            {product.brand ? <p className={styles.lineBrand}>{product.brand}</p> : null}
            <h3 className={styles.lineName}>
              {product.unique_slug ? (
                <Link to={productPath(product.unique_slug)} className={styles.lineLink}>
                  {product.name}
                </Link>
              ) : (
                product.name
              )}
            </h3>
          </div>
          {pricesPending ? (
            <Skeleton width="4rem" height="1rem" className={styles.lineTotalSkeleton} />
          ) : (
            <p className={styles.lineTotal} data-testid="line-total">
              <span className="visually-hidden">{LINE_TOTAL_LABEL} </span>
              {formatMoney(linePrice(item))}
            </p>
          )}
        </div>
        {product.attributes.length > 0 ? (
          <dl className={styles.attributes}>
            {product.attributes.map((attribute) => (
              <div key={attribute.name} className={styles.attribute}>
                <dt>{attribute.name}</dt>
                <dd>{attribute.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {pricesPending ? (
          <Skeleton width="5rem" height="0.8rem" />
        ) : (
          <Price product={{ ...product, min_price: null }} variant={product} className={styles.unitPrice} />
        )}
        {product.delivery_by ? <p className={styles.lineNote}>{product.delivery_by}</p> : null}
        <div className={styles.lineActions}>
          <QuantityStepper
            name={product.name}
            quantity={quantity}
            max={max}
            onChange={onQuantity}
            busy={busy}
            describedBy={atMax || soldOut ? stockId : undefined}
          />
          <button type="button" className={styles.remove} aria-label={removeLineLabel(product.name)} onClick={onRemove}>
            {REMOVE_LABEL}
          </button>
        </div>
        {atMax || soldOut ? (
          <p id={stockId} className={styles.stockNote}>
            {soldOut ? OUT_OF_STOCK_LABEL : limited ? perOrderLimitMessage(orderLimit.limit) : onlyLeftMessage(product.stock)}
          </p>
        ) : null}
      </div>
    </article>
  );
}
