// The storefront shell: header, navigation, footer, drawers and the hosts of messages.
export { SiteHeader } from './header/SiteHeader';
export { LogoLoader, OverlayHost, SiteFooter } from './deferred-parts';
export { RouteProgress } from './RouteProgress';
export { ShellFrame } from './ShellFrame';
