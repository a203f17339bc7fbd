// A deferred part is rendered in place by the server and hydrated by the browser once its chunk has
// loaded: until then the server's HTML stays, even when its parent renders again meanwhile.
import { whenDeferredPartsHydrated } from '@/ui/app/rendering/deferred-hydration';
import { afterHydrationPart, deferredPart, loadDeferredParts, loadDeferredPartsOneByOne } from '@/ui/app/rendering/deferred-part';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endHydrationTest, hydrateServerHtml, serverHtml } from '../../support/server-html';

/** The part's own module: a footer with a button that works once it is hydrated. */
function Footer({ label }: { readonly label: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <footer>
      <p>{label}</p>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        Clicked {clicks}
      </button>
    </footer>
  );
}

/** A chunk that arrives when the test says. */
function pendingChunk() {
  let arrive = () => undefined as void;
  const chunk = new Promise<Record<string, unknown>>((resolve) => (arrive = () => resolve({ Footer })));
  return { load: () => chunk, arrive };
}

/** The page around the part: a header whose state changes, which re-renders the part's parent. */
function pageWith(Part: ReturnType<typeof deferredPart<{ label: string }>>) {
  return function Page() {
    const [count, setCount] = useState(0);
    return (
      <div>
        <button type="button" onClick={() => setCount(count + 1)}>
          Header {count}
        </button>
        <Part label="Our stores" />
      </div>
    );
  };
}

afterEach(endHydrationTest);

describe('a deferred part of the shell', () => {
  it('is rendered in place by the server once loadDeferredParts has loaded its code', async () => {
    const ServerPart = deferredPart<{ label: string }>(async () => ({ Footer }), 'Footer');
    expect(renderToString(<ServerPart label="Our stores" />)).not.toContain('Our stores');
    await loadDeferredParts();
    expect(renderToString(<ServerPart label="Our stores" />)).toContain('<footer><p>Our stores</p>');
  });

  it('keeps the server HTML until its chunk has loaded, through a re-render of its parent, then hydrates', async () => {
    const ServerPart = deferredPart<{ label: string }>(async () => ({ Footer }), 'Footer');
    await loadDeferredParts();
    const ServerPage = pageWith(ServerPart);
    const container = serverHtml(<ServerPage />);
    const serverFooter = container.querySelector('footer');

    const chunk = pendingChunk();
    const BrowserPart = deferredPart<{ label: string }>(chunk.load, 'Footer');
    const Page = pageWith(BrowserPart);
    const consoleError = vi.spyOn(console, 'error');
    const { recoverable } = await hydrateServerHtml(container, <Page />);
    const interactive = vi.fn();
    void whenDeferredPartsHydrated().then(interactive);
    // The header hydrated; the footer is the server's, not yet React's.
    await act(async () => fireEvent.click(container.querySelector('button')!));
    expect(container.querySelector('button')!.textContent).toBe('Header 1');
    expect(container.querySelector('footer')).toBe(serverFooter);
    expect(container.textContent).toContain('Our stores');

    expect(interactive).not.toHaveBeenCalled();
    await act(async () => chunk.arrive());
    // Only now is the whole page interactive (the document's mark waits for this).
    expect(interactive).toHaveBeenCalledOnce();
    const footerButton = container.querySelector('footer button')!;
    await act(async () => fireEvent.click(footerButton));
    expect(footerButton.textContent).toBe('Clicked 1');
    expect(container.querySelector('footer')).toBe(serverFooter);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('after hydration, starts loading the parts one per idle moment, never two in the same task', async () => {
    const started: number[] = [];
    let idleMoments = 0;
    const loads = [0, 1, 2].map(() => vi.fn(() => {
      started.push(idleMoments);
      return Promise.resolve({ Footer });
    }));
    loads.forEach((load, index) => deferredPart(load, `IdlePart${index}`));
    await loadDeferredPartsOneByOne(async () => {
      idleMoments += 1;
    });
    for (const load of loads) expect(load).toHaveBeenCalledOnce();
    // Each began at an idle moment of its own (other parts of the app take the moments between).
    expect(new Set(started).size).toBe(loads.length);
    expect(Math.min(...started)).toBeGreaterThanOrEqual(1);
  });
});

// A part the server leaves out (the overlays' host, a product's fit and reviews, recently viewed):
// the browser mounts it once the page has hydrated, not within the hydration, and at once in a page
// rendered in the browser.
function Notes({ text }: { text: string }) {
  return <p>{text}</p>;
}
const AfterHydration = afterHydrationPart<{ text: string }>(async () => ({ Notes }), 'Notes');

function ProductPage({ committed }: { committed?: (html: string) => void }) {
  return (
    <main ref={(node) => void (node && committed?.(node.innerHTML))}>
      <h1>Linen dress</h1>
      <AfterHydration text="Fits true to size" />
    </main>
  );
}

describe('a part mounted after hydration', () => {
  it("is not in the server HTML, nor in the hydration's commit, and mounts after it with no recoverable error", async () => {
    const container = serverHtml(<ProductPage />);
    expect(container.textContent).toBe('Linen dress');

    const commits: string[] = [];
    const { recoverable } = await hydrateServerHtml(container, <ProductPage committed={(html) => commits.push(html)} />);
    await act(async () => undefined);
    expect(container.textContent).toBe('Linen dressFits true to size');
    // The hydration's commit kept the server's HTML as it was: the part came in a render of its own.
    expect(commits[0]).toBe('<h1>Linen dress</h1>');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('mounts at once in a page rendered in the browser', async () => {
    render(<ProductPage />);
    expect(await screen.findByText('Fits true to size')).toBeTruthy();
  });
});
