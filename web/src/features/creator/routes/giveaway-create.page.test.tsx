import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../../lib/auth-session';
import { apiError, json, mockFetch, type FetchCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { aGiveaway, GIVEAWAY_ID } from '../creator-test-fixtures';

afterEach(() => jest.restoreAllMocks());

function api(extra: (call: FetchCall) => Response | undefined = () => undefined) {
  return mockFetch((call) => {
    if (call.url === '/api/giveaways' && call.method === 'POST') return json(201, aGiveaway({ titulo: (call.body as { titulo: string }).titulo }));
    if (call.url === `/api/giveaways/${GIVEAWAY_ID}`) return json(200, aGiveaway());
    return extra(call);
  });
}

async function fillRequired() {
  await userEvent.type(await screen.findByLabelText('Título'), 'Kit de café');
  await userEvent.type(screen.getByLabelText('Prêmio 1'), 'Kit de café');
  fireEvent.change(screen.getByLabelText('Data e hora do sorteio'), { target: { value: '2099-12-24T18:00' } });
}

const fieldGroup = (name: RegExp) => screen.getByRole('group', { name });

async function addField(nome: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Adicionar campo' }));
  const groups = screen.getAllByRole('group', { name: /^Campo \d+: sem nome/ });
  await userEvent.type(within(groups[groups.length - 1]!).getByLabelText('Nome do campo'), nome);
}

describe('creating a giveaway', () => {
  beforeEach(() => signIn('tok'));

  it('posts the giveaway with the draw date converted from São Paulo time to UTC, then opens it', async () => {
    const calls = api();
    const { router } = renderApp('/dashboard/sorteio/new');
    await fillRequired();
    await userEvent.type(screen.getByLabelText('Descrição'), 'Um kit completo');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar prêmio' }));
    await userEvent.type(screen.getByLabelText('Prêmio 2'), 'Caneca');
    await userEvent.clear(screen.getByLabelText('Número de vencedores'));
    await userEvent.type(screen.getByLabelText('Número de vencedores'), '2');
    await addField('Cor preferida');
    await userEvent.selectOptions(within(fieldGroup(/Cor preferida/)).getByLabelText('Tipo'), 'Seleção');
    await userEvent.type(within(fieldGroup(/Cor preferida/)).getByLabelText('Opções do campo Cor preferida'), 'Azul{enter}Verde');

    await userEvent.click(screen.getByRole('button', { name: 'Criar sorteio' }));

    expect(await screen.findByRole('heading', { name: 'Kit de café' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/dashboard/sorteio/${GIVEAWAY_ID}`);
    expect(screen.getByText('Sorteio criado como rascunho.')).toBeInTheDocument();
    const post = calls.find((c) => c.url === '/api/giveaways' && c.method === 'POST')!;
    expect(post.headers.Authorization).toBe('Bearer tok');
    expect(post.body).toEqual({
      titulo: 'Kit de café',
      descricao: 'Um kit completo',
      premios: ['Kit de café', 'Caneca'],
      dataSorteio: '2099-12-24T21:00:00.000Z',
      numeroVencedores: 2,
      camposFormulario: [
        { nome: 'Nome', chave: 'nome', tipo: 'texto', obrigatorio: true },
        { nome: 'E-mail', chave: 'email', tipo: 'email', obrigatorio: true },
        { nome: 'Cor preferida', chave: 'cor_preferida', tipo: 'selecao', obrigatorio: false, opcoes: ['Azul', 'Verde'] },
      ],
    });
  });

  it('requires a confirmed e-mail to enter by default, and sends the choice when the creator turns it off', async () => {
    const calls = api();
    renderApp('/dashboard/sorteio/new');
    await fillRequired();
    const option = screen.getByRole('checkbox', { name: 'Exigir e-mail confirmado para participar' });
    expect(option).toBeChecked();
    expect(option).toHaveAccessibleDescription(/Só quem confirmou o e-mail da conta pode se inscrever/);

    await userEvent.click(option);
    await userEvent.click(screen.getByRole('button', { name: 'Criar sorteio' }));

    expect(await screen.findByText('Sorteio criado como rascunho.')).toBeInTheDocument();
    const post = calls.find((c) => c.url === '/api/giveaways' && c.method === 'POST')!;
    expect(post.body).toMatchObject({ exigirEmailConfirmado: false });
  });

  it('is also reachable at /criar', async () => {
    api();
    renderApp('/criar');
    expect(await screen.findByRole('heading', { name: 'Criar sorteio', level: 1 })).toBeInTheDocument();
  });

  it('checks the form before sending: title length, a prize, a future date', async () => {
    const calls = api();
    renderApp('/dashboard/sorteio/new');
    await userEvent.type(await screen.findByLabelText('Título'), 'Oi');
    fireEvent.change(screen.getByLabelText('Data e hora do sorteio'), { target: { value: '2000-01-01T10:00' } });

    await userEvent.click(screen.getByRole('button', { name: 'Criar sorteio' }));

    expect(await screen.findByText('O título precisa ter pelo menos 3 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Descreva o prêmio ou remova-o.')).toBeInTheDocument();
    expect(screen.getByText('A data do sorteio precisa estar no futuro.')).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows the server’s VALIDATION_FAILED messages on the right inputs', async () => {
    mockFetch((call) => {
      if (call.url === '/api/giveaways') {
        return apiError(400, 'VALIDATION_FAILED', 'Dados inválidos', {
          titulo: ['Título já usado em outro sorteio seu.'],
          'camposFormulario.2.nome': ['Nome de campo reservado.'],
        });
      }
      return undefined;
    });
    renderApp('/dashboard/sorteio/new');
    await fillRequired();
    await addField('Cor');

    await userEvent.click(screen.getByRole('button', { name: 'Criar sorteio' }));

    expect(await screen.findByText('Título já usado em outro sorteio seu.')).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveAttribute('aria-invalid', 'true');
    expect(within(fieldGroup(/Campo 3: Cor/)).getByLabelText('Nome do campo')).toHaveAttribute('aria-invalid', 'true');
    expect(within(fieldGroup(/Campo 3: Cor/)).getByText('Nome de campo reservado.')).toBeInTheDocument();
  });
});

describe('the form builder', () => {
  beforeEach(() => signIn('tok'));

  it('starts with nome and email, which cannot be removed, moved or retyped', async () => {
    api();
    renderApp('/dashboard/sorteio/new');

    const nome = await screen.findByRole('group', { name: 'Campo 1: Nome (fixo)' });
    const email = screen.getByRole('group', { name: 'Campo 2: E-mail (fixo)' });
    for (const group of [nome, email]) {
      expect(within(group).queryByRole('button')).not.toBeInTheDocument();
      expect(within(group).queryByLabelText('Tipo')).not.toBeInTheDocument();
    }
    expect(within(nome).getByLabelText('Chave')).toHaveValue('nome');
    expect(within(email).getByLabelText('Chave')).toHaveValue('email');
  });

  it('adds fields with a derived, unique, read-only chave and shows them in the preview', async () => {
    api();
    renderApp('/dashboard/sorteio/new');
    await screen.findByLabelText('Título');

    await addField('Endereço de entrega');
    await addField('Endereço de entrega');
    await addField('2 Nome');

    expect(within(fieldGroup(/Campo 3: Endereço/)).getByLabelText('Chave')).toHaveValue('endereco_de_entrega');
    expect(within(fieldGroup(/Campo 3: Endereço/)).getByLabelText('Chave')).toHaveAttribute('readonly');
    expect(within(fieldGroup(/Campo 4: Endereço/)).getByLabelText('Chave')).toHaveValue('endereco_de_entrega_2');
    expect(within(fieldGroup(/Campo 5: 2 Nome/)).getByLabelText('Chave')).toHaveValue('campo_2_nome');
    const preview = screen.getByRole('region', { name: 'Pré-visualização do formulário' });
    expect(within(preview).getAllByLabelText('Endereço de entrega')).toHaveLength(2);
    within(preview).getAllByRole('textbox').forEach((input) => expect(input).toBeDisabled());
  });

  it('reorders fields with keyboard-reachable buttons and keeps the focus on the moved field', async () => {
    api();
    renderApp('/dashboard/sorteio/new');
    await screen.findByLabelText('Título');
    await addField('Cor');
    await addField('Tamanho');

    expect(screen.getByRole('button', { name: 'Mover campo Cor para cima' })).toBeDisabled();
    screen.getByRole('button', { name: 'Mover campo Tamanho para cima' }).focus();
    await userEvent.keyboard('{Enter}');

    expect(screen.getByRole('group', { name: 'Campo 3: Tamanho' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Campo 4: Cor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mover campo Tamanho para baixo' })).toHaveFocus();
    expect(screen.getByText('Campo Tamanho movido para a posição 3.')).toBeInTheDocument();
    const preview = screen.getByRole('region', { name: 'Pré-visualização do formulário' });
    const labels = within(preview).getAllByText(/.+/, { selector: 'label' }).map((label) => label.textContent);
    expect(labels).toEqual(['Nome *', 'E-mail *', 'Tamanho', 'Cor']);
  });

  it('removes a field', async () => {
    api();
    renderApp('/dashboard/sorteio/new');
    await screen.findByLabelText('Título');
    await addField('Cor');

    await userEvent.click(screen.getByRole('button', { name: 'Remover campo Cor' }));

    expect(screen.queryByRole('group', { name: /Cor/ })).not.toBeInTheDocument();
    expect(screen.getByText('Campo Cor removido.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar campo' })).toHaveFocus();
  });

  it('refuses a selection with fewer than two different options', async () => {
    const calls = api();
    renderApp('/dashboard/sorteio/new');
    await fillRequired();
    await addField('Cor');
    await userEvent.selectOptions(within(fieldGroup(/Cor/)).getByLabelText('Tipo'), 'Seleção');
    const options = within(fieldGroup(/Cor/)).getByLabelText('Opções do campo Cor');

    await userEvent.type(options, 'Azul');
    await userEvent.click(screen.getByRole('button', { name: 'Criar sorteio' }));
    expect(await within(fieldGroup(/Cor/)).findByText('Uma seleção precisa de pelo menos 2 opções diferentes.')).toBeInTheDocument();

    await userEvent.type(options, '{enter}azul{enter}Azul');
    await userEvent.click(screen.getByRole('button', { name: 'Criar sorteio' }));
    expect(await within(fieldGroup(/Cor/)).findByText('As opções não podem se repetir.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('fills the form from a saved template', async () => {
    api(({ url }) =>
      url.startsWith('/api/templates')
        ? json(200, {
            items: [
              {
                id: 't1',
                criadorId: 'u1',
                nome: 'Loja',
                createdAt: '2026-01-01T00:00:00.000Z',
                camposFormulario: [
                  { nome: 'Nome', chave: 'nome', tipo: 'texto', obrigatorio: true },
                  { nome: 'E-mail', chave: 'email', tipo: 'email', obrigatorio: true },
                  { nome: 'Telefone', chave: 'telefone', tipo: 'telefone', obrigatorio: true },
                ],
              },
            ],
            nextCursor: null,
          })
        : undefined,
    );
    renderApp('/dashboard/sorteio/new');

    await userEvent.click(await screen.findByRole('button', { name: 'Começar de um modelo' }));
    await userEvent.selectOptions(await screen.findByLabelText('Modelo'), 'Loja');
    await userEvent.click(screen.getByRole('button', { name: 'Usar este modelo' }));

    const telefone = screen.getByRole('group', { name: 'Campo 3: Telefone' });
    expect(within(telefone).getByLabelText('Tipo')).toHaveValue('telefone');
    expect(within(telefone).getByLabelText('Obrigatório')).toBeChecked();
  });

  it('saves the current form as a template', async () => {
    const calls = api(({ url, body }) =>
      url === '/api/templates' ? json(201, { id: 't2', criadorId: 'u1', createdAt: 'x', ...(body as object) }) : undefined,
    );
    renderApp('/dashboard/sorteio/new');
    await screen.findByLabelText('Título');
    await addField('Instagram');

    await userEvent.click(screen.getByRole('button', { name: 'Salvar formulário como modelo' }));
    await userEvent.type(screen.getByLabelText('Nome do modelo'), 'Redes sociais{enter}');

    expect(await screen.findByText('Modelo “Redes sociais” salvo.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/templates')!.body).toEqual({
      nome: 'Redes sociais',
      camposFormulario: [
        { nome: 'Nome', chave: 'nome', tipo: 'texto', obrigatorio: true },
        { nome: 'E-mail', chave: 'email', tipo: 'email', obrigatorio: true },
        { nome: 'Instagram', chave: 'instagram', tipo: 'texto', obrigatorio: false },
      ],
    });
    expect(calls.some((c) => c.url === '/api/giveaways')).toBe(false);
  });
});
