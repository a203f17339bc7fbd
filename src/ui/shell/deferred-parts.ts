import type { ComponentProps } from 'react';
import { afterHydrationPart, deferredPart } from '../app/rendering/deferred-part';
import type { MainNavigation as MainNavigationPart } from './navigation/MainNavigation';

// The shell's parts that hydrate after the rest of the page, each from a chunk of its own
// (deferred-part.tsx). Measured against the start-up JavaScript: DESIGN.md, what the browser starts with.

/** The footer: below the fold on every page. */
export const SiteFooter = deferredPart<object>(() => import('./footer/SiteFooter'), 'SiteFooter');

/**
 * The desktop main navigation: until it hydrates its links work as plain links, and an entry's mega
 * menu does not open (a hover or a click meanwhile is not replayed by React).
 */
export const MainNavigation = deferredPart<ComponentProps<typeof MainNavigationPart>>(() => import('./navigation/MainNavigation'), 'MainNavigation');

/**
 * The host of the drawers, dialogs, snackbars and toasts: mounted once the page has hydrated, since
 * what is open changes as the page starts (the account guard opens sign-in, `?reset=` the reset drawer).
 */
export const OverlayHost = afterHydrationPart<object>(() => import('./drawers/OverlayHost'), 'OverlayHost');

/** The loading logo: on a server-rendered page CSS alone shows and hides it (LogoLoader.tsx). */
export const LogoLoader = deferredPart<object>(() => import('./logo/LogoLoader'), 'LogoLoader');
