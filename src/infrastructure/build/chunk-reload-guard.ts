import { canReloadForChunk, type ChunkReloads, recordChunkReload } from '@/domain';

/** Session-storage key of the last chunk reload per path; it must survive the reload it guards. */
export const CHUNK_RELOADS_STORAGE_KEY = 'storefront_chunk_reloads';

/** The event Vite dispatches on `window` when a lazy chunk or its CSS fails to load. */
export const PRELOAD_ERROR_EVENT = 'vite:preloadError';

/** What the guard needs from the browser. */
export interface ChunkReloadGuardOptions {
  readonly target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
  readonly now: () => number;
  readonly reload: () => void;
  /** The path whose chunks failed; the current location's path by default. */
  readonly path?: () => string;
}

/**
 * Reloads the page when a chunk fails to load (usually a deploy removed it), at most once per 10 s
 * per path (spec §4); a second failure within that time is left to the error page. Returns the uninstall.
 */
export function installChunkReloadGuard(options: ChunkReloadGuardOptions): () => void {
  const path = options.path ?? (() => window.location.pathname);
  const listener = (event: Event): void => {
    const now = options.now();
    const reloads = readReloads(options.storage);
    const at = path();
    if (!canReloadForChunk(reloads, at, now)) return;
    // Stops Vite from throwing the error: the reload replaces the page anyway.
    event.preventDefault();
    options.storage.setItem(CHUNK_RELOADS_STORAGE_KEY, JSON.stringify(recordChunkReload(reloads, at, now)));
    options.reload();
  };
  options.target.addEventListener(PRELOAD_ERROR_EVENT, listener);
  return () => options.target.removeEventListener(PRELOAD_ERROR_EVENT, listener);
}

function readReloads(storage: Pick<Storage, 'getItem'>): ChunkReloads {
  try {
    const parsed = JSON.parse(storage.getItem(CHUNK_RELOADS_STORAGE_KEY) ?? '{}') as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, at]) => typeof at === 'number'));
  } catch {
    return {};
  }
}
