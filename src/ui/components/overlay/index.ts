export { Portal } from './Portal';
export { useModal, type ModalOptions } from './use-modal';
export { usePresence, type PresenceState } from './use-presence';
export { lockScroll, scrollLockCount } from './scroll-lock';
export { focusableIn } from './focusable';
