import { token } from '@/application';
import type { Container, ContainerModule } from 'inversify';
import type { ON_DEMAND_FEATURES } from './feature-table';

/** A feature whose bindings load on demand. */
export type OnDemandFeature = keyof typeof ON_DEMAND_FEATURES;

/** The table of the features' modules (feature-table.ts): a chunk of its own, loaded by the first feature asked for. */
const featureTable = () => import('./feature-table');

/** The feature table's source path (the build manifest's key): a page that loads a feature as it starts names it with its modules. */
export const FEATURE_TABLE_SOURCE = 'src/ui/composition/features/feature-table.ts';

/** Loads a feature's bindings into the app's container, once; resolves when its services can be got. */
export type FeatureLoader = (feature: OnDemandFeature) => Promise<void>;

/** The container's feature loader. */
export const FEATURES = token<FeatureLoader>('Features');

/**
 * The loader of `container`, which holds `loaded` already (a container that loaded every module
 * at once: nothing left to load). A feature whose chunk failed to load is tried again next time.
 */
export function featureLoader(container: Container, loaded: readonly ContainerModule[]): FeatureLoader {
  const inContainer = new Set(loaded);
  const loading = new Map<OnDemandFeature, Promise<void>>();
  return (feature) => {
    let promise = loading.get(feature);
    if (!promise) {
      promise = featureTable()
        .then((table) => table.ON_DEMAND_FEATURES[feature]())
        .then((modules) => {
          const missing = modules.filter((module) => !inContainer.has(module));
          container.load(...missing);
          missing.forEach((module) => inContainer.add(module));
        });
      promise.catch(() => loading.delete(feature));
      loading.set(feature, promise);
    }
    return promise;
  };
}

/**
 * Starts the hourly build check (spec §4) once its code has loaded: called when the page is
 * interactive. A chunk that fails to load leaves the store without the check until the next visit.
 */
export async function startBuildWatch(container: Container): Promise<void> {
  await container.get(FEATURES)('build-watch');
  (await import('./build-watch.module')).watchBuildVersion(container);
}
