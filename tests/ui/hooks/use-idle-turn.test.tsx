// Components that mount something heavy take turns: one per idle moment, each after its code has loaded.
import { ServicesProvider } from '@/ui/app/services';
import { useIdleTurn } from '@/ui/hooks';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestContainer } from '../../support/test-container';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** requestIdleCallback under the test's control: each call is an idle moment the test grants. */
function idleMoments() {
  const pending: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => pending.push(run));
  return {
    pending,
    grant: async () => {
      await act(async () => pending.shift()?.());
    },
  };
}

function Card({ name, wanted, prepare }: { name: string; wanted: boolean; prepare: () => Promise<unknown> }) {
  const turn = useIdleTurn(wanted, prepare);
  return <p>{`${name}: ${turn ? 'carousel' : 'picture'}`}</p>;
}

function renderCards(children: ReactNode) {
  const { container } = createTestContainer();
  return render(<ServicesProvider services={container}>{children}</ServicesProvider>);
}

describe('useIdleTurn', () => {
  it('grants one component its turn per idle moment, in the order asked, once the code has loaded', async () => {
    const idle = idleMoments();
    let loaded = () => undefined as void;
    const code = new Promise<void>((resolve) => (loaded = resolve));
    const prepare = vi.fn(() => code);
    renderCards(
      <>
        <Card name="first" wanted prepare={prepare} />
        <Card name="second" wanted prepare={prepare} />
        <Card name="third" wanted={false} prepare={prepare} />
      </>,
    );
    // The code is not there yet: nobody waits for an idle moment.
    expect(idle.pending).toHaveLength(0);
    await act(async () => loaded());
    expect(screen.getByText('first: picture')).toBeTruthy();

    await idle.grant();
    expect(screen.getByText('first: carousel')).toBeTruthy();
    expect(screen.getByText('second: picture')).toBeTruthy();

    await idle.grant();
    expect(screen.getByText('second: carousel')).toBeTruthy();
    // Not wanted: never asks, never mounts.
    expect(screen.getByText('third: picture')).toBeTruthy();
    expect(idle.pending).toHaveLength(0);
  });

  it('a component gone before its turn gives it up', async () => {
    const idle = idleMoments();
    const prepare = () => Promise.resolve();
    const { container } = createTestContainer();
    const { rerender } = render(
      <ServicesProvider services={container}>
        <Card key="gone" name="gone" wanted prepare={prepare} />
      </ServicesProvider>,
    );
    await act(async () => undefined);
    rerender(
      <ServicesProvider services={container}>
        <Card key="next" name="next" wanted prepare={prepare} />
      </ServicesProvider>,
    );
    await act(async () => undefined);
    await idle.grant();
    expect(screen.getByText('next: carousel')).toBeTruthy();
  });
});
