// Whether the page is scrolled past a line, followed on scroll only while the caller needs it.
import { useScrollPast } from '@/ui/hooks';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

let renders = 0;

function Probe({ offset, active }: { readonly offset: number; readonly active?: boolean }) {
  renders += 1;
  return <p>{useScrollPast(offset, active) ? 'past' : 'above'}</p>;
}

const scrollTo = (y: number): void => {
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y);
  act(() => void window.dispatchEvent(new Event('scroll')));
};

afterEach(() => {
  vi.restoreAllMocks();
  renders = 0;
});

describe('useScrollPast', () => {
  it('renders again when the page crosses the line, not on every scroll', () => {
    render(<Probe offset={100} />);
    expect(screen.getByText('above')).toBeTruthy();
    const before = renders;
    scrollTo(50);
    expect(renders).toBe(before);
    scrollTo(150);
    expect(screen.getByText('past')).toBeTruthy();
    const past = renders;
    scrollTo(300);
    expect(renders).toBe(past);
    scrollTo(0);
    expect(screen.getByText('above')).toBeTruthy();
  });

  it('while inactive follows no scroll and answers false, however far the page is scrolled', () => {
    const listen = vi.spyOn(window, 'addEventListener');
    render(<Probe offset={100} active={false} />);
    const before = renders;
    scrollTo(500);
    expect(screen.getByText('above')).toBeTruthy();
    expect(renders).toBe(before);
    expect(listen.mock.calls.some(([type]) => type === 'scroll')).toBe(false);
  });
});
