// A failed chunk load reloads the page, at most once per 10 seconds per path (spec §4, §9).

/** Shortest time between two chunk reloads of the same path. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

/** When each path was last reloaded for a chunk failure, in epoch ms. */
export type ChunkReloads = Readonly<Record<string, number>>;

/** Whether a chunk failure on this path may reload the page now. */
export function canReloadForChunk(lastReloads: ChunkReloads, path: string, now: number): boolean {
  const last = lastReloads[path];
  return last === undefined || now - last >= CHUNK_RELOAD_GUARD_MS;
}

/** The record after reloading this path now; entries past the guard are dropped to keep it small. */
export function recordChunkReload(lastReloads: ChunkReloads, path: string, now: number): ChunkReloads {
  const kept = Object.entries(lastReloads).filter(([, at]) => now - at < CHUNK_RELOAD_GUARD_MS);
  return { ...Object.fromEntries(kept), [path]: now };
}
