import { CLOCK, type Clock } from '@/application';
import { DRAWER_TRANSITION_S } from '@/ui/theme';
import { act, waitFor } from '@testing-library/react';
import { asyncScheduler, type SchedulerAction, type SchedulerLike, type Subscription, VirtualAction, VirtualTimeScheduler } from 'rxjs';
import { expect } from 'vitest';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { ServicesProvider, type ServiceLocator } from '@/ui/app/services';
import { createTestContainer, type TestContainerOptions } from './test-container';

/** How long a closed drawer or dialog stays mounted for its exit transition, on the app clock. */
export const OVERLAY_EXIT_MS = DRAWER_TRANSITION_S * 1000;

/**
 * Time for the UI's delays (reset steps 2000 ms, newsletter 2500 ms, overlay exits): real until
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

  /** Delays waiting on the virtual clock that fall due within `ms` from now. */
  dueWithin(ms: number): number {
    return this.virtual.actions.filter((action) => action.delay <= this.time + ms).length;
  }

  /** Moves virtual time on by `ms`, running what falls due. */
  advance(ms: number): void {
    this.time += ms;
    this.virtual.maxFrames = this.time;
    this.virtual.flush();
    this.virtual.frame = this.time;
  }
}

/**
 * Plays the exit transition of the overlays that just closed: waits until it runs on the
 * clock (a close that settles after a promise schedules it late), then moves time past it.
 */
export async function finishOverlayExits(clock: ControlledClock): Promise<void> {
  await waitFor(() => expect(clock.dueWithin(OVERLAY_EXIT_MS)).toBeGreaterThan(0));
  act(() => clock.advance(OVERLAY_EXIT_MS));
}

/** An RTL `wrapper` giving a component rendered on its own (no container) this clock and nothing else. */
export function clockWrapper(clock: Clock): (props: { children: ReactNode }) => ReactElement {
  const services = {
    get: (id: unknown) => {
      if (id !== CLOCK) throw new Error(`Only the clock is provided here, not ${String(id)}.`);
      return clock;
    },
  } as ServiceLocator;
  return ({ children }) => createElement(ServicesProvider, { services, children });
}

/** The test container with the controlled clock bound to the CLOCK port. */
export function containerWithClock(options?: TestContainerOptions): ReturnType<typeof createTestContainer> & { clock: ControlledClock } {
  const clock = new ControlledClock();
  const created = createTestContainer((c) => c.rebind(CLOCK).toConstantValue(clock), options);
  return { ...created, clock };
}
