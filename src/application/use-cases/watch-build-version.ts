import { BUILD_CHECK_INTERVAL_MS, hasNewBuild } from '@/domain';
import { catchError, EMPTY, exhaustMap, interval, Subscription } from 'rxjs';
import type { BuildVersionSource, Clock, Navigator } from '../ports';
import { fromAbortable } from './abortable';

/**
 * Checks the deployed build every hour; once it changed, the next navigation is a full page load
 * of its destination, so the shopper gets the new build without losing a page (spec §4).
 */
export class WatchBuildVersion {
  private stale = false;

  constructor(
    private readonly source: BuildVersionSource,
    private readonly navigator: Navigator,
    private readonly clock: Clock,
  ) {}

  /** Starts watching; unsubscribe to stop. */
  execute(): Subscription {
    const watching = new Subscription();
    watching.add(
      interval(BUILD_CHECK_INTERVAL_MS, this.clock.scheduler)
        .pipe(exhaustMap(() => fromAbortable(() => this.source.latestId()).pipe(catchError(() => EMPTY))))
        .subscribe((latestId) => {
          if (hasNewBuild(this.source.currentId, latestId)) this.stale = true;
        }),
    );
    watching.add(
      this.navigator.navigations$.subscribe((path) => {
        if (this.stale) this.navigator.reload(path);
      }),
    );
    return watching;
  }
}
