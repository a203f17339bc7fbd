import styles from './identity.module.less';

/** A failure that belongs to no field, above the submit button; announced when it appears. */
export function FormMessage({ message }: { readonly message: string | null }) {
  return (
    <div role="alert" className={styles.formMessage} data-empty={message === null || undefined}>
      {message}
    </div>
  );
}
