// A part hydrated apart is a boundary React leaves as the server wrote it while it hydrates the
// page, and hydrates afterwards; a part its parent drops before then is removed unhydrated.
import { hydratedApart } from '@/ui/app/rendering/hydrated-apart';
import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { endHydrationTest, hydrateServerHtml, serverHtml } from '../../support/server-html';

/** What rendered, in order: the page's commit is written down beside the part's renders. */
let log: string[] = [];

function Filters({ label }: { readonly label: string }) {
  log.push('filters rendered');
  return <section aria-label={label}>Size, colour, brand</section>;
}

const ApartFilters = hydratedApart(Filters);

/** A page with the part; `dropsPart` takes it away in a transition once hydrated, as a phone does with a sidebar. */
function Page({ dropsPart = false }: { readonly dropsPart?: boolean }) {
  const [shown, setShown] = useState(true);
  useLayoutEffect(() => {
    log.push('page committed');
  }, []);
  useEffect(() => {
    if (dropsPart) startTransition(() => setShown(false));
  }, [dropsPart]);
  return (
    <main>
      <h1>Dresses</h1>
      {shown ? <ApartFilters label="Filters" /> : null}
    </main>
  );
}

afterEach(() => {
  endHydrationTest();
  log = [];
});

/** The page as the server wrote it, in the document. */
function serverPage(): HTMLElement {
  const container = serverHtml(<Page />);
  log = [];
  return container;
}

describe('a part hydrated apart', () => {
  it('is rendered in place by the server', () => {
    expect(renderToString(<ApartFilters label="Filters" />)).toContain('<section aria-label="Filters">Size, colour, brand</section>');
  });

  it('hydrates after the page has committed, keeping the server HTML', async () => {
    const container = serverPage();
    const serverSection = container.querySelector('section');
    const { recoverable } = await hydrateServerHtml(container, <Page />);
    expect(log).toEqual(['page committed', 'filters rendered']);
    expect(container.querySelector('section')).toBe(serverSection);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('is removed without ever being hydrated when its parent drops it first', async () => {
    const container = serverPage();
    const { recoverable } = await hydrateServerHtml(container, <Page dropsPart />);
    expect(log).toEqual(['page committed']);
    expect(container.querySelector('section')).toBeNull();
    expect(container.querySelector('h1')?.textContent).toBe('Dresses');
    expect(recoverable).not.toHaveBeenCalled();
  });
});
