// The storefront shell: header, navigation, footer, drawers and the hosts of messages.
export { SiteHeader } from './header/SiteHeader';
export { SiteFooter } from './footer/SiteFooter';
export { OverlayHost } from './drawers/OverlayHost';
export { RouteProgress } from './RouteProgress';
export { LogoLoader } from './logo/LogoLoader';
export { ShellFrame } from './ShellFrame';
