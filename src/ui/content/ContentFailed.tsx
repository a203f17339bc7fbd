import { CONTENT_FAILED_MESSAGE } from '@/domain';
import { useRevalidator } from 'react-router-dom';
import { Button } from '../components/button';
import styles from './content.module.less';

/** A content page whose data could not be loaded: a short message and "Try again" (runs the loader again). */
export function ContentFailed({ message = CONTENT_FAILED_MESSAGE }: { readonly message?: string }) {
  const revalidator = useRevalidator();
  return (
    <div className={styles.failed} role="alert">
      <p>{message}</p>
      <Button variant="outline" loading={revalidator.state === 'loading'} onClick={() => void revalidator.revalidate()}>
        Try again
      </Button>
    </div>
  );
}
