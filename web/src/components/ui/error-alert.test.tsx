import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '../../lib/api-error';
import { ErrorAlert } from './error-alert.component';

const renderAlert = (error: unknown) =>
  render(
    <MemoryRouter>
      <ErrorAlert error={error} />
    </MemoryRouter>,
  );

describe('an API error shown as an alert', () => {
  it.each(['PLAN_LIMIT_REACHED', 'PLAN_REQUIRED'])("shows a %s refusal with the server's message and a link to the plans", (code) => {
    const message = 'Seu plano Grátis permite até 3 sorteios ativos ao mesmo tempo. Conheça o Pro.';
    renderAlert(new ApiError(403, code, message));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/precos');
  });

  it('offers no plans for any other refusal', () => {
    renderAlert(new ApiError(403, 'FORBIDDEN', 'Sem permissão.'));

    expect(screen.getByRole('alert')).toHaveTextContent('Sem permissão.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
