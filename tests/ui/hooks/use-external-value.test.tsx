// A value of the browser the server cannot know: hydrating, a component renders the server's value
// (no mismatch, no synchronous re-render) and takes the browser's in a transition after.
import { useExternalValue } from '@/ui/hooks/use-external-value';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endHydrationTest, hydrateServerHtml, serverHtml } from '../../support/server-html';

const noSubscription = () => () => undefined;

function Width({ browserWidth, seen }: { browserWidth: number; seen?: (width: number) => void }) {
  const width = useExternalValue(noSubscription, () => browserWidth, () => 0);
  seen?.(width);
  return <p>{width === 0 ? 'unknown width' : `${width} px`}</p>;
}

afterEach(endHydrationTest);

describe('useExternalValue', () => {
  it('hydrates with the server value, then renders the browser value, with no recoverable error', async () => {
    const container = serverHtml(<Width browserWidth={390} />);
    expect(container.textContent).toBe('unknown width');

    const seen: number[] = [];
    const { recoverable } = await hydrateServerHtml(container, <Width browserWidth={390} seen={(width) => seen.push(width)} />);
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
