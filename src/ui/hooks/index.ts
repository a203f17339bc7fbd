export { useMediaQuery } from './use-media-query';
export { useViewportWidth, useIsSmallScreen, useScreenSize, SMALL_SCREEN_QUERY } from './use-viewport-width';
export { useScrollPast } from './use-scroll-past';
export { useDelayedCallback } from './use-delayed-callback';
export { useTimeout } from './use-timeout';
export { useNearViewport } from './use-near-viewport';
export { useDismissOnLeave, type DismissOnLeave, type DismissOnLeaveOptions } from './use-dismiss-on-leave';
export { useCombobox, type Combobox, type ComboboxConfig } from './use-combobox';
export { useIdleTurn } from './use-idle-turn';
