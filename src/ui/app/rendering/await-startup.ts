import { CartStore, InitAuth, LoadStartupData, ShellStore } from '@/application';
import { filter, firstValueFrom } from 'rxjs';
import type { ServiceLocator } from '../services';

/**
 * Starts the start-up loads (menu, settings, footer, social links; the shopper's session) and
 * resolves once they have settled, a guest cart's quote included: the server renders the page
 * with them, and the browser hydrates with the same state (answered from the server's
 * recording, without a request). The loading logo's 200 ms run on in the background.
 */
export async function awaitStartup(services: ServiceLocator): Promise<void> {
  void services.get(LoadStartupData).execute();
  const shell = services.get(ShellStore);
  const cart = services.get(CartStore);
  await Promise.all([services.get(InitAuth).execute(), firstValueFrom(shell.state$.pipe(filter((state) => state.startupSettled)))]);
  await firstValueFrom(cart.state$.pipe(filter((state) => !state.loading && !state.quoting)));
}
