import { pageTitle } from '@/domain';
import { useMatches } from 'react-router-dom';
import type { RouteHandle } from './route-handle';

/**
 * Shown while the first lazy page loads: a private page's first HTML (the server renders its frame
 * only) and a page whose code is still on its way. The document is titled after the route meanwhile.
 */
export function RouteLoading() {
  // The nearest route that names a title: the page's, else its section's (checkout's index has none).
  const title = [...useMatches()].reverse().map((match) => (match.handle as RouteHandle | undefined)?.title).find((named) => named !== undefined);
  return (
    <div role="status" aria-live="polite" style={{ padding: '4rem', textAlign: 'center' }}>
      {title === undefined ? null : <title>{pageTitle(title)}</title>}
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
