import { Observable, timer, firstValueFrom, type SchedulerLike } from 'rxjs';

/** Wraps a promise-returning call so that unsubscribing aborts its request. */
export function fromAbortable<T>(call: (signal: AbortSignal) => Promise<T>): Observable<T> {
  return new Observable<T>((subscriber) => {
    const controller = new AbortController();
    call(controller.signal).then(
      (value) => {
        subscriber.next(value);
        subscriber.complete();
      },
      (error: unknown) => subscriber.error(error),
    );
    return () => controller.abort();
  });
}

/** Resolves after `ms` on the given scheduler (virtual in tests). */
export function delay(ms: number, scheduler: SchedulerLike): Promise<void> {
  return firstValueFrom(timer(ms, scheduler)).then(() => undefined);
}

/** Resolves true after `ms` on the given scheduler, or false as soon as `signal` aborts. */
export function pause(ms: number, scheduler: SchedulerLike, signal?: AbortSignal): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  return new Promise<boolean>((resolve) => {
    const stop = () => {
      waiting.unsubscribe();
      resolve(false);
    };
    const waiting = timer(ms, scheduler).subscribe(() => {
      signal?.removeEventListener('abort', stop);
      resolve(true);
    });
    signal?.addEventListener('abort', stop, { once: true });
  });
}
