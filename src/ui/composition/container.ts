import './typed-tokens';
import { NAVIGATOR, type Navigator } from '@/application';
import type { AppConfig } from '@/infrastructure';
import { Container } from 'inversify';
import { featureModules } from './features';
import { APP_CONFIG } from './tokens';

/** Swaps bindings after the modules load: how a test puts a fake behind a token. */
export type Rebind = (container: Container) => void;

/**
 * Builds the app's one container: configuration, the navigator (the router's, made by the app),
 * then one ContainerModule per feature (`features/`). Stateful services are singletons.
 */
export function createAppContainer(config: AppConfig, navigator: Navigator, rebind?: Rebind): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(APP_CONFIG).toConstantValue(config);
  container.bind(NAVIGATOR).toConstantValue(navigator);
  container.load(...featureModules);
  rebind?.(container);
  return container;
}
