import { screen, within } from '@testing-library/react';
import { endSession } from '../../../lib/auth-session';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { aGiveaway, GIVEAWAY_ID } from '../testing/giveaway.fixtures';

const giveawayUrl = `/api/giveaways/${GIVEAWAY_ID}`;
const vencedores = [
  { id: 'e1', nome: 'Bia Lima', email: 'bia@exemplo.com' },
  { id: 'e2', nome: 'Caio Reis', email: 'caio@exemplo.com' },
];

afterEach(() => jest.restoreAllMocks());
beforeEach(() => endSession('expired'));

describe("a drawn giveaway's public page", () => {
  it("shows 'Resultado' with the winners' names and no e-mail", async () => {
    mockFetch(({ url }) => (url === giveawayUrl ? json(200, aGiveaway({ status: 'Realizado', vencedores })) : undefined));
    const { container } = renderApp(`/sorteio/${GIVEAWAY_ID}`);

    const result = await screen.findByRole('region', { name: 'Resultado' });
    expect(within(within(result).getByRole('list', { name: 'Vencedores' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Bia Lima', 'Caio Reis']);
    expect(container).not.toHaveTextContent('@exemplo.com');
    expect(within(result).getByRole('link', { name: 'Baixar recibo (JSON)' })).toHaveAttribute('href', `${giveawayUrl}/draw`);
    expect(within(result).getByRole('link', { name: 'Baixar recibo (JSON)' })).toHaveAttribute('download', `recibo-${GIVEAWAY_ID}.json`);
    expect(within(result).getByRole('link', { name: 'Verificar o sorteio' })).toHaveAttribute('href', `/sorteio/${GIVEAWAY_ID}/verificar`);
  });

  it('shows the masked names of the public answer, which carries no e-mail', async () => {
    const masked = [
      { id: 'e1', nome: 'Bia L.' },
      { id: 'e2', nome: 'Caio' },
    ];
    mockFetch(({ url }) => (url === giveawayUrl ? json(200, aGiveaway({ status: 'Realizado', vencedores: masked })) : undefined));
    renderApp(`/sorteio/${GIVEAWAY_ID}`);

    const result = await screen.findByRole('region', { name: 'Resultado' });
    expect(within(within(result).getByRole('list', { name: 'Vencedores' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Bia L.', 'Caio']);
  });

  it('has no result section before the draw', async () => {
    mockFetch(({ url }) => (url === giveawayUrl ? json(200, aGiveaway({ status: 'Encerrado' })) : undefined));
    renderApp(`/sorteio/${GIVEAWAY_ID}`);

    await screen.findByRole('heading', { level: 1, name: 'Kit de café especial' });
    expect(screen.queryByRole('region', { name: 'Resultado' })).not.toBeInTheDocument();
  });
});
