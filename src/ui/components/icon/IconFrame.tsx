import type { ReactElement } from 'react';
import styles from './icon.module.less';
import { type IconSize } from '../../theme';

/** What every icon takes besides its name. */
export interface IconFrameProps {
  readonly size?: IconSize;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  readonly label?: string;
  readonly className?: string;
}

/** The SVG every line icon is drawn in: 24 × 24, a 1.25 px stroke in currentColor; decorative unless labelled. */
export function IconFrame({ icon, paths, size = 'medium', label, className }: IconFrameProps & { readonly icon: string; readonly paths: ReactElement }) {
  return (
    <svg
      className={[styles.icon, styles[size], className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.25}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={icon}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {label ? <title>{label}</title> : null}
      {paths}
    </svg>
  );
}
