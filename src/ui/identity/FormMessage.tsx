import styles from './identity.module.less';

/**
 * A failure that belongs to no field, above the submit button. Rendered only while there is one,
 * as an alert: screen readers announce it when it appears.
 */
export function FormMessage({ message }: { readonly message: string | null }) {
  if (message === null) return null;
  return (
    <p role="alert" className={styles.formMessage}>
      {message}
    </p>
  );
}
