import { asyncScheduler, type SchedulerLike } from 'rxjs';
import type { Clock } from '@/application';

/** Real time: `Date.now` and rxjs's `asyncScheduler`. */
export class SystemClock implements Clock {
  readonly scheduler: SchedulerLike = asyncScheduler;

  now(): number {
    return Date.now();
  }
}
