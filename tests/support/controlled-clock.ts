import { CLOCK, type Clock } from '@/application';
import { asyncScheduler, type SchedulerAction, type SchedulerLike, type Subscription, VirtualAction, VirtualTimeScheduler } from 'rxjs';
import { createTestContainer } from './test-container';

/**
 * Time for the UI's fixed delays (reset steps 2000 ms, newsletter 2500 ms): real until
 * `freeze()` (the shell's start-up waits on it), then virtual and moved on only by `advance(ms)`,
 * so a test can stop 1 ms before a delay ends.
 */
export class ControlledClock implements Clock {
  private readonly virtual = new VirtualTimeScheduler(VirtualAction, Infinity);
  private frozen = false;
  private time = 0;

  readonly scheduler: SchedulerLike = {
    now: () => (this.frozen ? this.virtual.now() : asyncScheduler.now()),
    schedule: <T,>(work: (this: SchedulerAction<T>, state?: T) => void, delay?: number, state?: T): Subscription =>
      (this.frozen ? this.virtual : asyncScheduler).schedule(work, delay, state),
  };

  now(): number {
    return this.scheduler.now();
  }

  /** From now on, delays wait for `advance`. */
  freeze(): void {
    this.frozen = true;
  }

  /** Delays waiting on the virtual clock. */
  get pending(): number {
    return this.virtual.actions.length;
  }

  /** Moves virtual time on by `ms`, running what falls due. */
  advance(ms: number): void {
    this.time += ms;
    this.virtual.maxFrames = this.time;
    this.virtual.flush();
    this.virtual.frame = this.time;
  }
}

/** The test container with the controlled clock bound to the CLOCK port. */
export function containerWithClock(): ReturnType<typeof createTestContainer> & { clock: ControlledClock } {
  const clock = new ControlledClock();
  const created = createTestContainer((c) => c.rebind(CLOCK).toConstantValue(clock));
  return { ...created, clock };
}
