import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession } from '../../../lib/auth-session';
import { renderApp } from '../../../test/render-app';
import { aDelivery, anEndpoint, fakeIntegrationsApi } from '../integrations-test-fixtures';

afterEach(() => {
  jest.restoreAllMocks();
  endSession('expired');
});

const failed = aDelivery({
  id: 'msg_2',
  type: 'draw.completed',
  status: 'falhou',
  tentativas: 8,
  ultimoStatusHttp: 500,
  ultimaTentativaEm: '2026-03-10T01:00:00.000Z',
  ultimaResposta: '&#60;h1&#62;Erro interno&#60;/h1&#62;&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;',
  historico: [
    { em: '2026-03-09T15:00:06.000Z', statusHttp: null, duracaoMs: 10000, erro: 'Tempo esgotado (10 s)' },
    { em: '2026-03-10T01:00:00.000Z', statusHttp: 500, duracaoMs: 120, erro: 'O receptor respondeu 500.' },
  ],
});
const pending = aDelivery({
  id: 'msg_3',
  type: 'webhook.test',
  status: 'pendente',
  tentativas: 2,
  ultimoStatusHttp: 503,
  proximaTentativaEm: '2026-03-09T15:35:06.000Z',
});

async function openLog(path = '/dashboard/integracoes') {
  renderApp(path);
  const crm = (await screen.findByRole('heading', { name: 'https://crm.exemplo.com.br/webhooks/sorteios' })).closest('li')!;
  await userEvent.click(within(crm).getByRole('button', { name: 'Ver entregas' }));
  const log = (await screen.findByRole('heading', { name: 'Entregas para https://crm.exemplo.com.br/webhooks/sorteios' })).closest('section')!;
  return { crm, log };
}

const deliveryCard = async (log: HTMLElement, type: string) => (await within(log).findByRole('heading', { name: new RegExp(type) })).closest('li')!;

