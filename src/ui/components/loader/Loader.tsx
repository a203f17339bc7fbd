import { type CSSProperties } from 'react';
import styles from './loader.module.less';
import { LOADER_LOOP_S } from '../../theme';

/** Props of Loader. */
export interface LoaderProps {
  /** What is loading, for screen readers. */
  readonly label?: string;
  readonly size?: 'small' | 'medium' | 'large';
  readonly className?: string;
}

/** Three quiet dots breathing in a 2.3 s loop (spec §9), announced as a status. */
export function Loader({ label = 'Loading', size = 'medium', className }: LoaderProps) {
  const style = { '--loader-loop': `${LOADER_LOOP_S}s` } as CSSProperties;
  return (
    <span role="status" className={[styles.loader, styles[size], className].filter(Boolean).join(' ')} style={style}>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.dot} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
