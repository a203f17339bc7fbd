// A value of the browser the server cannot know: hydrating, a component renders the server's value
// (no mismatch, no synchronous re-render) and takes the browser's in a transition after.
import { setHydratingPage } from '@/ui/app/rendering/hydrating';
import { useExternalValue } from '@/ui/hooks/use-external-value';
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

const noSubscription = () => () => undefined;

function Width({ browserWidth, seen }: { browserWidth: number; seen?: (width: number) => void }) {
  const width = useExternalValue(noSubscription, () => browserWidth, () => 0);
  seen?.(width);
  return <p>{width === 0 ? 'unknown width' : `${width} px`}</p>;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  setHydratingPage(false);
  cleanup();
  document.body.innerHTML = '';
});

describe('useExternalValue', () => {
  it('hydrates with the server value, then renders the browser value, with no recoverable error', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Width browserWidth={390} />);
    document.body.append(container);
    expect(container.textContent).toBe('unknown width');

    const seen: number[] = [];
    const recoverable = vi.fn();
    setHydratingPage(true);
    await act(async () => {
      root = hydrateRoot(container, <Width browserWidth={390} seen={(width) => seen.push(width)} />, { onRecoverableError: recoverable });
    });
    expect(container.textContent).toBe('390 px');
    // The first render is the server's value: the hydration matched, nothing was rendered again synchronously to fix it.
    expect(seen[0]).toBe(0);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('a component mounted after hydration reads the browser value at once', () => {
    const seen: number[] = [];
    render(<Width browserWidth={1280} seen={(width) => seen.push(width)} />);
    expect(screen.getByText('1280 px')).toBeTruthy();
    expect(seen).toEqual([1280]);
  });
});
