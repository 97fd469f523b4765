import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../../lib/auth-session';
import { apiError, json } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { aGiveaway, DETAIL_PATH, GIVEAWAY_API, GIVEAWAY_ID, mockGiveawayApi } from '../creator-test-fixtures';

afterEach(() => jest.restoreAllMocks());

const path = DETAIL_PATH;
const apiPath = GIVEAWAY_API;
const api = mockGiveawayApi;

describe('drawing a closed giveaway', () => {
  beforeEach(() => signIn('tok'));

  it('posts quantidade and suplentes after confirmation and shows winners and alternates with e-mails', async () => {
    const calls = api(aGiveaway({ status: 'Encerrado', numeroVencedores: 2, inscritosCount: 5 }), ({ url, method }) =>
      url === `${apiPath}/draw` && method === 'POST'
        ? json(200, {
            vencedores: [
              { entryId: 'e1', nome: 'Bia Lima', email: 'bia@exemplo.com' },
              { entryId: 'e2', nome: 'Caio Reis', email: 'caio@exemplo.com' },
            ],
            suplentes: [{ entryId: 'e3', nome: 'Duda Alves', email: 'duda@exemplo.com' }],
            receipt: {},
          })
        : undefined,
    );
    renderApp(path);

    expect(await screen.findByLabelText('Número de vencedores')).toHaveValue(2);
    expect(screen.getByLabelText('Número de suplentes')).toHaveValue(0);
    await userEvent.clear(screen.getByLabelText('Número de suplentes'));
    await userEvent.type(screen.getByLabelText('Número de suplentes'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Sortear agora' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Realizar o sorteio agora?' });
    expect(dialog).toHaveAccessibleDescription(/não poderá ser repetido/);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, sortear agora' }));

    const winners = await screen.findByRole('list', { name: 'Vencedores' });
    expect(within(winners).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Bia Lima — bia@exemplo.com', 'Caio Reis — caio@exemplo.com']);
    expect(within(screen.getByRole('list', { name: 'Suplentes' })).getByRole('listitem')).toHaveTextContent('Duda Alves — duda@exemplo.com');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ url: `${apiPath}/draw`, body: { quantidade: 2, suplentes: 1 } })]);
    expect(screen.getByRole('link', { name: 'Baixar recibo (JSON)' })).toHaveAttribute('href', `${apiPath}/draw`);
    expect(screen.getByRole('link', { name: 'Baixar recibo (JSON)' })).toHaveAttribute('download', `recibo-${GIVEAWAY_ID}.json`);
    expect(screen.getByRole('link', { name: 'Verificar o sorteio' })).toHaveAttribute('href', `/sorteio/${GIVEAWAY_ID}/verificar`);
  });

  it("shows the API's 409 message when the draw is refused", async () => {
    api(aGiveaway({ status: 'Encerrado' }), ({ url }) =>
      url === `${apiPath}/draw` ? apiError(409, 'NO_ENTRIES', 'Não há inscritos para sortear.') : undefined,
    );
    renderApp(path);

    await userEvent.click(await screen.findByRole('button', { name: 'Sortear agora' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sim, sortear agora' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Não há inscritos para sortear.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('warns before a draw weeks ahead of the announced date, and not on the day', async () => {
    const inThreeWeeks = new Date(Date.now() + 21 * 86_400_000 + 60_000).toISOString();
    api(aGiveaway({ status: 'Encerrado', dataSorteio: inThreeWeeks }));
    const view = renderApp(path);

    await userEvent.click(await screen.findByRole('button', { name: 'Sortear agora' }));
    expect(screen.getByRole('alertdialog', { name: 'Realizar o sorteio agora?' })).toHaveAccessibleDescription(/Atenção: a data anunciada deste sorteio é .* \(em 3 semanas\)/);
    view.unmount();

    jest.restoreAllMocks();
    api(aGiveaway({ status: 'Encerrado', dataSorteio: new Date(Date.now() - 60_000).toISOString() }));
    renderApp(path);
    await userEvent.click(await screen.findByRole('button', { name: 'Sortear agora' }));
    expect(screen.getByRole('alertdialog', { name: 'Realizar o sorteio agora?' })).not.toHaveAccessibleDescription(/Atenção/);
  });

  it('refuses zero winners without asking the API', async () => {
    const calls = api(aGiveaway({ status: 'Encerrado' }));
    renderApp(path);

    await userEvent.clear(await screen.findByLabelText('Número de vencedores'));
    await userEvent.type(screen.getByLabelText('Número de vencedores'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Sortear agora' }));

    expect(await screen.findByText('Informe um número inteiro de vencedores, a partir de 1.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('offers the receipt and the verifier once drawn, and no draw form', async () => {
    api(aGiveaway({ status: 'Realizado', vencedores: [{ id: 'e1', nome: 'Bia Lima', email: 'bia@exemplo.com' }] }));
    renderApp(path);

    expect(await screen.findByRole('link', { name: 'Verificar o sorteio' })).toHaveAttribute('href', `/sorteio/${GIVEAWAY_ID}/verificar`);
    expect(screen.getByText('Bia Lima (bia@exemplo.com)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sortear agora' })).not.toBeInTheDocument();
  });

  it('shows no draw form while entries are open', async () => {
    api(aGiveaway({ status: 'Ativo' }));
    renderApp(path);

    await screen.findByRole('button', { name: 'Encerrar inscrições' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sortear agora' })).not.toBeInTheDocument());
  });
});
