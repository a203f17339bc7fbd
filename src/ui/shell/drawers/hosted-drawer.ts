/** Props of a drawer the overlay host opens and closes. */
export interface HostedDrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
}
