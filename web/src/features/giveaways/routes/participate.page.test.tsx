import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Giveaway } from '@sorteios/api-contract';
import { endSession, signIn } from '../../../lib/auth-session';
import { apiError, json, mockFetch, type FetchCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { CONTACT_CONSENT_TEXT } from '../components/contact-consent';
import { aGiveaway, anEntry, ENTRY_ID, everyTipo, GIVEAWAY_ID, me } from '../testing/giveaway.fixtures';

const giveawayUrl = `/api/giveaways/${GIVEAWAY_ID}`;
const formPath = `/sorteio/${GIVEAWAY_ID}/participar`;

afterEach(() => jest.restoreAllMocks());

/** The API of a signed-in user without an entry; `onSubmit` answers the POST. */
function mockApi(giveaway: Giveaway, onSubmit: (call: FetchCall) => Response = () => json(201, anEntry())) {
  return mockFetch((call) => {
    if (call.url === '/api/me') return json(200, me);
    if (call.url === giveawayUrl) return json(200, giveaway);
    if (call.url === `${giveawayUrl}/entries/me`) return json(204);
    if (call.url === `${giveawayUrl}/entries` && call.method === 'POST') return onSubmit(call);
    return undefined;
  });
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Confirmar inscrição' }));
const acceptRules = () => userEvent.click(screen.getByRole('checkbox', { name: 'Li e aceito o regulamento' }));
const posts = (calls: FetchCall[]) => calls.filter((c) => c.method === 'POST');

describe('entry form, signed out', () => {
  beforeEach(() => endSession('expired'));

  it('takes the visitor to sign in and back to the form, prefilled from the profile', async () => {
    const calls = mockFetch((call) => {
      if (call.url === '/api/auth/login') return json(200, { accessToken: 'tok', user: me });
      if (call.url === '/api/me') return json(200, me);
      if (call.url === giveawayUrl) return json(200, aGiveaway());
      if (call.url === `${giveawayUrl}/entries/me`) return json(204);
      return undefined;
    });
    const { router } = renderApp(`/ana/${GIVEAWAY_ID}/participar`);

    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(`/login?next=/ana/${GIVEAWAY_ID}/participar`);
    expect(calls.some((c) => c.url.startsWith('/api/giveaways'))).toBe(false);

    await userEvent.type(screen.getByLabelText('E-mail'), 'bia@exemplo.com');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { name: 'Participar do sorteio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/ana/${GIVEAWAY_ID}/participar`);
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Bia Lima');
  });
});

describe('entry form, signed in', () => {
  beforeEach(() => signIn('tok'));

  it('has one control per field tipo, with nome and e-mail prefilled', async () => {
    mockApi(aGiveaway({ camposFormulario: everyTipo }));
    renderApp(formPath);

    expect(await screen.findByRole('textbox', { name: 'Nome' })).toHaveValue('Bia Lima');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('bia@exemplo.com');
    expect(screen.getByRole('textbox', { name: 'Telefone' })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: 'Telefone' })).toHaveAttribute('inputmode', 'tel');
    expect(screen.getByRole('spinbutton', { name: 'Idade' })).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Nascimento')).toHaveAttribute('type', 'date');
    // Two options fit as radios; five make a select.
    expect(within(screen.getByRole('radiogroup', { name: 'Cor preferida' })).getAllByRole('radio')).toHaveLength(2);
    expect(within(screen.getByRole('combobox', { name: 'Cidade' })).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Selecione…',
      'Recife',
      'Salvador',
      'Natal',
      'Fortaleza',
      'Maceió',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Sigo o perfil' })).not.toBeChecked();
    // Required fields say so to assistive technology, optional ones do not.
    expect(screen.getByRole('textbox', { name: 'Telefone' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('spinbutton', { name: 'Idade' })).not.toHaveAttribute('aria-required');
  });

  it('shows the rules above the acceptance box, and the contact consent unticked', async () => {
    mockApi(aGiveaway());
    renderApp(formPath);

    const rules = await screen.findByText('Ler o regulamento');
    expect(rules.closest('details')).toHaveTextContent('Só maiores de 18 anos.');
    expect(screen.getByRole('checkbox', { name: 'Li e aceito o regulamento' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: CONTACT_CONSENT_TEXT })).not.toBeChecked();
  });

  it('checks each answer by its tipo before sending, with the messages under the fields', async () => {
    const calls = mockApi(aGiveaway({ camposFormulario: everyTipo }));
    renderApp(formPath);

    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'bia@');
    await userEvent.type(screen.getByRole('textbox', { name: 'Telefone' }), '9999-8888');
    await submit();

    expect(email).toHaveAccessibleDescription('Informe um e-mail válido.');
    expect(screen.getByRole('textbox', { name: 'Telefone' })).toHaveAccessibleDescription('Informe um telefone válido, com DDD.');
    expect(screen.getByRole('radiogroup', { name: 'Cor preferida' })).toHaveAccessibleDescription('Campo obrigatório.');
    expect(screen.getByRole('checkbox', { name: 'Sigo o perfil' })).toHaveAccessibleDescription('Campo obrigatório.');
    expect(screen.getByRole('checkbox', { name: 'Li e aceito o regulamento' })).toHaveAccessibleDescription(
      'É preciso aceitar o regulamento para participar.',
    );
    // Optional fields left blank are fine.
    expect(screen.getByRole('spinbutton', { name: 'Idade' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('combobox', { name: 'Cidade' })).not.toHaveAttribute('aria-invalid');
    expect(posts(calls)).toHaveLength(0);
  });

  it('does not send the entry until the rules are accepted', async () => {
    const calls = mockApi(aGiveaway());
    renderApp(formPath);

    await screen.findByRole('textbox', { name: 'Nome' });
    await submit();

    expect(await screen.findByText('É preciso aceitar o regulamento para participar.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    await acceptRules();
    await submit();

    expect(await screen.findByRole('heading', { name: 'Inscrição confirmada!' })).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
  });

  it('sends the answers by chave, contact consent false when the box stays unticked', async () => {
    const calls = mockApi(aGiveaway({ camposFormulario: everyTipo }));
    renderApp(formPath);

    await userEvent.type(await screen.findByRole('textbox', { name: 'Telefone' }), '(81) 99999-8888');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Idade' }), '30');
    await userEvent.click(screen.getByRole('radio', { name: 'Azul' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sigo o perfil' }));
    await acceptRules();
    await submit();

    await screen.findByRole('heading', { name: 'Inscrição confirmada!' });
    expect(posts(calls)[0]!.body).toEqual({
      respostas: {
        nome: 'Bia Lima',
        email: 'bia@exemplo.com',
        telefone: '(81) 99999-8888',
        idade: 30,
        cor_preferida: 'Azul',
        sigo_perfil: true,
      },
      aceiteRegulamento: true,
      consentimentoContato: false,
    });
  });

  it('sends contact consent true only when the participant ticks it', async () => {
    const calls = mockApi(aGiveaway());
    renderApp(formPath);

    await userEvent.click(await screen.findByRole('checkbox', { name: CONTACT_CONSENT_TEXT }));
    await acceptRules();
    await submit();

    await screen.findByRole('heading', { name: 'Inscrição confirmada!' });
    expect(posts(calls)[0]!.body).toMatchObject({ consentimentoContato: true });
  });

  it('shows the answers the server refused under their fields', async () => {
    mockApi(aGiveaway({ camposFormulario: everyTipo }), () =>
      apiError(400, 'INVALID_ANSWERS', 'Respostas inválidas', {
        telefone: ['Informe um telefone válido, com DDD.'],
        nome: ['Resposta longa demais (máximo 500 caracteres).'],
      }),
    );
    renderApp(formPath);

    await userEvent.type(await screen.findByRole('textbox', { name: 'Telefone' }), '81 99999-8888');
    await userEvent.click(screen.getByRole('radio', { name: 'Verde' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sigo o perfil' }));
    await acceptRules();
    await submit();

    expect(await screen.findByText('Corrija os campos indicados e tente novamente.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Telefone' })).toHaveAccessibleDescription('Informe um telefone válido, com DDD.');
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription('Resposta longa demais (máximo 500 caracteres).');
  });

  it.each([
    ['ALREADY_ENTERED', 'Você já está participando deste sorteio'],
    ['GIVEAWAY_NOT_OPEN', 'Este sorteio não está aberto para inscrições.'],
    ['ENTRY_AFTER_CLOSE', 'As inscrições foram encerradas no mesmo instante em que a sua chegou, e ela ficou registrada depois do encerramento: não participa deste sorteio. Enviamos um e-mail explicando.'],
  ])('shows the 409 %s message', async (code, message) => {
    mockApi(aGiveaway(), () => apiError(409, code, message));
    renderApp(formPath);

    await screen.findByRole('textbox', { name: 'Nome' });
    await acceptRules();
    await submit();

    expect(await screen.findByText(message, { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Inscrição confirmada!' })).not.toBeInTheDocument();
  });

  it('explains a refusal for an unconfirmed e-mail and sends a new confirmation link from there', async () => {
    const message =
      'Este sorteio só aceita contas com e-mail confirmado. Abra o link que enviamos para o seu e-mail ou peça um novo em "Reenviar e-mail de confirmação".';
    const calls = mockFetch((call) => {
      if (call.url === '/api/me') return json(200, me);
      if (call.url === giveawayUrl) return json(200, aGiveaway({ exigirEmailConfirmado: true }));
      if (call.url === `${giveawayUrl}/entries/me`) return json(204);
      if (call.url === `${giveawayUrl}/entries` && call.method === 'POST') return apiError(403, 'EMAIL_NOT_CONFIRMED', message);
      if (call.url === '/api/auth/resend-verification' && call.method === 'POST') return new Response(null, { status: 204 });
      return undefined;
    });
    renderApp(formPath);

    await screen.findByRole('textbox', { name: 'Nome' });
    await acceptRules();
    await submit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    await userEvent.click(within(alert).getByRole('button', { name: 'Reenviar e-mail de confirmação' }));

    expect(await screen.findByText(/Enviamos um novo link de confirmação para o seu e-mail/)).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/auth/resend-verification' && c.method === 'POST')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Inscrição confirmada!' })).not.toBeInTheDocument();
  });

  it("shows the creator's plan limit with the server's message and a link to the plans", async () => {
    const message = 'Este sorteio atingiu o limite de inscrições do plano de quem o criou.';
    mockApi(aGiveaway(), () => apiError(403, 'PLAN_LIMIT_REACHED', message));
    renderApp(formPath);

    await screen.findByRole('textbox', { name: 'Nome' });
    await acceptRules();
    await submit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/precos');
    expect(screen.queryByRole('heading', { name: 'Inscrição confirmada!' })).not.toBeInTheDocument();
  });

  it('puts a throwaway e-mail refusal under the e-mail field', async () => {
    mockApi(aGiveaway(), () =>
      apiError(422, 'DISPOSABLE_EMAIL', 'Use um e-mail permanente; endereços temporários não são aceitos.', { email: ['Use um e-mail permanente.'] }),
    );
    renderApp(formPath);

    await screen.findByRole('textbox', { name: 'Nome' });
    await acceptRules();
    await submit();

    expect(await screen.findByText('Use um e-mail permanente.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(/Use um e-mail permanente\./);
  });

  it('confirms the entry with its id and the confirmation e-mail', async () => {
    mockApi(aGiveaway());
    renderApp(formPath);

    await screen.findByRole('textbox', { name: 'Nome' });
    await acceptRules();
    await submit();

    const heading = await screen.findByRole('heading', { name: 'Inscrição confirmada!' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(ENTRY_ID)).toBeInTheDocument();
    expect(screen.getByText('Enviamos um e-mail de confirmação para bia@exemplo.com com o número da sua inscrição.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver minha inscrição' })).toHaveAttribute('href', `/sorteio/${GIVEAWAY_ID}/minha-inscricao`);
  });

  it('does not offer the form to someone who already entered', async () => {
    mockFetch((call) => {
      if (call.url === '/api/me') return json(200, me);
      if (call.url === giveawayUrl) return json(200, aGiveaway());
      if (call.url === `${giveawayUrl}/entries/me`) return json(200, anEntry());
      return undefined;
    });
    renderApp(formPath);

    expect(await screen.findByText('Você já está participando deste sorteio.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar inscrição' })).not.toBeInTheDocument();
  });

  it('does not offer the form when entries are closed', async () => {
    mockApi(aGiveaway({ status: 'Encerrado' }));
    renderApp(formPath);

    expect(await screen.findByText('Inscrições encerradas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar inscrição' })).not.toBeInTheDocument();
  });
});
