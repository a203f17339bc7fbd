export { SnackbarHost, ToastHost, type SnackbarHostProps, type ToastHostProps, type HostedMessage } from './SnackbarHost';
