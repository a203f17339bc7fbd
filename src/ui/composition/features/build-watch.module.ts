import { BUILD_VERSION_SOURCE, CLOCK, NAVIGATOR, WatchBuildVersion } from '@/application';
import { HttpBuildVersionSource } from '@/infrastructure/build/http-build-version-source';
import { type Container, ContainerModule } from 'inversify';
import { APP_CONFIG } from '../tokens';

/** The hourly build check (spec §4): started once the page is interactive, so not start-up JavaScript. */
export const buildWatchModule = new ContainerModule(({ bind }) => {
  bind(BUILD_VERSION_SOURCE).toDynamicValue((c) => new HttpBuildVersionSource(c.get(APP_CONFIG).buildId));
  bind(WatchBuildVersion).toDynamicValue((c) => new WatchBuildVersion(c.get(BUILD_VERSION_SOURCE), c.get(NAVIGATOR), c.get(CLOCK)));
});

/** Starts the check in a container this module is loaded in. */
export function watchBuildVersion(container: Pick<Container, 'get'>): void {
  container.get(WatchBuildVersion).execute();
}
