import { LoadStartupData, ResetPasswordFlow, UiStore } from '@/application';
import { FORGOT_PASSWORD_TITLE, RESET_PASSWORD_TITLE, SIGN_IN_ACTION_LABEL, WISHLIST_NAVIGATOR_MESSAGE, WISHLIST_NAVIGATOR_TITLE } from '@/domain';
import { AppLayout } from '@/ui/app/AppLayout';
import { ServicesProvider } from '@/ui/app/services';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestContainer } from '../../support/test-container';
import { renderShell, setupShellServer } from './shell-support';

const { startup } = setupShellServer();
afterEach(() => vi.restoreAllMocks());

describe('drawer host', () => {
  it('the navigator drawer (guest variant) shows its title and message, and Sign in opens the auth drawer', async () => {
    startup();
    const { container } = await renderShell('/');
    const ui = container.get(UiStore);
    act(() => ui.openDrawer({ kind: 'navigator', title: WISHLIST_NAVIGATOR_TITLE, message: WISHLIST_NAVIGATOR_MESSAGE }));
    const drawer = await screen.findByRole('dialog', { busy: false, name: WISHLIST_NAVIGATOR_TITLE });
    expect(within(drawer).getByText(WISHLIST_NAVIGATOR_MESSAGE)).toBeTruthy();
    await userEvent.click(within(drawer).getByRole('button', { name: SIGN_IN_ACTION_LABEL }));
    expect(ui.isDrawerOpen('navigator')).toBe(false);
    expect(ui.isDrawerOpen('auth')).toBe(true);
    expect(await screen.findByRole('dialog', { busy: false, name: 'Sign in' })).toBeTruthy();
  });

  it('the reset drawer is titled by its step', async () => {
    startup();
    const { container } = await renderShell('/', { container: createTestContainer(undefined, { everyFeature: true }).container });
    const flow = container.get(ResetPasswordFlow);
    act(() => flow.open());
    expect(await screen.findByRole('dialog', { busy: false, name: FORGOT_PASSWORD_TITLE })).toBeTruthy();
    act(() => flow.openAtReset('reset-token', '123456'));
    expect(await screen.findByRole('dialog', { busy: false, name: RESET_PASSWORD_TITLE })).toBeTruthy();
  });

  it('a navigation closes the search drawer, the menu and the cart, not the others', async () => {
    startup();
    const { container, router } = await renderShell('/');
    const ui = container.get(UiStore);
    act(() => {
      ui.openDrawer({ kind: 'auth' });
      ui.openDrawer({ kind: 'cart' });
      ui.openDrawer({ kind: 'search' });
    });
    await act(() => router.navigate('/faq'));
    expect(ui.isDrawerOpen('search')).toBe(false);
    expect(ui.isDrawerOpen('cart')).toBe(false);
    expect(ui.isDrawerOpen('auth')).toBe(true);
  });
});

describe('route progress bar', () => {
  it('shows while the next page loads and leaves when it has', async () => {
    startup();
    const { container } = createTestContainer();
    await container.get(LoadStartupData).execute();
    let finish: (value: null) => void = () => undefined;
    const router = createMemoryRouter(
      [
        {
          element: <AppLayout />,
          children: [
            { path: '/', element: <p>home</p> },
            { path: '/slow', loader: () => new Promise<null>((resolve) => (finish = resolve)), element: <p>slow page</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <ServicesProvider services={container}>
        <RouterProvider router={router} />
      </ServicesProvider>,
    );
    expect(screen.queryByRole('progressbar', { name: 'Loading page' })).toBeNull();
    act(() => void router.navigate('/slow'));
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeTruthy();
    await act(async () => finish(null));
    expect(await screen.findByText('slow page')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading page' })).toBeNull());
  });
});
