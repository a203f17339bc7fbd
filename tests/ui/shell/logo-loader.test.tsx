// The loading logo of a server-rendered home page: CSS fades it out 200 ms after the first paint,
// and the hydrated page removes it, whether the fade ended before hydration or ends after.
import { RenderedOnServer } from '@/ui/app/rendering/render-origin';
import { ServicesProvider } from '@/ui/app/services';
import { LogoLoader } from '@/ui/shell';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { endHydrationTest, hydrateServerHtml, serverHtml } from '../../support/server-html';
import { createTestContainer } from '../../support/test-container';

function HomeLoader() {
  const { container } = createTestContainer();
  return (
    <ServicesProvider services={container}>
      <MemoryRouter initialEntries={['/']}>
        <RenderedOnServer>
          <LogoLoader />
        </RenderedOnServer>
      </MemoryRouter>
    </ServicesProvider>
  );
}

afterEach(endHydrationTest);

describe('the loading logo of a server-rendered home page', () => {
  it('is removed as the page hydrates when its fade-out ended before (a slow phone), not left animating unseen', async () => {
    const page = serverHtml(<HomeLoader />);
    const loader = screen.getByTestId('logo-loader');
    expect(loader.getAttribute('data-state')).toBe('timed');
    // Where the fade-out's last frame leaves it (the stylesheet's animation, done before hydration).
    const ended = document.createElement('style');
    ended.textContent = '[data-testid="logo-loader"] { visibility: hidden; }';
    document.head.append(ended);
    const { recoverable } = await hydrateServerHtml(page, <HomeLoader />);
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.queryByTestId('logo-loader')).toBeNull();
    ended.remove();
  });

  it('stays through hydration while it is still showing, and leaves when its fade-out ends', async () => {
    const page = serverHtml(<HomeLoader />);
    await hydrateServerHtml(page, <HomeLoader />);
    const loader = screen.getByTestId('logo-loader');
    // A letter's own animation ending is not the loader's.
    fireEvent.animationEnd(loader.querySelector('span > span') as HTMLElement);
    expect(screen.getByTestId('logo-loader')).toBe(loader);
    fireEvent.animationEnd(loader);
    expect(screen.queryByTestId('logo-loader')).toBeNull();
  });
});