describe('the delivery log of an endpoint', () => {
  it('shows each delivery with its status, HTTP status, tries and times in Brasília time', async () => {
    fakeIntegrationsApi({ endpoints: [anEndpoint()], deliveries: [aDelivery(), failed, pending] });
    const { log } = await openLog();
    expect(within(log).getByRole('heading', { name: /Entregas para/ })).toHaveFocus();

    const delivered = await deliveryCard(log, 'Nova inscrição');
    expect(within(delivered).getByText('Entregue · HTTP 200')).toBeInTheDocument();
    expect(within(delivered).getByText('msg_1')).toBeInTheDocument();

    const failing = await deliveryCard(log, 'Vencedores sorteados');
    expect(within(failing).getByText('Falhou · HTTP 500')).toBeInTheDocument();
    expect(within(failing).getByText('8')).toBeInTheDocument();
    expect(within(failing).getByText('09/03/2026, 22:00:00')).toBeInTheDocument();
    expect(within(failing).getByText('09/03/2026, 12:00:06 · sem resposta · 10000 ms · Tempo esgotado (10 s)')).toBeInTheDocument();
    expect(within(failing).getByText('09/03/2026, 22:00:00 · HTTP 500 · 120 ms · O receptor respondeu 500.')).toBeInTheDocument();

    const waiting = await deliveryCard(log, 'Evento de teste');
    expect(within(waiting).getByText('Pendente · HTTP 503')).toBeInTheDocument();
    expect(within(waiting).getByText('Próxima tentativa')).toBeInTheDocument();
    expect(within(waiting).getByText('09/03/2026, 12:35:06')).toBeInTheDocument();
  });

  it("shows the receiver's last answer as text, never as markup", async () => {
    fakeIntegrationsApi({ endpoints: [anEndpoint()], deliveries: [failed] });
    const { log } = await openLog();

    const failing = await deliveryCard(log, 'Vencedores sorteados');
    expect(within(failing).getByText("<h1>Erro interno</h1><script>alert('x')</script>")).toBeInTheDocument();
    expect(failing.querySelector('h1, script')).toBeNull();
  });

  it('retries one delivery', async () => {
    const calls = fakeIntegrationsApi({ endpoints: [anEndpoint()], deliveries: [aDelivery(), failed] });
    const { log } = await openLog();

    const failing = await deliveryCard(log, 'Vencedores sorteados');
    const before = calls.filter((call) => call.url.includes('/deliveries?')).length;
    await userEvent.click(within(failing).getByRole('button', { name: 'Enviar de novo agora' }));

    expect(await within(failing).findByText('Entrega colocada na fila de novo.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/webhooks/wh-1/deliveries/msg_2/retry']);
    // The log asks again, so the new try shows up.
    await waitFor(() => expect(calls.filter((call) => call.url.includes('/deliveries?')).length).toBeGreaterThan(before));
  });

  it('filters by status', async () => {
    const calls = fakeIntegrationsApi({ endpoints: [anEndpoint()], deliveries: [aDelivery(), failed, pending] });
    const { log } = await openLog();
    await deliveryCard(log, 'Nova inscrição');

    await userEvent.selectOptions(within(log).getByRole('combobox', { name: 'Situação' }), 'Falhou');

    await waitFor(() => expect(within(log).queryByRole('heading', { name: /Nova inscrição/ })).toBeNull());
    expect(await deliveryCard(log, 'Vencedores sorteados')).toBeInTheDocument();
    expect(within(log).queryByRole('heading', { name: /Evento de teste/ })).toBeNull();
    expect(calls.at(-1)!.url).toBe('/api/webhooks/wh-1/deliveries?status=falhou&limit=20');
  });

  it('says so when a filter matches nothing', async () => {
    fakeIntegrationsApi({ endpoints: [anEndpoint()], deliveries: [aDelivery()] });
    const { log } = await openLog();
    await deliveryCard(log, 'Nova inscrição');

    await userEvent.selectOptions(within(log).getByRole('combobox', { name: 'Situação' }), 'Pendente');
    expect(await within(log).findByText('Nenhuma entrega com esta situação.')).toBeInTheDocument();
  });

  it('loads older deliveries page by page', async () => {
    const many = Array.from({ length: 3 }, (_, index) => aDelivery({ id: `msg_${index + 10}`, eventId: `ev-${index}` }));
    const calls = fakeIntegrationsApi({ endpoints: [anEndpoint()], deliveries: many, pageSize: 2 });
    const { log } = await openLog();

    expect(await within(log).findByText('msg_10')).toBeInTheDocument();
    expect(within(log).queryByText('msg_12')).toBeNull();
    await userEvent.click(within(log).getByRole('button', { name: 'Carregar mais' }));

    expect(await within(log).findByText('msg_12')).toBeInTheDocument();
    expect(within(log).getByText('msg_10')).toBeInTheDocument();
    expect(within(log).queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(calls.at(-1)!.url).toBe('/api/webhooks/wh-1/deliveries?limit=20&cursor=2');
  });

  it('replays every event since a date and says how many deliveries were queued', async () => {
    const calls = fakeIntegrationsApi({ endpoints: [anEndpoint()], deliveries: [aDelivery()] });
    const { log } = await openLog();

    const since = within(log).getByLabelText('Desde (horário de Brasília)');
    await userEvent.type(since, '2026-03-01T10:00');
    await userEvent.click(within(log).getByRole('button', { name: 'Reenviar eventos' }));

    expect(await within(log).findByText('12 entregas enfileiradas.')).toBeInTheDocument();
    const replay = calls.find((call) => call.url === '/api/webhooks/wh-1/replay')!;
    expect(replay.body).toEqual({ desde: '2026-03-01T13:00:00.000Z' });
  });

  it('refuses to replay from a date in the future', async () => {
    const calls = fakeIntegrationsApi({ endpoints: [anEndpoint()], deliveries: [] });
    const { log } = await openLog();
    expect(await within(log).findByText('Nenhuma entrega ainda. Envie um evento de teste para experimentar.')).toBeInTheDocument();

    const since = within(log).getByLabelText('Desde (horário de Brasília)');
    await userEvent.type(since, '2999-01-01T10:00');
    await userEvent.click(within(log).getByRole('button', { name: 'Reenviar eventos' }));

    await waitFor(() => expect(since).toHaveAccessibleDescription('A data não pode estar no futuro.'));
    expect(calls.some((call) => call.url.endsWith('/replay'))).toBe(false);
  });

  it('closes, giving the focus back to the button that opened it', async () => {
    fakeIntegrationsApi({ endpoints: [anEndpoint()], deliveries: [] });
    const { crm, log } = await openLog();

    await userEvent.click(within(log).getByRole('button', { name: 'Fechar entregas' }));

    expect(screen.queryByRole('heading', { name: /Entregas para/ })).toBeNull();
    expect(within(crm).getByRole('button', { name: 'Ver entregas' })).toHaveFocus();
  });
});
