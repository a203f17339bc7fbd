import type { Product } from '@/domain';
import { memo } from 'react';
import { ProductCard, type ProductCardProps } from '../product-card';
import styles from './product-grid.module.less';

/** Props of ProductGrid. */
export interface ProductGridProps {
  readonly products: readonly Product[];
  /** Accessible name of the list. */
  readonly label?: string;
  /** How many first cards load their image eagerly (the first row); the first of them is the page's LCP (high priority, preloaded). */
  readonly priorityCount?: number;
  /** `compact` stays at 3 columns on a wide screen (a listing, beside its filters). */
  readonly columns?: 'default' | 'compact';
  readonly cardProps?: Omit<ProductCardProps, 'product' | 'priority' | 'eager'>;
  readonly className?: string;
}

/**
 * Product cards in a grid: 2 columns, 3 from 769 px, 4 from 1024 px. Memoised: a listing's filter
 * controls change on a tap while its rows stay the same, and a dozen cards are most of the render.
 */
export const ProductGrid = memo(function ProductGrid({ products, label, priorityCount = 0, columns = 'default', cardProps, className }: ProductGridProps) {
  return (
    <ul className={[styles.grid, styles[columns], className].filter(Boolean).join(' ')} role="list" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} className={styles.cell}>
          <ProductCard product={product} priority={index === 0 && priorityCount > 0} eager={index < priorityCount} {...cardProps} />
        </li>
      ))}
    </ul>
  );
});
