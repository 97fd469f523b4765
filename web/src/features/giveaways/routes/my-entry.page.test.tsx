import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession, signIn } from '../../../lib/auth-session';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { CONTACT_CONSENT_TEXT } from '../components/contact-consent';
import { aGiveaway, anEntry, ENTRY_ID, everyTipo, GIVEAWAY_ID } from '../testing/giveaway.fixtures';

const giveawayUrl = `/api/giveaways/${GIVEAWAY_ID}`;
const myEntryPath = `/sorteio/${GIVEAWAY_ID}/minha-inscricao`;
const consentingEntry = anEntry({
  consentimentoContato: true,
  respostas: { nome: 'Bia Lima', email: 'bia@exemplo.com', cor_preferida: 'Azul', sigo_perfil: true },
  aceite: { regulamentoVersao: 2, regulamentoSha256: 'abc', consentimentoTexto: CONTACT_CONSENT_TEXT, consentimentoVersao: 1 },
});

afterEach(() => jest.restoreAllMocks());

describe('my entry', () => {
  beforeEach(() => signIn('tok'));

  it('shows the entry number, date, accepted rules version and my answers by field name', async () => {
    mockFetch(({ url }) => {
      if (url === giveawayUrl) return json(200, aGiveaway({ camposFormulario: everyTipo }));
      if (url === `${giveawayUrl}/entries/me`) return json(200, { ...consentingEntry, numero: 1234 });
      return undefined;
    });
    renderApp(myEntryPath);

    // A number a person can read out, the UUID only behind "Identificador completo".
    expect(await screen.findByText('nº 1.234')).toBeInTheDocument();
    expect(screen.getByText('Número da inscrição').nextElementSibling).not.toHaveTextContent(/^[0-9a-f-]{36}$/);
    expect(screen.getByText(ENTRY_ID).closest('details')).not.toHaveAttribute('open');
    expect(screen.getByText('10/03/2026, 12:30')).toBeInTheDocument();
    expect(screen.getByText('Regulamento aceito (versão 2)')).toBeInTheDocument();
    expect(screen.getByText('Cor preferida').nextElementSibling).toHaveTextContent('Azul');
    expect(screen.getByText('Sigo o perfil').nextElementSibling).toHaveTextContent('Sim');
    expect(screen.getByText('Telefone').nextElementSibling).toHaveTextContent('Sem resposta');
    expect(screen.getByText(CONTACT_CONSENT_TEXT)).toBeInTheDocument();
  });

  it('withdraws the contact consent after a confirmation', async () => {
    const calls = mockFetch(({ url, method }) => {
      if (url === giveawayUrl) return json(200, aGiveaway());
      if (url === `${giveawayUrl}/entries/me`) return json(200, consentingEntry);
      if (url === `${giveawayUrl}/entries/me/consent` && method === 'DELETE') return json(200, { ...consentingEntry, consentimentoContato: false });
      return undefined;
    });
    renderApp(myEntryPath);

    expect(await screen.findByText('Você autorizou o criador deste sorteio a entrar em contato com você.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retirar consentimento' }));

    // Nothing is sent until the participant confirms; "Cancelar" backs out.
    expect(screen.getByText('Tem certeza? O criador deixará de ver seus dados na lista de contatos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sim, retirar consentimento' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('button', { name: 'Retirar consentimento' })).toHaveFocus();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Retirar consentimento' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sim, retirar consentimento' }));

    expect(await screen.findByText('Consentimento retirado. O criador não poderá mais contatar você por este sorteio.')).toBeInTheDocument();
    expect(screen.getByText('Você não autorizou contato do criador.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retirar consentimento' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([`${giveawayUrl}/entries/me/consent`]);
  });

  it('offers nothing to withdraw when consent was never given', async () => {
    mockFetch(({ url }) => {
      if (url === giveawayUrl) return json(200, aGiveaway());
      if (url === `${giveawayUrl}/entries/me`) return json(200, anEntry());
      return undefined;
    });
    renderApp(myEntryPath);

    expect(await screen.findByText('Você não autorizou contato do criador.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retirar consentimento' })).not.toBeInTheDocument();
  });

  it('says so when I have no entry, and offers to enter while it is open', async () => {
    mockFetch(({ url }) => {
      if (url === giveawayUrl) return json(200, aGiveaway());
      if (url === `${giveawayUrl}/entries/me`) return json(204);
      return undefined;
    });
    renderApp(myEntryPath);

    expect(await screen.findByText('Você não está participando deste sorteio.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Participar' })).toHaveAttribute('href', `/sorteio/${GIVEAWAY_ID}/participar`);
  });

  it('shows an error from the server when the withdrawal fails', async () => {
    mockFetch(({ url, method }) => {
      if (url === giveawayUrl) return json(200, aGiveaway());
      if (url === `${giveawayUrl}/entries/me`) return json(200, consentingEntry);
      if (method === 'DELETE') return apiError(503, 'UNAVAILABLE', 'Serviço indisponível');
      return undefined;
    });
    renderApp(myEntryPath);

    await userEvent.click(await screen.findByRole('button', { name: 'Retirar consentimento' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sim, retirar consentimento' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Serviço indisponível');
    expect(screen.getByText('Você autorizou o criador deste sorteio a entrar em contato com você.')).toBeInTheDocument();
  });
});

it('sends a signed-out visitor to sign in first', async () => {
  endSession('expired');
  mockFetch(() => undefined);
  const { router } = renderApp(myEntryPath);

  expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
  expect(router.state.location.search).toBe(`?next=${myEntryPath}`);
});
