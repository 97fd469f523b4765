import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../../lib/auth-session';
import { json } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { aGiveaway, DETAIL_PATH, GIVEAWAY_API, mockGiveawayApi } from '../creator-test-fixtures';

afterEach(() => jest.restoreAllMocks());

const drawn = { vencedores: [{ entryId: 'e1', nome: 'Bia Lima', email: 'bia@exemplo.com' }], suplentes: [], receipt: {} };

describe('the cap on replacements, chosen at the draw', () => {
  beforeEach(() => signIn('tok'));

  async function drawWith(max: string | null) {
    const calls = mockGiveawayApi(aGiveaway({ status: 'Encerrado', numeroVencedores: 1, inscritosCount: 5 }), ({ url, method }) =>
      url === `${GIVEAWAY_API}/draw` && method === 'POST' ? json(200, drawn) : undefined,
    );
    renderApp(DETAIL_PATH);
    const field = await screen.findByLabelText('Máximo de substituições de ganhador');
    expect(field).toHaveAccessibleDescription(/^Em branco: uma por ganhador/);
    if (max !== null) await userEvent.type(field, max);
    await userEvent.click(screen.getByRole('button', { name: 'Sortear agora' }));
    return calls;
  }

  it('sends the number typed, fixed in the receipt', async () => {
    const calls = await drawWith('0');
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sim, sortear agora' }));
    await screen.findByRole('list', { name: 'Vencedores' });
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ quantidade: 1, suplentes: 0, maxSubstituicoes: 0 }]);
  });

  it('leaves it out when blank, so the server allows one per winner', async () => {
    const calls = await drawWith(null);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sim, sortear agora' }));
    await screen.findByRole('list', { name: 'Vencedores' });
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ quantidade: 1, suplentes: 0 }]);
  });

  it('refuses a negative number without asking the API', async () => {
    const calls = await drawWith('-1');
    expect(await screen.findByText('Informe um número inteiro de substituições, a partir de 0, ou deixe em branco.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
