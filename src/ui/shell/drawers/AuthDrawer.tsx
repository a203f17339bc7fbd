import { ResetPasswordFlow, UiStore } from '@/application';
import { lazy, Suspense, useState } from 'react';
import { useService } from '../../app/services';
import { Drawer } from '../../components/drawer';
import { FormLoading } from '../../identity/FormLoading';
import { SIGN_IN_TITLE, SIGN_UP_TITLE } from '../../identity/identity-texts';
import type { HostedDrawerProps } from './hosted-drawer';

// The forms bring react-hook-form and class-validator: they load when the drawer first shows them.
const loadForms = () => import('../../identity');
const SignInForm = lazy(() => loadForms().then((module) => ({ default: module.SignInForm })));
const SignUpForm = lazy(() => loadForms().then((module) => ({ default: module.SignUpForm })));

/** What the auth drawer shows. */
export type AuthMode = 'sign-in' | 'sign-up';

/** Title of the auth drawer in each mode. */
export const AUTH_DRAWER_TITLES: Readonly<Record<AuthMode, string>> = { 'sign-in': SIGN_IN_TITLE, 'sign-up': SIGN_UP_TITLE };

/**
 * The sign-in / sign-up drawer (spec §2; right side, 30rem). Each opening starts at sign-in; the
 * title follows the mode, and focus goes to the first field on opening and on switching.
 * "Forgot your password?" opens the reset drawer in its place.
 */
export function AuthDrawer({ open, onClose }: HostedDrawerProps) {
  const ui = useService(UiStore);
  const reset = useService(ResetPasswordFlow);
  const [mode, setMode] = useState<AuthMode>('sign-in');
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setMode('sign-in');
  }

  const forgotPassword = (): void => {
    reset.open();
    ui.closeDrawer('auth');
  };

  return (
    <Drawer open={open} onClose={onClose} title={AUTH_DRAWER_TITLES[mode]} side="right" width="default">
      <Suspense fallback={<FormLoading />}>
        {mode === 'sign-up' ? (
          <SignUpForm onSignIn={() => setMode('sign-in')} />
        ) : (
          <SignInForm onForgotPassword={forgotPassword} onCreateAccount={() => setMode('sign-up')} />
        )}
      </Suspense>
    </Drawer>
  );
}
