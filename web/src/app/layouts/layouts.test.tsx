import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { endSession } from '../../lib/auth-session';
import { AuthLayout } from './auth.layout';
import { BossLayout } from './boss.layout';
import { DashboardLayout } from './dashboard.layout';
import { DefaultLayout } from './default.layout';
import { FeedLayout } from './feed.layout';
import { FreepagesLayout } from './freepages.layout';
import { HomeLayout } from './home.layout';
import { InsightsLayout } from './insights.layout';
import { LiveLayout } from './live.layout';
import { SorteioLayout } from './sorteio.layout';

const layouts: [string, ComponentType][] = [
  ['auth', AuthLayout],
  ['boss', BossLayout],
  ['dashboard', DashboardLayout],
  ['default', DefaultLayout],
  ['feed', FeedLayout],
  ['freepages', FreepagesLayout],
  ['home', HomeLayout],
  ['insights', InsightsLayout],
  ['live', LiveLayout],
  ['sorteio', SorteioLayout],
];

beforeEach(() => endSession('expired'));

it.each(layouts)('the %s layout has a header, navigation and the page inside <main>', (_name, Layout) => {
  const router = createMemoryRouter([{ Component: Layout, children: [{ path: '/', element: <p>Conteúdo da página</p> }] }]);
  render(<RouterProvider router={router} />);

  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveTextContent('Conteúdo da página');
  expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toHaveAttribute('href', '#conteudo');
});

it('offers sign-in links in the header to a signed-out visitor, but not on the sign-in screens', () => {
  const renderAtRoot = (Layout: ComponentType) =>
    render(<RouterProvider router={createMemoryRouter([{ path: '/', Component: Layout }])} />);

  const home = renderAtRoot(HomeLayout);
  expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
  home.unmount();

  renderAtRoot(AuthLayout);
  expect(screen.queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();
});

describe('the menu on narrow screens', () => {
  const renderAt = (path: string) => {
    const router = createMemoryRouter(
      [{ Component: DefaultLayout, children: [{ path: '/', element: <p>Início</p> }, { path: '/explorar', element: <p>Explorar</p> }] }],
      { initialEntries: [path] },
    );
    render(<RouterProvider router={router} />);
    return router;
  };

  it('opens and closes with its button, which says what it controls and whether it is open', async () => {
    renderAt('/');
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', screen.getByRole('navigation', { name: 'Navegação principal' }).id);
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Navegação principal' })).toHaveClass('site-header__menu--open');
  });

  it('closes with Escape, giving the focus back to its button, and after following a link', async () => {
    const router = renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'Explorar' }));
    expect(router.state.location.pathname).toBe('/explorar');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
