import type { Navigator } from '@/application';
import type { ApiExchange, AppConfig } from '@/infrastructure';
import type { Container } from 'inversify';
import { createAppContainer } from './container';
import { API_EXCHANGES } from './tokens';

/**
 * The browser's container when it hydrates a server render: the usual adapters, with the API
 * calls the render made answered from its recording (each once) so nothing is fetched twice.
 */
export function createHydratingContainer(config: AppConfig, navigator: Navigator, recorded: ApiExchange[]): Container {
  return createAppContainer(config, navigator, (c) => c.rebind(API_EXCHANGES).toConstantValue({ replay: recorded }));
}
