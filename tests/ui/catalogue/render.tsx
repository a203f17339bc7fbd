import { ServicesProvider } from '@/ui/app/services';
import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createTestContainer } from '../../support/test-container';

/** Renders a component inside the services and a memory router, as pages render it. */
export function renderWithServices(ui: ReactNode, options: { container?: Container; path?: string } = {}) {
  const container = options.container ?? createTestContainer().container;
  const router = createMemoryRouter(
    [
      { path: '/', element: ui },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [options.path ?? '/'] },
  );
  const view = render(
    <ServicesProvider services={container}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { ...view, router, container };
}
