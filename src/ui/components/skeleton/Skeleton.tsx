import { type CSSProperties } from 'react';
import styles from './skeleton.module.less';

/** Props of Skeleton. */
export interface SkeletonProps {
  /** CSS width (default 100%). */
  readonly width?: string;
  /** CSS height; ignored when aspectRatio is given. */
  readonly height?: string;
  /** Width / height of a media block, e.g. 3 / 4 → "3 / 4". */
  readonly aspectRatio?: string;
  readonly className?: string;
}

/** A quiet shimmering block standing in for content that is loading (decorative). */
export function Skeleton({ width = '100%', height = '1em', aspectRatio, className }: SkeletonProps) {
  const style: CSSProperties = aspectRatio ? { width, aspectRatio } : { width, height };
  return <span aria-hidden="true" className={[styles.block, className].filter(Boolean).join(' ')} style={style} />;
}

/** A product card's skeleton: image, name and price lines. */
export function ProductCardSkeleton({ aspectRatio = '3 / 4' }: { readonly aspectRatio?: string }) {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton aspectRatio={aspectRatio} />
      <Skeleton width="70%" height="0.8rem" />
      <Skeleton width="35%" height="0.8rem" />
    </div>
  );
}

/** Props of SkeletonGrid. */
export interface SkeletonGridProps {
  /** How many cards. */
  readonly count?: number;
  /** Announced to screen readers while loading. */
  readonly label?: string;
  readonly className?: string;
}

/** A grid of product-card skeletons (2 columns, 3 from 769 px, 4 from 1024 px), busy for assistive tech. */
export function SkeletonGrid({ count = 8, label = 'Loading products', className }: SkeletonGridProps) {
  return (
    <div className={[styles.grid, className].filter(Boolean).join(' ')} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
