import { type ReactElement } from 'react';
import { SHELL_ICON_PATHS } from './shell-paths';

// Line icons on a 24 × 24 grid, drawn with a 1.25 px stroke in currentColor.

/** The icons of the set (spec §9 "other icons" with hyphens, plus the interface glyphs). */
export const ICON_NAMES = [
  'search',
  'account',
  'cart',
  'favorite',
  'favorite-filled',
  'store-locator',
  'pickup-point',
  'truck',
  'return',
  'gift',
  'close',
  'menu',
  'chevron-left',
  'chevron-right',
  'chevron-down',
  'chevron-up',
  'plus',
  'minus',
  'check',
  'eye',
  'eye-off',
  'arrow',
  'arrow-left',
] as const;

/** The name of an icon. */
export type IconName = (typeof ICON_NAMES)[number];

const HEART =
  'M12 19.6c-.3 0-.6-.1-.8-.3C7 15.7 3.75 12.9 3.75 9.3 3.75 6.9 5.6 5 7.95 5c1.65 0 3.1.9 4.05 2.3C12.95 5.9 14.4 5 16.05 5c2.35 0 4.2 1.9 4.2 4.3 0 3.6-3.25 6.4-7.45 10-.2.2-.5.3-.8.3z';

/** SVG children of each icon: the header's (shell-paths.tsx) and the others. */
export const ICON_PATHS: Record<IconName, ReactElement> = {
  ...SHELL_ICON_PATHS,
  favorite: <path d={HEART} />,
  'favorite-filled': <path d={HEART} fill="currentColor" />,
  'pickup-point': (
    <>
      <path d="M3.75 7.75 12 4l8.25 3.75v8.5L12 20l-8.25-3.75z" />
      <path d="M3.75 7.75 12 11.5l8.25-3.75M12 11.5V20M7.9 5.9l8.25 3.75" />
    </>
  ),
  truck: (
    <>
      <path d="M2.75 6.25h11v9.25h-11zM13.75 9.5h3.9l2.6 3.1v2.9h-6.5" />
      <circle cx="6.75" cy="17.75" r="1.75" />
      <circle cx="16.75" cy="17.75" r="1.75" />
    </>
  ),
  return: (
    <>
      <path d="M8.5 5 4.25 9.25 8.5 13.5" />
      <path d="M4.25 9.25h10.5a4.75 4.75 0 0 1 0 9.5H10" />
    </>
  ),
  gift: (
    <>
      <path d="M4.75 11v9.25h14.5V11M3.75 7.75h16.5V11H3.75zM12 7.75v12.5" />
      <path d="M12 7.75C11 4.6 7.5 3.9 7.5 5.9c0 1.4 2.2 1.85 4.5 1.85zM12 7.75c1-3.15 4.5-3.85 4.5-1.85 0 1.4-2.2 1.85-4.5 1.85z" />
    </>
  ),
  'chevron-left': <path d="M14.75 5.5 8.25 12l6.5 6.5" />,
  'chevron-right': <path d="M9.25 5.5 15.75 12l-6.5 6.5" />,
  'chevron-down': <path d="M5.5 9.25 12 15.75l6.5-6.5" />,
  'chevron-up': <path d="M5.5 14.75 12 8.25l6.5 6.5" />,
  plus: <path d="M12 5v14M5 12h14" />,
  minus: <path d="M5 12h14" />,
  check: <path d="M5 12.5 9.5 17 19 7.5" />,
  eye: (
    <>
      <path d="M2.75 12S6.25 5.75 12 5.75 21.25 12 21.25 12 17.75 18.25 12 18.25 2.75 12 2.75 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  'eye-off': (
    <>
      <path d="M2.75 12S6.25 5.75 12 5.75 21.25 12 21.25 12 17.75 18.25 12 18.25 2.75 12 2.75 12z" />
      <circle cx="12" cy="12" r="3" />
      <path d="M4.25 4.25l15.5 15.5" />
    </>
  ),
  arrow: <path d="M4 12h16M14 6l6 6-6 6" />,
  'arrow-left': <path d="M20 12H4M10 6l-6 6 6 6" />,
};
