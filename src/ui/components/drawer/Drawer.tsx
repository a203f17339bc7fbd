import { type CSSProperties, type ReactNode, useDeferredValue, useId, useRef } from 'react';
import { Icon } from '../icon';
import { Portal, useModal, usePresence } from '../overlay';
import styles from './drawer.module.less';
import { DRAWER_TRANSITION_S, type DRAWER_WIDTHS, type DrawerSide } from '../../theme';

/** A drawer width of spec §9 (menu 32rem, default 30rem, search 50rem, reset 32rem). */
export type DrawerWidth = keyof typeof DRAWER_WIDTHS;

/** Props of Drawer. */
export interface DrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The drawer's title: its accessible name. */
  readonly title: ReactNode;
  /** Keep the title for screen readers only. */
  readonly titleHidden?: boolean;
  /** Shown before the title (a "back" button of a menu level, for example). */
  readonly startAction?: ReactNode;
  readonly side?: DrawerSide;
  /** Width of a left or right drawer; full width on small screens. */
  readonly width?: DrawerWidth;
  readonly children?: ReactNode;
  /** Sticky footer (actions). */
  readonly footer?: ReactNode;
  readonly className?: string;
}

const EXIT_MS = DRAWER_TRANSITION_S * 1000;

/** A modal panel sliding in from a side in 0.25 s: focus trapped, Escape and backdrop close, page scroll locked (spec §2). */
export function Drawer({
  open,
  onClose,
  title,
  titleHidden = false,
  startAction,
  side = 'right',
  width = 'default',
  children,
  footer,
  className,
}: DrawerProps) {
  const state = usePresence(open, EXIT_MS);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // A tap paints the frame (backdrop, panel, title) in its own frame; what the drawer holds renders
  // right after, in the background (a cart's lines took 70-90 ms, 4 times that on a slower phone:
  // the tap's next paint waited for them). Closing keeps it until the panel has slid out.
  const filled = useDeferredValue(open, false) || !open;
  useModal(panel, { open: open && state === 'open', onEscape: onClose, filled });

  if (state === 'closed') return null;
  const style = { '--overlay-transition': `${DRAWER_TRANSITION_S}s` } as CSSProperties;
  return (
    <Portal>
      <div className={styles.root} data-state={state} data-side={side} style={style}>
        <div className={styles.backdrop} onClick={onClose} aria-hidden="true" data-testid="drawer-backdrop" />
        <div
          ref={panel}
          className={[styles.panel, styles[side], side === 'left' || side === 'right' ? styles[`w-${width}`] : '', className]
            .filter(Boolean)
            .join(' ')}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-busy={filled ? undefined : true}
          tabIndex={-1}
          inert={state === 'closing' ? true : undefined}
        >
          <div className={styles.header}>
            {startAction}
            <h2 id={titleId} className={[styles.title, titleHidden ? 'visually-hidden' : ''].filter(Boolean).join(' ')}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
              <Icon name="close" size="large" />
            </button>
          </div>
          <div className={styles.body}>{filled ? children : null}</div>
          {footer && filled ? <div className={styles.footer}>{footer}</div> : null}
        </div>
      </div>
    </Portal>
  );
}
