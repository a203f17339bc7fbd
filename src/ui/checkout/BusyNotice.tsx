import type { BusyRetry } from '@/application';
import { Button } from '../components/button';
import * as T from './checkout-texts';
import styles from './checkout.module.less';

/**
 * The payment step's word when the shop is very busy (issue 30): Pay tries again by itself and
 * says when, then offers "Try again". The message sits in a polite live region that is always
 * there (so its first words are announced): a screen reader hears it once per try, with the
 * seconds it waits; the countdown beside it is for the eyes only, not read out every second.
 * Focus stays where the shopper left it.
 */
export function BusyNotice({ busy, onTryAgain, disabled }: { readonly busy: BusyRetry | null; readonly onTryAgain: () => void; readonly disabled: boolean }) {
  return (
    // Idle, the region is out of the flow (no gap in the step's grid) but there, ready to speak.
    <div className={busy === null ? 'visually-hidden' : styles.busy} data-testid="busy-notice">
      <div role="status" className={styles.busyText}>
        {busy === null ? null : (
          <>
            <p className={styles.busyTitle}>{T.BUSY_TITLE}</p>
            <p className={styles.busyLead}>
              {busy.phase === 'gave-up' ? T.BUSY_GAVE_UP : T.BUSY_RETRYING}
              {busy.phase === 'gave-up' ? null : <span className="visually-hidden"> {T.busyAnnouncement(busy.seconds, busy.retry, busy.retries)}</span>}
            </p>
          </>
        )}
      </div>
      {busy === null || busy.phase === 'gave-up' ? null : (
        <p className={styles.busyCountdown} aria-hidden="true">
          <span className={styles.busyPulse} />
          {busy.phase === 'waiting' ? T.busyCountdown(busy.secondsLeft) : T.BUSY_TRYING_NOW}
          <span className={styles.busyTry}>{T.busyTry(busy.retry, busy.retries)}</span>
        </p>
      )}
      {busy?.phase === 'gave-up' ? (
        <Button type="button" variant="outline" onClick={onTryAgain} disabled={disabled} className={styles.busyAgain}>
          {T.TRY_AGAIN}
        </Button>
      ) : null}
    </div>
  );
}
