import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { browserLocation } from '../lib/browser-location';
import { lazyRoute } from '../lib/lazy-route';
import { RouteErrorBoundary } from './route-error.boundary';
import { prepareRouter } from './router';

function Broken(): never {
  throw new Error('bug');
}

const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: 'ok', Component: () => <h1>Tudo certo</h1> },
      { path: 'outra', Component: () => <h1>Outra página</h1> },
      { path: 'quebrada', Component: Broken },
      {
        path: 'nova-versao',
        lazy: lazyRoute(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), () => ({ Component: Broken })),
      },
    ],
  },
];

function renderAt(path: string) {
  const router = prepareRouter(createMemoryRouter(routes, { initialEntries: [path] }));
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => jest.restoreAllMocks());

it('shows an error screen for a screen that crashes, and drops it on the next navigation', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = renderAt('/quebrada');
  expect(await screen.findByRole('heading', { name: 'Algo deu errado' })).toBeInTheDocument();

  await act(() => router.navigate('/ok'));

  expect(await screen.findByRole('heading', { name: 'Tudo certo' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Algo deu errado' })).not.toBeInTheDocument();
});

it('after a screen whose code failed to download, loads the next page from the server', async () => {
  const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  const router = renderAt('/ok');
  await screen.findByRole('heading', { name: 'Tudo certo' });

  await act(() => router.navigate('/nova-versao'));
  expect(await screen.findByRole('heading', { name: 'Não foi possível carregar esta página' })).toBeInTheDocument();
  expect(assign).not.toHaveBeenCalled();

  await act(() => router.navigate('/outra'));
  expect(assign).toHaveBeenCalledWith('/outra');
  expect(assign).toHaveBeenCalledTimes(1);
});

it('navigates normally when no code failed to download', async () => {
  const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  const router = renderAt('/ok');
  await screen.findByRole('heading', { name: 'Tudo certo' });

  await act(() => router.navigate('/outra'));

  expect(await screen.findByRole('heading', { name: 'Outra página' })).toBeInTheDocument();
  expect(assign).not.toHaveBeenCalled();
});
