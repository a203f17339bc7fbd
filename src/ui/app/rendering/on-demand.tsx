import { type ComponentType, lazy } from 'react';

/** A component whose code loads on demand, and the way to load it before it is first shown. */
export interface OnDemandComponent<P> {
  readonly Component: ComponentType<P>;
  /** Loads the code now (idle time, a hover); a failure is left to the first render to retry. */
  readonly prefetch: () => Promise<void>;
}

/**
 * `name` of the module `load` imports, rendered at once when its code has already loaded: a lazy
 * component suspends on its first render even then, and React holds a revealed boundary back for
 * up to 300 ms, which a drawer's first opening would wait for. Before then it is a lazy component.
 */
export function onDemand<P extends object>(load: () => Promise<Record<string, unknown>>, name: string): OnDemandComponent<P> {
  let loaded: ComponentType<P> | null = null;
  const prefetch = async (): Promise<void> => {
    loaded ??= (await load())[name] as ComponentType<P>;
  };
  const Lazy = lazy(async () => {
    await prefetch();
    return { default: loaded as ComponentType<P> };
  });
  function Component(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Component.displayName = `OnDemand(${name})`;
  return { Component, prefetch };
}
