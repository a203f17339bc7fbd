// A part the server leaves out (the overlays' host, a product's fit and reviews, recently viewed):
// the browser mounts it once the page has hydrated, not within the hydration, and at once in a page
// rendered in the browser.
import { afterHydrationPart } from '@/ui/app/rendering/deferred-part';
import { setHydratingPage } from '@/ui/app/rendering/hydrating';
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

function Notes({ text }: { text: string }) {
  return <p>{text}</p>;
}
const Part = afterHydrationPart<{ text: string }>(async () => ({ Notes }), 'Notes');

function Page({ committed }: { committed?: (html: string) => void }) {
  return (
    <main ref={(node) => void (node && committed?.(node.innerHTML))}>
      <h1>Linen dress</h1>
      <Part text="Fits true to size" />
    </main>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  setHydratingPage(false);
  cleanup();
  document.body.innerHTML = '';
});

describe('afterHydrationPart', () => {
  it('is not in the server HTML, nor in the hydration\'s commit, and mounts after it with no recoverable error', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    expect(container.textContent).toBe('Linen dress');

    const commits: string[] = [];
    const recoverable = vi.fn();
    setHydratingPage(true);
    await act(async () => {
      root = hydrateRoot(container, <Page committed={(html) => commits.push(html)} />, { onRecoverableError: recoverable });
    });
    await act(async () => undefined);
    expect(container.textContent).toBe('Linen dressFits true to size');
    // The hydration's commit kept the server's HTML as it was: the part came in a render of its own.
    expect(commits[0]).toBe('<h1>Linen dress</h1>');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('mounts at once in a page rendered in the browser', async () => {
    render(<Page />);
    expect(await screen.findByText('Fits true to size')).toBeTruthy();
  });
});
