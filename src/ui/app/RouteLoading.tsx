/** Shown while the first lazy page loads. */
export function RouteLoading() {
  return (
    <div role="status" aria-live="polite" style={{ padding: '4rem', textAlign: 'center' }}>
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
