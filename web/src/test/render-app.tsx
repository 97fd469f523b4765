import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/app-providers';
import { createQueryClient } from '../app/query-client';
import { appRoutes, prepareRouter } from '../app/router';

/** The whole app, as main.tsx builds it (StrictMode included), at `path` in memory. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = prepareRouter(createMemoryRouter(appRoutes, { initialEntries: [path] }));
  const view = render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return { ...view, router, queryClient };
}
