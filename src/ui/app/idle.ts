import type { SchedulerLike } from 'rxjs';

// Work that can wait (placeholder decoding, the code loaded after hydration) runs when the main
// thread is idle, a little at a time, so it never lengthens a task the page needs at start-up or
// while the shopper interacts.

/** What an idle slice offers: the milliseconds left in it. */
interface IdleSlice {
  timeRemaining(): number;
}

/** Spare time a slice is granted where the browser has no requestIdleCallback (Safari). */
const FALLBACK_SLICE_MS = 8;
/** Delay before a fallback slice: after the current task and its rendering. */
const FALLBACK_DELAY_MS = 50;
/** Longest an idle task waits on a page that is never idle. */
const IDLE_TIMEOUT_MS = 2_000;
/** Time a task is assumed to need: below this, the slice ends. */
const TASK_BUDGET_MS = 2;
/**
 * The most a slice runs, however long the browser offers (up to 50 ms when nothing else waits):
 * a tap waits for the slice to end, and a slow phone does the same decodes several times slower.
 */
const SLICE_CAP_MS = 8;

const queue: (() => void)[] = [];
let scheduled = false;

function requestSlice(run: (slice: IdleSlice) => void, scheduler: SchedulerLike): void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    globalThis.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return;
  }
  scheduler.schedule(() => {
    const start = scheduler.now();
    run({ timeRemaining: () => Math.max(0, FALLBACK_SLICE_MS - (scheduler.now() - start)) });
  }, FALLBACK_DELAY_MS);
}

function drain(slice: IdleSlice, scheduler: SchedulerLike): void {
  scheduled = false;
  const endsAt = scheduler.now() + Math.min(slice.timeRemaining(), SLICE_CAP_MS);
  // One task at least, so the queue always moves on; more while the slice has time.
  do queue.shift()?.();
  while (queue.length > 0 && endsAt - scheduler.now() > TASK_BUDGET_MS && slice.timeRemaining() > TASK_BUDGET_MS);
  schedule(scheduler);
}

function schedule(scheduler: SchedulerLike): void {
  if (scheduled || queue.length === 0) return;
  scheduled = true;
  requestSlice((slice) => drain(slice, scheduler), scheduler);
}

/**
 * Runs a small task when the main thread is idle (requestIdleCallback; where there is none, a
 * short slice on the given clock's scheduler); the answer cancels it if it has not run yet.
 */
export function whenIdle(task: () => void, scheduler: SchedulerLike): () => void {
  const entry = (): void => task();
  queue.push(entry);
  schedule(scheduler);
  return () => {
    const index = queue.indexOf(entry);
    if (index >= 0) queue.splice(index, 1);
  };
}

/**
 * Resolves at the browser's next idle moment (or, where it has none, in a short while on the
 * given scheduler; on a page never idle, within 2 s): for a step of work that is a task of its own.
 */
export function nextIdleMoment(scheduler: SchedulerLike): Promise<void> {
  return new Promise((resolve) => requestSlice(() => resolve(), scheduler));
}
