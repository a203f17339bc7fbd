import { SHELL_ICON_PATHS, type ShellIconName } from './shell-paths';
import { IconFrame, type IconFrameProps } from './IconFrame';

/** Props of ShellIcon. */
export interface ShellIconProps extends IconFrameProps {
  readonly name: ShellIconName;
}

/**
 * One of the header's icons, drawn as Icon draws it. The header is start-up JavaScript and Icon
 * brings every path of the set: the header imports this (by its path, not the barrel) and carries
 * its own six.
 */
export function ShellIcon({ name, ...frame }: ShellIconProps) {
  return <IconFrame icon={name} paths={SHELL_ICON_PATHS[name]} {...frame} />;
}
