import { type FormEvent, type ReactNode, type Ref } from 'react';
import styles from './identity.module.less';

/** Props of IdentityForm. */
export interface IdentityFormProps {
  /** A request is on its way: the form is marked busy and a second submit is ignored. */
  readonly busy: boolean;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  readonly children: ReactNode;
  readonly formRef?: Ref<HTMLFormElement>;
}

/** The identity drawers' form: the browser's validation off (the domain's rules speak), one submit at a time. */
export function IdentityForm({ busy, onSubmit, children, formRef }: IdentityFormProps) {
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(event) => void (busy ? event.preventDefault() : onSubmit(event))}
    >
      {children}
    </form>
  );
}
