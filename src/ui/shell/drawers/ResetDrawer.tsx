import { ResetPasswordFlow } from '@/application';
import { FORGOT_PASSWORD_TITLE, RESET_PASSWORD_TITLE } from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import { lazy, Suspense, useState } from 'react';
import { useService } from '../../app/services';
import { Drawer } from '../../components/drawer';
import { FormLoading } from '../../identity/FormLoading';
import type { HostedDrawerProps } from './hosted-drawer';

// The steps bring react-hook-form and class-validator: they load when the drawer first opens.
const loadForms = () => import('../../identity');
const ForgotPasswordStep = lazy(() => loadForms().then((module) => ({ default: module.ForgotPasswordStep })));
const ResetPasswordStep = lazy(() => loadForms().then((module) => ({ default: module.ResetPasswordStep })));

/**
 * The reset-password drawer (spec §2, §4; 32rem) over the ResetPasswordFlow: step 1 "Forgot Your
 * Password" (e-mail and captcha), step 2 "Reset Your Password" (confirmation code and new
 * password), titled by its step.
 */
export function ResetDrawer({ open, onClose }: HostedDrawerProps) {
  const flow = useService(ResetPasswordFlow);
  const state = useObservableEagerState(flow.state$);
  // The flow starts over as the drawer closes after a reset: keep showing the last step while
  // the drawer slides out.
  const [shown, setShown] = useState(state);
  if (open && state !== shown) setShown(state);
  const view = open ? state : shown;

  return (
    <Drawer open={open} onClose={onClose} title={view.step === 'reset' ? RESET_PASSWORD_TITLE : FORGOT_PASSWORD_TITLE} side="right" width="reset">
      <Suspense fallback={<FormLoading />}>
        {view.step === 'reset' ? (
          // A new link (another token or pin) starts the step afresh with its pin.
          <ResetPasswordStep key={`${view.resetToken ?? ''}:${view.pin}`} pin={view.pin} loading={view.loading} />
        ) : (
          <ForgotPasswordStep loading={view.loading} />
        )}
      </Suspense>
    </Drawer>
  );
}
