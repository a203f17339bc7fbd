import { CLOCK, SignOut } from '@/application';
import { useCallback, useEffect } from 'react';
import { whenIdle } from '../app/idle';
import { useServiceLocator } from '../app/services';
import { FEATURES } from '../composition';

/**
 * Signs out (spec §4) with the sign-out feature, which is not start-up code: what shows a Sign out
 * entry fetches it at the next idle moment, and a sign-out before then waits for it.
 */
export function useSignOut(): () => Promise<void> {
  const services = useServiceLocator();
  const load = useCallback(() => services.get(FEATURES)('sign-out'), [services]);
  useEffect(() => whenIdle(() => void load().catch(() => undefined), services.get(CLOCK).scheduler), [load, services]);
  return useCallback(async () => {
    await load();
    await services.get(SignOut).execute();
  }, [load, services]);
}
