// Overlays load their code on demand; once prefetched, a first opening renders at once (no
// suspension, which React would hold back for up to 300 ms).
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { onDemand } from '@/ui/app/rendering/on-demand';

afterEach(cleanup);

const Greeting = ({ name }: { readonly name: string }) => <p>Hello {name}</p>;

describe('onDemand', () => {
  it('suspends on a first render before its code has loaded, then shows it', async () => {
    let loads = 0;
    const greeting = onDemand<{ readonly name: string }>(async () => ({ Greeting: (loads += 1) && Greeting }), 'Greeting');
    render(
      <Suspense fallback={<p>loading</p>}>
        <greeting.Component name="Maya" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Hello Maya')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('renders at once, without its fallback, once prefetched', async () => {
    const greeting = onDemand<{ readonly name: string }>(async () => ({ Greeting }), 'Greeting');
    await act(() => greeting.prefetch());
    render(
      <Suspense fallback={<p>loading</p>}>
        <greeting.Component name="Rami" />
      </Suspense>,
    );
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('Hello Rami')).toBeTruthy();
  });
});
