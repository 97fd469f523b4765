import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession } from '../../../lib/auth-session';
import { aFreePlan } from '../../../test/plan-fixtures';
import { renderApp } from '../../../test/render-app';
import { aDelivery, anEndpoint, fakeIntegrationsApi } from '../integrations-test-fixtures';

afterEach(() => {
  jest.restoreAllMocks();
  endSession('expired');
});

const webhookList = () => screen.findByRole('list', { name: 'Seus webhooks' });
const item = async (url: string) => (await screen.findByRole('heading', { name: url })).closest('li')!;

describe('/dashboard/integracoes: webhooks', () => {
  it('is in the dashboard navigation, titled Integrações', async () => {
    fakeIntegrationsApi();
    renderApp('/dashboard/integracoes');

    expect(await screen.findByRole('heading', { level: 1, name: 'Integrações' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Integrações' })).toHaveAttribute('href', '/dashboard/integracoes');
    await waitFor(() => expect(document.title).toBe('Integrações · Sorteios'));
  });

  it('lists each endpoint with its events and whether it is active or paused, and why, in Portuguese', async () => {
    fakeIntegrationsApi({
      endpoints: [
        anEndpoint(),
        anEndpoint({ id: 'wh-2', url: 'https://a.exemplo.com/hook', descricao: null, ativo: false, pausadoMotivo: 'http-410' }),
        anEndpoint({ id: 'wh-3', url: 'https://b.exemplo.com/hook', ativo: false, pausadoMotivo: 'falhas' }),
        anEndpoint({ id: 'wh-4', url: 'https://c.exemplo.com/hook', ativo: false, pausadoMotivo: 'manual' }),
      ],
    });
    renderApp('/dashboard/integracoes');

    const crm = await item('https://crm.exemplo.com.br/webhooks/sorteios');
    expect(within(crm).getByText('Ativo')).toBeInTheDocument();
    expect(within(crm).getByText('CRM da loja')).toBeInTheDocument();
    expect(within(crm).getByText(/Nova inscrição/)).toHaveTextContent('Nova inscrição entry.submitted');
    expect(within(crm).getByText(/Vencedores sorteados/)).toBeInTheDocument();
    expect(within(crm).getByText('09/03/2026, 12:00:05')).toBeInTheDocument();
    expect(within(await item('https://a.exemplo.com/hook')).getByText('Pausado: o receptor respondeu 410 (Gone)')).toBeInTheDocument();
    expect(within(await item('https://b.exemplo.com/hook')).getByText('Pausado: todas as entregas falharam por 5 dias')).toBeInTheDocument();
    expect(within(await item('https://c.exemplo.com/hook')).getByText('Pausado: pausado por você')).toBeInTheDocument();
  });

  it('explains to a Grátis creator that webhooks are Pro, links to the plans, and offers no form', async () => {
    const calls = fakeIntegrationsApi({ plan: aFreePlan() });
    renderApp('/dashboard/integracoes');

    expect(await screen.findByRole('heading', { name: 'Webhooks fazem parte do Pro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conhecer o Pro' })).toHaveAttribute('href', '/precos');
    // Only whether they kept endpoints from an earlier Pro is asked; none: nothing more is shown.
    await waitFor(() => expect(calls.some((call) => call.method === 'GET' && call.url === '/api/webhooks')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Adicionar webhook' })).toBeNull();
    expect(screen.queryByText('Você ainda não cadastrou nenhum webhook.')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Seus webhooks' })).toBeNull();
    expect(calls.filter((call) => call.url.startsWith('/api/webhooks')).map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/webhooks']);
  });

  it('lets a creator who left Pro still see their endpoints and delivery logs and delete them, saying that webhooks need Pro', async () => {
    const calls = fakeIntegrationsApi({
      plan: aFreePlan(),
      endpoints: [anEndpoint({ ativo: false, pausadoMotivo: 'plano' }), anEndpoint({ id: 'wh-2', url: 'https://outro.exemplo.com/hook', ativo: false, pausadoMotivo: 'plano' })],
      deliveries: [aDelivery({ status: 'pendente', tentativas: 0, ultimoStatusHttp: null, ultimaTentativaEm: null, ultimaResposta: null, historico: [] })],
    });
    renderApp('/dashboard/integracoes');

    expect(await screen.findByRole('heading', { name: 'Webhooks fazem parte do Pro' })).toBeInTheDocument();
    expect(await screen.findByText(/Sem ele, os webhooks abaixo ficam pausados e não recebem eventos\. Você ainda pode ver as entregas e excluí-los/)).toBeInTheDocument();
    const crm = await item('https://crm.exemplo.com.br/webhooks/sorteios');
    expect(within(crm).getByText('Pausado: o seu plano não inclui mais webhooks')).toBeInTheDocument();
    expect(within(crm).getByText('CRM da loja')).toBeInTheDocument();
    // What the API refuses without Pro is not offered.
    for (const name of ['Enviar evento de teste', 'Editar', 'Pausar', 'Retomar', 'Gerar novo segredo']) expect(within(crm).queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Adicionar webhook' })).toBeNull();

    await userEvent.click(within(crm).getByRole('button', { name: 'Ver entregas' }));
    const log = (await screen.findByRole('heading', { name: 'Entregas para https://crm.exemplo.com.br/webhooks/sorteios' })).closest('section')!;
    const delivery = (await within(log).findByRole('heading', { name: /Nova inscrição/ })).closest('li')!;
    expect(within(delivery).getByText('Pendente')).toBeInTheDocument();
    expect(within(delivery).getByText('msg_1')).toBeInTheDocument();
    expect(within(log).queryByRole('button', { name: 'Enviar de novo agora' })).toBeNull();
    expect(within(log).queryByRole('button', { name: 'Reenviar eventos' })).toBeNull();

    await userEvent.click(within(crm).getByRole('button', { name: 'Excluir' }));
    await userEvent.click(within(crm).getByRole('button', { name: 'Excluir webhook' }));
    expect(await screen.findByText('Webhook excluído.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'https://crm.exemplo.com.br/webhooks/sorteios' })).toBeNull());
    expect(within(await webhookList()).getByRole('heading', { name: 'https://outro.exemplo.com/hook' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`)).toEqual(['DELETE /api/webhooks/wh-1']);
  });

  it('tells a creator who left Pro when their last endpoint is deleted, and then shows only the invitation to Pro', async () => {
    fakeIntegrationsApi({ plan: aFreePlan(), endpoints: [anEndpoint({ ativo: false, pausadoMotivo: 'plano' })] });
    renderApp('/dashboard/integracoes');

    const crm = await item('https://crm.exemplo.com.br/webhooks/sorteios');
    await userEvent.click(within(crm).getByRole('button', { name: 'Excluir' }));
    await userEvent.click(within(crm).getByRole('button', { name: 'Excluir webhook' }));

    expect(await screen.findByText('Webhook excluído.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Seus webhooks' })).toBeNull());
    expect(screen.queryByText(/Sem ele, os webhooks abaixo ficam pausados/)).toBeNull();
    expect(screen.queryByText('Você ainda não cadastrou nenhum webhook.')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Webhooks fazem parte do Pro' })).toBeInTheDocument();
  });

  it('creates an endpoint and shows its signing secret once, with a copy button', async () => {
    const calls = fakeIntegrationsApi();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderApp('/dashboard/integracoes');

    expect(await screen.findByText('Você ainda não cadastrou nenhum webhook.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar webhook' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Endereço (URL)' }), 'https://loja.exemplo.com/hooks');
    await userEvent.click(screen.getByRole('checkbox', { name: /Nova inscrição/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Vencedores sorteados/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Descrição (opcional)' }), 'Planilha');
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar webhook' }));

    const secret = await screen.findByRole('textbox', { name: 'Segredo de assinatura' });
    expect(secret).toHaveValue('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
    expect(screen.getByRole('heading', { name: 'Webhook cadastrado: copie o segredo de assinatura' })).toHaveFocus();
    expect(screen.getByText(/não será mostrado de novo/)).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST' && call.url === '/api/webhooks')!;
    expect(post.body).toEqual({ url: 'https://loja.exemplo.com/hooks', eventos: ['entry.submitted', 'draw.completed'], descricao: 'Planilha' });
    expect(await item('https://loja.exemplo.com/hooks')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Copiar segredo' }));
    expect(writeText).toHaveBeenCalledWith('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
    expect(await screen.findByText('Segredo copiado.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Já copiei' }));
    expect(screen.queryByDisplayValue(/whsec_/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Adicionar webhook' })).toHaveFocus();
  });

  it('asks for an address and at least one event before sending anything', async () => {
    const calls = fakeIntegrationsApi();
    renderApp('/dashboard/integracoes');

    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar webhook' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar webhook' }));

    expect(await screen.findByText('Informe o endereço do webhook.')).toBeInTheDocument();
    expect(screen.getByText('Escolha pelo menos um evento.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal of an address on the URL field", async () => {
    fakeIntegrationsApi({ refusedUrls: ['https://10.0.0.8/hook'] });
    renderApp('/dashboard/integracoes');

    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar webhook' }));
    const url = screen.getByRole('textbox', { name: 'Endereço (URL)' });
    await userEvent.type(url, 'https://10.0.0.8/hook');
    await userEvent.click(screen.getByRole('checkbox', { name: /Sorteio publicado/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar webhook' }));

    await waitFor(() => expect(url).toHaveAccessibleDescription(/Endereço de webhook não permitido: o endereço aponta para uma rede privada\./));
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Segredo de assinatura' })).toBeNull();
  });

  it('edits the address, events and description of an endpoint', async () => {
    const calls = fakeIntegrationsApi({ endpoints: [anEndpoint()] });
    renderApp('/dashboard/integracoes');

    const crm = await item('https://crm.exemplo.com.br/webhooks/sorteios');
    await userEvent.click(within(crm).getByRole('button', { name: 'Editar' }));
    const url = within(crm).getByRole('textbox', { name: 'Endereço (URL)' });
    await userEvent.clear(url);
    await userEvent.type(url, 'https://crm.exemplo.com.br/v2');
    await userEvent.click(within(crm).getByRole('checkbox', { name: /Vencedores sorteados/ }));
    await userEvent.clear(within(crm).getByRole('textbox', { name: 'Descrição (opcional)' }));
    await userEvent.click(within(crm).getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Webhook atualizado.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'https://crm.exemplo.com.br/v2' })).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.url).toBe('/api/webhooks/wh-1');
    expect(patch.body).toEqual({ url: 'https://crm.exemplo.com.br/v2', eventos: ['entry.submitted'], descricao: null });
  });

  it('pauses an endpoint and resumes it', async () => {
    const calls = fakeIntegrationsApi({ endpoints: [anEndpoint()] });
    renderApp('/dashboard/integracoes');

    const crm = await item('https://crm.exemplo.com.br/webhooks/sorteios');
    await userEvent.click(within(crm).getByRole('button', { name: 'Pausar' }));
    expect(await within(crm).findByText('Pausado: pausado por você')).toBeInTheDocument();
    expect(within(crm).getByText(/Os eventos ficam guardados/)).toBeInTheDocument();

    await userEvent.click(within(crm).getByRole('button', { name: 'Retomar' }));
    expect(await within(crm).findByText('Ativo')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ ativo: false }, { ativo: true }]);
  });

  it('rotates the secret after a confirmation that says the old one keeps signing for 24 h', async () => {
    const calls = fakeIntegrationsApi({ endpoints: [anEndpoint()] });
    renderApp('/dashboard/integracoes');

    const crm = await item('https://crm.exemplo.com.br/webhooks/sorteios');
    await userEvent.click(within(crm).getByRole('button', { name: 'Gerar novo segredo' }));
    const confirm = within(crm).getByRole('alertdialog', { name: 'Gerar um novo segredo?' });
    expect(confirm).toHaveTextContent('continua assinando os eventos por mais 24 horas');
    expect(calls.some((call) => call.url.endsWith('/rotate-secret'))).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Gerar novo segredo' }));

    expect(await within(crm).findByRole('textbox', { name: 'Segredo de assinatura' })).toHaveValue('whsec_novoSegredoRotacionado0000000');
    expect(within(crm).getByText(/O segredo anterior continua assinando junto com o novo até 10\/03\/2030, 12:00:00/)).toBeInTheDocument();
    expect(within(crm).getByRole('heading', { name: 'Novo segredo de assinatura' })).toHaveFocus();
    expect(await within(crm).findByText('Segredo anterior válido até')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/webhooks/wh-1/rotate-secret']);
  });

  it('deletes an endpoint only after confirming', async () => {
    const calls = fakeIntegrationsApi({ endpoints: [anEndpoint(), anEndpoint({ id: 'wh-2', url: 'https://outro.exemplo.com/hook' })] });
    renderApp('/dashboard/integracoes');

    const crm = await item('https://crm.exemplo.com.br/webhooks/sorteios');
    await userEvent.click(within(crm).getByRole('button', { name: 'Excluir' }));
    await userEvent.click(within(crm).getByRole('button', { name: 'Cancelar' }));
    expect(within(crm).getByRole('button', { name: 'Excluir' })).toHaveFocus();

    await userEvent.click(within(crm).getByRole('button', { name: 'Excluir' }));
    await userEvent.click(within(crm).getByRole('button', { name: 'Excluir webhook' }));

    expect(await screen.findByText('Webhook excluído.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'https://crm.exemplo.com.br/webhooks/sorteios' })).toBeNull());
    expect(within(await webhookList()).getByRole('heading', { name: 'https://outro.exemplo.com/hook' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Webhooks' })).toHaveFocus();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/webhooks/wh-1']);
  });

  it('sends a test event', async () => {
    const calls = fakeIntegrationsApi({ endpoints: [anEndpoint()] });
    renderApp('/dashboard/integracoes');

    const crm = await item('https://crm.exemplo.com.br/webhooks/sorteios');
    await userEvent.click(within(crm).getByRole('button', { name: 'Enviar evento de teste' }));

    expect(await within(crm).findByText('Evento de teste enviado. Ele aparece no registro de entregas.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/webhooks/wh-1/test')).toBe(true);
  });

  it('explains the signature headers and links to the API reference', async () => {
    fakeIntegrationsApi();
    renderApp('/dashboard/integracoes');

    expect(await screen.findByRole('heading', { name: 'Como verificar a assinatura' })).toBeInTheDocument();
    for (const header of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) expect(screen.getByText(header)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver a referência da API' })).toHaveAttribute('href', '/api/docs');
  });
});
