import { type SnackbarKind, type ToastKind } from '@/domain';
import { type CSSProperties } from 'react';
import { Icon, type IconName } from '../icon';
import styles from './snackbar.module.less';
import { TOAST_SLIDE_S } from '../../theme';

/** A message on screen; timing lives in the application's UiStore, not here. */
export interface HostedMessage<K extends string> {
  readonly id: number;
  readonly kind: K;
  readonly text: string;
}

/** Props of SnackbarHost. */
export interface SnackbarHostProps {
  readonly snackbars: readonly HostedMessage<SnackbarKind>[];
  readonly onDismiss: (id: number) => void;
}

const SNACK_ICONS: Record<SnackbarKind, IconName> = { success: 'check', warning: 'plus', error: 'close' };

/** Snackbars at the bottom of the screen: success, warning, error (error is an alert) (spec §2). */
export function SnackbarHost({ snackbars, onDismiss }: SnackbarHostProps) {
  return (
    <div className={styles.snackbarHost}>
      {snackbars.map((snackbar) => (
        <div
          key={snackbar.id}
          className={[styles.snackbar, styles[snackbar.kind]].join(' ')}
          role={snackbar.kind === 'error' ? 'alert' : 'status'}
          data-kind={snackbar.kind}
        >
          <span className={styles.mark} aria-hidden="true">
            {snackbar.kind === 'warning' ? '!' : <Icon name={SNACK_ICONS[snackbar.kind]} size="small" />}
          </span>
          <p className={styles.text}>{snackbar.text}</p>
          <button type="button" className={styles.dismiss} onClick={() => onDismiss(snackbar.id)} aria-label="Dismiss">
            <Icon name="close" size="small" />
          </button>
        </div>
      ))}
    </div>
  );
}

/** Props of ToastHost. */
export interface ToastHostProps {
  readonly toasts: readonly HostedMessage<ToastKind>[];
  readonly onDismiss: (id: number) => void;
}

/** Toasts sliding in at the top right in 0.3 s: info, success, warning, danger; 20rem wide from 1408 px (spec §9). */
export function ToastHost({ toasts, onDismiss }: ToastHostProps) {
  const style = { '--toast-slide': `${TOAST_SLIDE_S}s` } as CSSProperties;
  return (
    <div className={styles.toastHost} style={style}>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={[styles.toast, styles[toast.kind]].join(' ')}
          role={toast.kind === 'danger' ? 'alert' : 'status'}
          data-kind={toast.kind}
        >
          <p className={styles.text}>{toast.text}</p>
          <button type="button" className={styles.dismiss} onClick={() => onDismiss(toast.id)} aria-label="Dismiss">
            <Icon name="close" size="small" />
          </button>
        </div>
      ))}
    </div>
  );
}
