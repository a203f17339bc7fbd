import styles from './form-message.module.less';

/**
 * A failure that belongs to no field, above the submit button. Rendered only while there is one,
 * as an alert: screen readers announce it when it appears. `id` lets a control point at it.
 */
export function FormMessage({ message, id }: { readonly message: string | null; readonly id?: string }) {
  if (message === null) return null;
  return (
    <p role="alert" id={id} className={styles.formMessage}>
      {message}
    </p>
  );
}
