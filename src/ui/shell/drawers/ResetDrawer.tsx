// PLACEHOLDER until issue 5: the two steps' forms replace the body.
import { ResetPasswordFlow } from '@/application';
import { FORGOT_PASSWORD_TITLE, RESET_PASSWORD_TITLE } from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import { Drawer } from '../../components/drawer';
import { useService } from '../../app/services';
import type { HostedDrawerProps } from './hosted-drawer';

/** The reset-password drawer (32rem), titled by its step. */
export function ResetDrawer({ open, onClose }: HostedDrawerProps) {
  const flow = useService(ResetPasswordFlow);
  const { step } = useObservableEagerState(flow.state$);
  return (
    <Drawer open={open} onClose={onClose} title={step === 'reset' ? RESET_PASSWORD_TITLE : FORGOT_PASSWORD_TITLE} side="right" width="reset" />
  );
}
