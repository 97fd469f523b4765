import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../../lib/auth-session';
import { apiError } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { aGiveaway, DETAIL_PATH, GIVEAWAY_API, mockGiveawayApi } from '../creator-test-fixtures';

afterEach(() => jest.restoreAllMocks());
beforeEach(() => signIn('tok'));

/** The alert carries the API's words and the way to the plans. */
async function expectPlanRefusal(message: string) {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(message);
  expect(within(alert).getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/precos');
}

describe('a refusal of the plan, on the creator screens', () => {
  it('when publishing a fourth active giveaway on Grátis', async () => {
    const message = 'Seu plano Grátis permite até 3 sorteios ativos ao mesmo tempo. Encerre um deles ou conheça o Pro.';
    mockGiveawayApi(aGiveaway(), ({ url }) => (url === `${GIVEAWAY_API}/publish` ? apiError(403, 'PLAN_LIMIT_REACHED', message) : undefined));
    renderApp(DETAIL_PATH);

    await userEvent.click(await screen.findByRole('button', { name: 'Publicar' }));

    await expectPlanRefusal(message);
  });

  it('when saving more winners than the plan allows, even if the answer names the field', async () => {
    const message = 'Seu plano Grátis permite até 5 vencedores e suplentes por sorteio.';
    mockGiveawayApi(aGiveaway(), ({ url, method }) =>
      url === GIVEAWAY_API && method === 'PATCH' ? apiError(403, 'PLAN_LIMIT_REACHED', message, { numeroVencedores: [message] }) : undefined,
    );
    renderApp(`${DETAIL_PATH}?editar=1`);

    await userEvent.click(await screen.findByRole('button', { name: 'Salvar alterações' }));

    await expectPlanRefusal(message);
  });

  it('when drawing more winners and alternates than the plan allows', async () => {
    const message = 'Seu plano Grátis permite até 5 vencedores e suplentes por sorteio.';
    mockGiveawayApi(aGiveaway({ status: 'Encerrado' }), ({ url }) => (url === `${GIVEAWAY_API}/draw` ? apiError(403, 'PLAN_REQUIRED', message) : undefined));
    renderApp(DETAIL_PATH);

    await userEvent.click(await screen.findByRole('button', { name: 'Sortear agora' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sim, sortear agora' }));

    await expectPlanRefusal(message);
  });
});
