import type { ReactNode } from 'react';
import styles from './field.module.less';

/** A field's error below it, in red and announced politely; nothing when there is none (spec §5). */
export function FieldError({ id, message, className = styles.error }: { readonly id: string; readonly message: ReactNode; readonly className?: string }) {
  return message ? (
    <p id={id} className={className} aria-live="polite">
      {message}
    </p>
  ) : null;
}
