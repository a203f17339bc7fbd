import { ResetPasswordFlow } from '@/application';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useService } from '../../app/services';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

/** /reset-password?token=..&pin=.. opens the reset drawer directly at step 2 (spec §2, §4). */
export function ResetPasswordRoute() {
  const flow = useService(ResetPasswordFlow);
  const [params] = useSearchParams();
  const token = params.get('token');
  const pin = params.get('pin') ?? '';
  useEffect(() => {
    if (token) flow.openAtReset(token, pin);
    else flow.open();
  }, [flow, token, pin]);
  return <PlaceholderPage />;
}
