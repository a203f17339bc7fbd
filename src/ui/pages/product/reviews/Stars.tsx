import styles from './reviews.module.less';

/** Five stars filled up to the rating, for the eye; the label says it for screen readers. */
export function Stars({ rating, label }: { readonly rating: number; readonly label: string }) {
  const rounded = Math.round(rating);
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      <span aria-hidden="true">
        {'★'.repeat(rounded)}
        <span className={styles.starsEmpty}>{'★'.repeat(5 - rounded)}</span>
      </span>
    </span>
  );
}
