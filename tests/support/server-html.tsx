// A server-rendered page in the test's document, and the browser's hydration of it, as
// `hydrate.tsx` does it: what the hydration tests of parts, hooks and cards share.
import { setHydratingPage } from '@/ui/app/rendering/hydrating';
import { act, cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { type Mock, vi } from 'vitest';

const roots = new Set<Root>();

/** `ui` as the server renders it, in a container in the document: what the browser receives. */
export function serverHtml(ui: ReactElement): HTMLElement {
  const container = document.createElement('div');
  // Rendered as part of the server's document, as on the server (where there is no `document`).
  setHydratingPage(true);
  try {
    container.innerHTML = renderToString(ui);
  } finally {
    setHydratingPage(false);
  }
  document.body.append(container);
  return container;
}

/**
 * Hydrates the server's HTML in `container` with `ui` as the browser does (the page marked as
 * hydrating), React's work done; `recoverable` records React's recoverable errors, a mismatch among
 * them. `endHydrationTest` unmounts it after the test.
 */
export async function hydrateServerHtml(container: HTMLElement, ui: ReactElement): Promise<{ recoverable: Mock }> {
  const recoverable = vi.fn();
  setHydratingPage(true);
  await act(async () => {
    roots.add(hydrateRoot(container, ui, { onRecoverableError: recoverable }));
  });
  return { recoverable };
}

/** For `afterEach`: unmounts what was hydrated and empties the document. */
export function endHydrationTest(): void {
  act(() => roots.forEach((root) => root.unmount()));
  roots.clear();
  setHydratingPage(false);
  cleanup();
  document.body.innerHTML = '';
}
