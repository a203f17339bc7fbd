import { ICON_PATHS, type IconName } from './paths';
import { IconFrame, type IconFrameProps } from './IconFrame';
import { type OtherIcon } from '../../theme';

/** Props of Icon. */
export interface IconProps extends IconFrameProps {
  /** Which icon; spec §9's spaced names ('store locator') are accepted too. */
  readonly name: IconName | OtherIcon;
}

/** Normalises spec §9 names ('pickup point') to the set's names ('pickup-point'). */
export function iconName(name: IconName | OtherIcon): IconName {
  return name.replace(/ /g, '-') as IconName;
}

/** An inline SVG line icon in currentColor, any of the set; decorative unless given a label. */
export function Icon({ name, ...frame }: IconProps) {
  const key = iconName(name);
  return <IconFrame icon={key} paths={ICON_PATHS[key]} {...frame} />;
}
