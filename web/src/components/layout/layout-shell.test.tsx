import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SorteioLayout } from '../../app/layouts/sorteio.layout';
import { endSession, signIn } from '../../lib/auth-session';

const renderAtRoot = (Layout: ComponentType) => render(<RouterProvider router={createMemoryRouter([{ path: '/', Component: Layout }])} />);

afterEach(() => endSession('user'));

describe('the header', () => {
  it('names the app once on a giveaway page, not "Sorteios Sorteios"', () => {
    endSession('expired');
    renderAtRoot(SorteioLayout);

    expect(screen.getByRole('banner').textContent).not.toMatch(/Sorteios\s*Sorteios/);
    expect(screen.getByRole('link', { name: 'Sorteios' })).toHaveAttribute('href', '/');
  });

  it('offers "Criar sorteio" to a signed-in person', () => {
    signIn('tok');
    renderAtRoot(SorteioLayout);

    expect(screen.getByRole('link', { name: 'Criar sorteio' })).toHaveAttribute('href', '/dashboard/sorteio/new');
  });

  it('does not offer "Criar sorteio" to a signed-out visitor, who is offered to create an account', () => {
    endSession('expired');
    renderAtRoot(SorteioLayout);

    expect(screen.queryByRole('link', { name: 'Criar sorteio' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/register');
  });
});
