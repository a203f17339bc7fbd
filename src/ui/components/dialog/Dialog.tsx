import { type CSSProperties, type ReactNode, useId, useRef } from 'react';
import { Icon } from '../icon';
import { Portal, useModal, usePresence } from '../overlay';
import styles from './dialog.module.less';
import { DRAWER_TRANSITION_S } from '../../theme';

/** Why a dialog is asked to close. */
export type DialogCloseReason = 'escape' | 'backdrop' | 'button';

/** Props of Dialog. */
export interface DialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: ReactNode;
  /** Optional text under the title, linked with aria-describedby. */
  readonly description?: ReactNode;
  /** 500 px by default, 400 px for the newsletter (spec §9); fullscreen up to 640 px. */
  readonly width?: 'default' | 'newsletter';
  /** 'backdrop': backdrop clicks are ignored; 'dialog': Escape and backdrop clicks are ignored. */
  readonly persistent?: 'backdrop' | 'dialog';
  /** Runs before any close; returning false (or a promise of false) keeps the dialog open. */
  readonly beforeClose?: () => boolean | Promise<boolean>;
  /** Hides the close button (a dialog that must be answered). */
  readonly hideCloseButton?: boolean;
  readonly children?: ReactNode;
  readonly footer?: ReactNode;
  readonly className?: string;
}

const EXIT_MS = DRAWER_TRANSITION_S * 1000;

/** A centred modal (fullscreen on small screens) with persistent variants and a before-close hook (spec §2). */
export function Dialog({
  open,
  onClose,
  title,
  description,
  width = 'default',
  persistent,
  beforeClose,
  hideCloseButton = false,
  children,
  footer,
  className,
}: DialogProps) {
  const state = usePresence(open, EXIT_MS);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  const requestClose = async (reason: DialogCloseReason): Promise<void> => {
    if (reason === 'backdrop' && persistent) return;
    if (reason === 'escape' && persistent === 'dialog') return;
    if (beforeClose) {
      const allowed = await Promise.resolve()
        .then(beforeClose)
        .catch(() => false);
      if (!allowed) return;
    }
    onClose();
  };

  useModal(panel, {
    open: open && state === 'open',
    onEscape: persistent === 'dialog' ? undefined : () => void requestClose('escape'),
  });

  if (state === 'closed') return null;
  const style = { '--overlay-transition': `${DRAWER_TRANSITION_S}s` } as CSSProperties;
  return (
    <Portal>
      <div className={styles.root} data-state={state} style={style}>
        <div
          className={styles.backdrop}
          onClick={() => void requestClose('backdrop')}
          aria-hidden="true"
          data-testid="dialog-backdrop"
        />
        <div
          ref={panel}
          className={[styles.panel, styles[width], className].filter(Boolean).join(' ')}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          inert={state === 'closing' ? true : undefined}
        >
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {hideCloseButton ? null : (
              <button type="button" className={styles.close} onClick={() => void requestClose('button')} aria-label="Close">
                <Icon name="close" size="large" />
              </button>
            )}
          </div>
          {description ? (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          ) : null}
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </div>
      </div>
    </Portal>
  );
}
