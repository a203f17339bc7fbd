import { DismissStoreNotice, ShellStore } from '@/application';
import { useObservableEagerState } from 'observable-hooks';
import { ShellIcon } from '../../components/icon/ShellIcon';
import { useService } from '../../app/services';
import { SmartLink } from '../links';
import styles from './header.module.less';

/** Accessible name of the notice's dismiss button. */
export const DISMISS_NOTICE_LABEL = 'Dismiss the store notice';

/** The optional store-notice bar: text and link from the settings, dismissed for the session (spec §2, §4). */
export function StoreNotice() {
  const shell = useService(ShellStore);
  const dismiss = useService(DismissStoreNotice);
  const notice = useObservableEagerState(shell.storeNotice$);
  if (!notice) return null;
  return (
    <aside className={styles.notice} aria-label="Store notice">
      <p className={styles.noticeText}>
        {notice.link ? (
          <SmartLink href={notice.link} className={styles.noticeLink}>
            {notice.text}
          </SmartLink>
        ) : (
          notice.text
        )}
      </p>
      <button type="button" className={styles.noticeDismiss} onClick={() => dismiss.execute()} aria-label={DISMISS_NOTICE_LABEL}>
        <ShellIcon name="close" size="small" />
      </button>
    </aside>
  );
}
