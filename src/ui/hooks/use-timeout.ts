import { useEffect, useEffectEvent } from 'react';
import { useDelayedCallback } from './use-delayed-callback';

/**
 * Runs `work` `ms` after `trigger` turns truthy, on the app's clock. A new truthy value starts
 * the wait again; a falsy one, or unmounting, cancels it. `work` may change between renders
 * without restarting the wait.
 */
export function useTimeout(trigger: unknown, ms: number, work: () => void): void {
  const { schedule, cancel } = useDelayedCallback();
  const onDue = useEffectEvent(work);
  useEffect(() => {
    if (!trigger) return undefined;
    schedule(() => onDue(), ms);
    return cancel;
  }, [trigger, ms, schedule, cancel]);
}
