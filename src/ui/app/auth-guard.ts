import { AccountGuard, AuthStore, InitAuth } from '@/application';
import { replace, type LoaderFunction } from 'react-router-dom';
import type { ServiceLocator } from './services';

/**
 * init-auth (the checkout's InitAuth, one restore for every guarded route): resolves once the
 * session is restored, so the guard sees whether the shopper is really signed in (a stale token
 * has been dropped by then).
 */
async function initAuth(services: ServiceLocator): Promise<void> {
  await services.get(InitAuth).execute();
}

/** Whether the shopper is signed in once the session is restored: what an account page's loader checks before calling the API. */
export async function signedInAfterInitAuth(services: ServiceLocator): Promise<boolean> {
  await initAuth(services);
  return services.get(AuthStore).isAuthenticated;
}

/**
 * The `auth` guard of every `/my-account` route (spec §4, §6): a guest gets the auth drawer;
 * coming from another page they stay on it (the navigation is replaced by where they were), on a
 * typed URL the page shows under the drawer asking to sign in. The decisions are AccountGuard's.
 */
export function authGuardLoader(services: ServiceLocator): LoaderFunction {
  return async ({ request }) => {
    await initAuth(services);
    const url = new URL(request.url);
    const decision = services.get(AccountGuard).check(url.pathname + url.search);
    if (decision.kind === 'stay') return replace(decision.at);
    return null;
  };
}
