import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { isHydratingPage } from '../app/rendering/hydrating';

/**
 * `useSyncExternalStore` for a value of the browser the server cannot know (the screen's size, the
 * scroll): a component hydrating the server's HTML renders the server's value and takes the
 * browser's in a transition once hydrated. With the store's own hook, React re-rendered every such
 * component synchronously right after hydrating (a value that differs from the server's): one long
 * task on a slow phone for a listing of cards. A component mounted later reads the browser's value
 * at once.
 */
export function useExternalValue<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const [hydrating, setHydrating] = useState(isHydratingPage);
  useEffect(() => {
    if (hydrating) startTransition(() => setHydrating(false));
  }, [hydrating]);
  return useSyncExternalStore(subscribe, hydrating ? getServerSnapshot : getSnapshot, getServerSnapshot);
}
