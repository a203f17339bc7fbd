import './typed-tokens';
import { NAVIGATOR, type Navigator } from '@/application';
import type { AppConfig } from '@/infrastructure';
import { Container, type ContainerModule } from 'inversify';
import { startupModules } from './features';
import { FEATURES, featureLoader } from './features/on-demand';
import { APP_CONFIG } from './tokens';

/** Swaps bindings after the modules load: how a test puts a fake behind a token. */
export type Rebind = (container: Container) => void;

/**
 * Builds the app's one container: configuration, the navigator (the router's, made by the app),
 * then one ContainerModule per feature (`features/`): those of the start-up, and `eager` (a
 * server render and the tests load every on-demand feature at once, `onDemandModules`). The
 * others load when a page or drawer asks FEATURES for them. Stateful services are singletons.
 */
export function createAppContainer(config: AppConfig, navigator: Navigator, rebind?: Rebind, eager: readonly ContainerModule[] = []): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(APP_CONFIG).toConstantValue(config);
  container.bind(NAVIGATOR).toConstantValue(navigator);
  container.bind(FEATURES).toConstantValue(featureLoader(container, eager));
  container.load(...startupModules, ...eager);
  rebind?.(container);
  return container;
}
