import type { SchedulerLike } from 'rxjs';
import { token } from '../token';

/** Time for use cases: `now()` for rules, `scheduler` for delays, so tests control both. */
export interface Clock {
  now(): number;
  readonly scheduler: SchedulerLike;
}
export const CLOCK = token<Clock>('Clock');
