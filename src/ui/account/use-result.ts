import type { Failure, Result } from '@/application';
import { useCallback, useEffect, useState } from 'react';

/** Where a page's load stands: loading (a skeleton), failed (with retry) or ready with its value. */
export type Loading<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly failure: Failure }
  | { readonly status: 'ready'; readonly value: T };

/**
 * Runs a use case's load when the page opens and again whenever `key` changes or `retry` is
 * called; an answer that arrives after a newer load started, or after leaving, is dropped.
 */
export function useResult<T>(load: () => Promise<Result<T>>, key: string): Loading<T> & { readonly retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ readonly for: string; readonly state: Loading<T> } | null>(null);
  const current = `${key}#${attempt}`;

  useEffect(() => {
    let live = true;
    void load().then((result) => {
      if (live) setOutcome({ for: current, state: result.ok ? { status: 'ready', value: result.value } : { status: 'failed', failure: result.failure } });
    });
    return () => {
      live = false;
    };
    // `load` is a fresh closure each render: `current` says when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const state: Loading<T> = outcome?.for === current ? outcome.state : { status: 'loading' };
  return { ...state, retry };
}
