import { Loader } from '../components/loader';
import { LOADING_FORM } from './identity-texts';
import styles from './identity.module.less';

/** Stands in for a form while its code loads, the first time a drawer shows it. */
export function FormLoading() {
  return (
    <div className={styles.loading}>
      <Loader label={LOADING_FORM} />
    </div>
  );
}
