// A page hydrates in slices: each slice is a boundary of the server's HTML that React hydrates in a
// commit of its own, and the document counts as interactive once every slice has hydrated.
import { whenDeferredPartsHydrated } from '@/ui/app/rendering/deferred-hydration';
import { HydrationSlice } from '@/ui/app/rendering/hydration-slice';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The counters whose hydration has committed, in order. */
const committed: string[] = [];

function Counter({ label }: { readonly label: string }) {
  const [clicks, setClicks] = useState(0);
  useEffect(() => void committed.push(label), [label]);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {label} {clicks}
    </button>
  );
}

/** The frame's own effect: when it runs, the slices may still be the server's HTML. */
function Frame({ onFrameCommitted }: { readonly onFrameCommitted?: () => void }) {
  useEffect(() => onFrameCommitted?.(), [onFrameCommitted]);
  return (
    <div>
      <HydrationSlice>
        <Counter label="Header" />
      </HydrationSlice>
      <main>
        <HydrationSlice>
          <Counter label="Page" />
        </HydrationSlice>
      </main>
    </div>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  cleanup();
  document.body.innerHTML = '';
});

describe('a hydration slice', () => {
  it('is a boundary in the server HTML, and the page is interactive only once every slice has hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Frame />);
    document.body.append(container);
    // React's markers of a Suspense boundary around each slice.
    expect(container.innerHTML.match(/<!--\$-->/g)).toHaveLength(2);
    const serverPage = container.querySelector('main button');

    committed.length = 0;
    // What had hydrated when the page was said interactive.
    const interactive = vi.fn(() => [...committed]);
    const framed = vi.fn(() => void whenDeferredPartsHydrated().then(interactive));
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <Frame onFrameCommitted={framed} />, { onRecoverableError: recoverable });
    });
    expect(framed).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(interactive).toHaveBeenCalledOnce());
    expect(interactive).toHaveReturnedWith(['Header', 'Page']);
    // Hydrated in place: the server's elements, now answering clicks.
    expect(container.querySelector('main button')).toBe(serverPage);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Page 0' })));
    expect(screen.getByRole('button', { name: 'Page 1' })).toBeTruthy();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('renders its content at once in a page rendered in the browser, and keeps nothing waiting', async () => {
    render(<Frame />);
    expect(screen.getByRole('button', { name: 'Header 0' })).toBeTruthy();
    await expect(whenDeferredPartsHydrated()).resolves.toBeUndefined();
  });
});
