import { type ReactElement } from 'react';

/** The icons the header shows, which are start-up JavaScript (ShellIcon): the others load with the parts that show them. */
export const SHELL_ICON_NAMES = ['search', 'account', 'cart', 'store-locator', 'close', 'menu'] as const;

/** The name of an icon the header shows. */
export type ShellIconName = (typeof SHELL_ICON_NAMES)[number];

/** SVG children of each of the header's icons. */
export const SHELL_ICON_PATHS: Record<ShellIconName, ReactElement> = {
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.25" />
      <path d="M15.25 15.25 20.5 20.5" />
    </>
  ),
  account: (
    <>
      <circle cx="12" cy="8" r="3.75" />
      <path d="M4.75 20.25c.6-3.9 3.6-6.25 7.25-6.25s6.65 2.35 7.25 6.25" />
    </>
  ),
  cart: (
    <>
      <path d="M5.25 8.25h13.5l-.9 12H6.15z" />
      <path d="M9 10.5V7a3 3 0 0 1 6 0v3.5" />
    </>
  ),
  'store-locator': (
    <>
      <path d="M12 20.75s-6.25-5.6-6.25-10.5a6.25 6.25 0 0 1 12.5 0c0 4.9-6.25 10.5-6.25 10.5z" />
      <circle cx="12" cy="10.25" r="2.25" />
    </>
  ),
  close: <path d="M5.75 5.75l12.5 12.5M18.25 5.75 5.75 18.25" />,
  menu: <path d="M3.75 7.5h16.5M3.75 12h16.5M3.75 16.5h16.5" />,
};
