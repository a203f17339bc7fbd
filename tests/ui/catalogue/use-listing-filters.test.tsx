import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { useListingFilters } from '@/ui/catalogue/listing/use-listing-filters';

// Issue 36: a filter's tap paints the control's new state first; the navigation to the filtered
// URL (the listing's loading state and request) starts after that paint.

function Filters() {
  const { shown, apply } = useListingFilters();
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={() => apply((current) => ({ ...current, sizes: [...current.sizes, 'M'] }))}>
        Size M
      </button>
      <p data-testid="shown">{shown.sizes.join(',')}</p>
      <p data-testid="url">{location.search}</p>
    </>
  );
}

describe('useListingFilters', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the choice at once and navigates only after the next frame', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => (frames.push(callback), frames.length));
    const router = createMemoryRouter([{ path: '/categories/:slug', element: <Filters /> }], { initialEntries: ['/categories/women-dresses'] });
    render(<RouterProvider router={router} />);

    act(() => screen.getByRole('button', { name: 'Size M' }).click());
    expect(screen.getByTestId('shown').textContent).toBe('M');
    await act(async () => new Promise((done) => setTimeout(done, 10)));
    expect(screen.getByTestId('url').textContent).toBe('');

    await act(async () => {
      frames.forEach((frame) => frame(performance.now()));
      await new Promise((done) => setTimeout(done, 10));
    });
    expect(screen.getByTestId('url').textContent).toBe('?size=M');
    expect(screen.getByTestId('shown').textContent).toBe('M');
  });
});
