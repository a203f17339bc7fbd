import { ICON_PATHS, type IconName } from './paths';
import styles from './icon.module.less';
import { type IconSize, type OtherIcon } from '../../theme';

/** Props of Icon. */
export interface IconProps {
  /** Which icon; spec §9's spaced names ('store locator') are accepted too. */
  readonly name: IconName | OtherIcon;
  readonly size?: IconSize;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  readonly label?: string;
  readonly className?: string;
}

/** Normalises spec §9 names ('pickup point') to the set's names ('pickup-point'). */
export function iconName(name: IconName | OtherIcon): IconName {
  return name.replace(/ /g, '-') as IconName;
}

/** An inline SVG line icon in currentColor; decorative unless given a label. */
export function Icon({ name, size = 'medium', label, className }: IconProps) {
  const key = iconName(name);
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
      data-icon={key}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {label ? <title>{label}</title> : null}
      {ICON_PATHS[key]}
    </svg>
  );
}
