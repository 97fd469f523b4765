import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../../lib/auth-session';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { aGiveaway, DETAIL_PATH, GIVEAWAY_API, GIVEAWAY_ID, mockGiveawayApi } from '../creator-test-fixtures';

afterEach(() => jest.restoreAllMocks());
beforeEach(() => signIn('tok'));

const listApi = `${GIVEAWAY_API}/lista`;

describe("the creator's switch for the public entrant list", () => {
  it('publishes the list of a closed giveaway and then offers to take it down', async () => {
    const calls = mockGiveawayApi(aGiveaway({ status: 'Encerrado' }), ({ url, method }) => (url === listApi && method === 'PUT' ? json(200, { publicada: true, revision: 0 }) : undefined));
    renderApp(DETAIL_PATH);

    expect(await screen.findByText('A lista de inscritos não está publicada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver lista e histórico públicos' })).toHaveAttribute('href', `/sorteio/${GIVEAWAY_ID}/lista`);
    await userEvent.click(screen.getByRole('button', { name: 'Publicar lista de inscritos' }));

    expect(await screen.findByText('Lista publicada.')).toBeInTheDocument();
    expect(screen.getByText('A lista de inscritos está publicada.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirar lista do ar' })).toBeInTheDocument();
    const put = calls.filter((c) => c.method === 'PUT');
    expect(put.map((c) => c.url)).toEqual([listApi]);
    expect(put[0].headers.Authorization).toBe('Bearer tok');
  });

  it('takes a published list down after a draw', async () => {
    const calls = mockFetch(({ url, method }) => {
      if (url === GIVEAWAY_API) return json(200, aGiveaway({ status: 'Realizado' }));
      if (url.startsWith('/api/me/giveaways')) return json(200, { items: [], nextCursor: null });
      if (url === `${listApi}?limit=1` && method === 'GET') return json(200, { publicada: true, entrantCount: 3, merkleRoot: 'aa'.repeat(32), items: [], nextCursor: null });
      if (url === listApi && method === 'DELETE') return json(200, { publicada: false, revision: 1 });
      return undefined;
    });
    renderApp(DETAIL_PATH);

    await userEvent.click(await screen.findByRole('button', { name: 'Retirar lista do ar' }));

    expect(await screen.findByText('Lista retirada do ar. O histórico público continua mostrando que ela foi publicada.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publicar lista de inscritos' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([listApi]);
  });

  it("shows the API's message when publishing is refused", async () => {
    mockGiveawayApi(aGiveaway({ status: 'Encerrado' }), ({ url, method }) =>
      url === listApi && method === 'PUT' ? apiError(409, 'GIVEAWAY_NOT_CLOSED', 'A lista de inscritos só pode ser publicada depois do encerramento.') : undefined,
    );
    renderApp(DETAIL_PATH);

    await userEvent.click(await screen.findByRole('button', { name: 'Publicar lista de inscritos' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('A lista de inscritos só pode ser publicada depois do encerramento.');
    expect(screen.getByText('A lista de inscritos não está publicada.')).toBeInTheDocument();
  });

  it('is not offered while entries are open, and asks nothing about the list', async () => {
    const calls = mockGiveawayApi(aGiveaway({ status: 'Ativo' }));
    renderApp(DETAIL_PATH);

    await screen.findByRole('button', { name: 'Encerrar inscrições' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Lista pública de inscritos' })).not.toBeInTheDocument());
    expect(calls.some((c) => c.url.startsWith(listApi))).toBe(false);
  });
});
