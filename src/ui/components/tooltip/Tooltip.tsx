import { type CSSProperties, type ReactElement, type ReactNode, cloneElement, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import styles from './tooltip.module.less';
import { TOOLTIP_FONT_SIZE_PX } from '../../theme';

/** Props of Tooltip. */
export interface TooltipProps {
  /** The tip's text. */
  readonly content: ReactNode;
  /** One focusable element (a button or link) that the tip describes. */
  readonly children: ReactElement<{ 'aria-describedby'?: string }>;
  readonly placement?: 'top' | 'bottom';
  /** Font size in px; 12 by default (spec §9). */
  readonly fontSize?: number;
}

/** A short description shown on hover and focus, hidden by Escape; max width 280 px, 480 px from 768 px (spec §9). */
export function Tooltip({ content, children, placement = 'top', fontSize = TOOLTIP_FONT_SIZE_PX }: TooltipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const visible = (hovered || focused) && !dismissed;
  const tip = useRef<HTMLSpanElement>(null);
  const [shift, setShift] = useState(0);

  // Keep the tip inside the viewport: slide it sideways when centring on the anchor would overflow.
  useLayoutEffect(() => {
    const node = tip.current;
    const anchor = node?.parentElement;
    if (!visible || !node || !anchor) return;
    const margin = 8;
    const box = anchor.getBoundingClientRect();
    const width = node.offsetWidth;
    const left = box.left + box.width / 2 - width / 2;
    const overflowLeft = margin - left;
    const overflowRight = left + width - (window.innerWidth - margin);
    setShift(width === 0 ? 0 : overflowLeft > 0 ? overflowLeft : overflowRight > 0 ? -overflowRight : 0);
  }, [visible]);

  useEffect(() => {
    if (!visible) return undefined;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [visible]);

  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');
  return (
    <span
      className={styles.anchor}
      onMouseEnter={() => {
        setDismissed(false);
        setHovered(true);
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setDismissed(false);
        setFocused(true);
      }}
      onBlur={() => setFocused(false)}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <span
        ref={tip}
        id={id}
        role="tooltip"
        className={[styles.tip, styles[placement]].join(' ')}
        data-visible={visible}
        hidden={!visible}
        style={{ fontSize: `${fontSize}px`, '--tip-shift': `${shift}px` } as CSSProperties}
      >
        {content}
      </span>
    </span>
  );
}
