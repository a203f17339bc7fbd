// The app checks the latest build id hourly and reloads at the next navigation when it changed (spec §4, §9).

/** How often the latest build id is checked. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Whether the latest build differs from the running one; unknown ids never count as new. */
export function hasNewBuild(currentId: string | null, latestId: string | null): boolean {
  return !!currentId && !!latestId && currentId !== latestId;
}
