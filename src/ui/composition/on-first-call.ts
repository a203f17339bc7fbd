import { TransportError } from '@/application';

/**
 * Loads an adapter once, on demand: the first caller starts the import, later callers share it;
 * a failed load (a chunk the network lost) is a transport fault, and the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error instanceof TransportError ? error : new TransportError(error instanceof Error ? error.message : String(error), null);
    }));
}

/** The names of the methods of a port that all answer promises (every gateway of the app). */
export type AsyncPort<T> = { readonly [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? T[K] : never };

/**
 * A port whose adapter loads with its first call (DESIGN.md: heavy, rarely used code loads on
 * demand): every method forwards to the adapter once it is there. For ports whose methods all
 * answer promises, so callers cannot tell the difference.
 */
export function onFirstCall<T extends AsyncPort<T>>(load: () => Promise<T>): T {
  const adapter = loadOnce(load);
  return new Proxy({} as T, {
    get: (_target, method) =>
      // Not a thenable (the container and `await` test for `then`), and no symbol-keyed protocol.
      typeof method !== 'string' || method === 'then'
        ? undefined
        : (...args: unknown[]) =>
            adapter().then((loaded) => (loaded[method as keyof T] as (...a: unknown[]) => Promise<unknown>).apply(loaded, args)),
  });
}
