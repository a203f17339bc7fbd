/**
 * Ends the current task and resolves in a new one, so that the browser can paint and answer input
 * between two steps of start-up work (each step then counts as a task of its own, not one long
 * task). `scheduler.yield()` where the browser has it (its continuation runs ahead of other
 * queued tasks), a message to a channel elsewhere (setTimeout's clamping would add up to 4 ms).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

/**
 * Resolves once the browser has painted what is rendered now: a requestAnimationFrame callback
 * runs just before a paint, and a task it posts runs after it. A tap's handler that shows its
 * feedback (a button's busy state) and then awaits this keeps its heavier work out of the tap's
 * next paint, which is what interaction to next paint measures. A hidden page paints no frames:
 * there it only ends the task.
 */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') return yieldToBrowser();
  return new Promise((resolve) => requestAnimationFrame(() => void yieldToBrowser().then(resolve)));
}
