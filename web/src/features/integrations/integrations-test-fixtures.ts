import type { MyPlan, WebhookDelivery, WebhookEndpoint } from '@sorteios/api-contract';
import { signIn } from '../../lib/auth-session';
import { apiError, json, mockFetch, type FetchCall } from '../../test/fetch-mock';
import { aFreePlan } from '../../test/plan-fixtures';

export const proPlan: MyPlan = aFreePlan({
  plano: 'pro',
  origem: 'admin',
  limites: { sorteiosAtivos: null, inscricoesPorSorteio: 1_000_000, vencedoresESuplentes: 100, camposPersonalizados: 20 },
  recursos: ['webhooks', 'tokens-api', 'instagram', 'insights-completos', 'sem-rodape'],
});

export function anEndpoint(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id: 'wh-1',
    url: 'https://crm.exemplo.com.br/webhooks/sorteios',
    eventos: ['entry.submitted', 'draw.completed'],
    descricao: 'CRM da loja',
    ativo: true,
    pausadoMotivo: null,
    criadoEm: '2026-03-09T15:00:05.000Z',
    atualizadoEm: '2026-03-09T15:00:05.000Z',
    segredoRotacionadoEm: null,
    segredoAnteriorValidoAte: null,
    ...overrides,
  };
}

export function aDelivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 'msg_1',
    eventId: 'ev-1',
    type: 'entry.submitted',
    status: 'entregue',
    tentativas: 1,
    ultimoStatusHttp: 200,
    ultimaTentativaEm: '2026-03-09T15:00:06.000Z',
    proximaTentativaEm: null,
    ultimaResposta: 'ok',
    historico: [{ em: '2026-03-09T15:00:06.000Z', statusHttp: 200, duracaoMs: 84, erro: null }],
    criadoEm: '2026-03-09T15:00:05.000Z',
    ...overrides,
  };
}

interface FakeApiOptions {
  plan?: MyPlan;
  endpoints?: WebhookEndpoint[];
  deliveries?: WebhookDelivery[];
  /** URLs the fake refuses as the server does (SSRF guard). */
  refusedUrls?: string[];
  pageSize?: number;
}

const SECRETS = ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'whsec_novoSegredoRotacionado0000000'];

/**
 * A signed-in Pro (by default) creator and an in-memory /api/webhooks that keeps what the page
 * changes, as the real API's contract says. Returns every request the page made.
 */
export function fakeIntegrationsApi({ plan = proPlan, endpoints = [], deliveries = [], refusedUrls = [], pageSize }: FakeApiOptions = {}) {
  signIn('tok');
  let list = [...endpoints];
  let secrets = 0;
  return mockFetch((call: FetchCall) => {
    const url = new URL(call.url, 'http://localhost');
    const path = url.pathname;
    if (path === '/api/me') return json(200, { id: 'u1', email: 'ana@exemplo.com', username: 'ana', nome: 'Ana', sobrenome: '', nome_completo: 'Ana', emailVerified: true });
    if (path === '/api/me/plan') return json(200, plan);
    if (path === '/api/tokens') return json(200, { items: [], maximo: 10 });
    // The Instagram section stays hidden: no Instagram app on this server (its own tests: instagram-test-fixtures.ts).
    if (path === '/api/instagram') return json(200, { configurado: false, conectado: false });
    if (path === '/api/webhooks' && call.method === 'GET') return json(200, list);
    if (path === '/api/webhooks' && call.method === 'POST') {
      const body = call.body as { url: string; eventos: WebhookEndpoint['eventos']; descricao?: string };
      if (refusedUrls.includes(body.url)) {
        return apiError(400, 'WEBHOOK_URL_NOT_ALLOWED', 'Endereço de webhook não permitido: o endereço aponta para uma rede privada.');
      }
      const created = anEndpoint({ id: `wh-${list.length + 1}`, url: body.url, eventos: body.eventos, descricao: body.descricao ?? null });
      list = [...list, created];
      return json(201, { ...created, secret: SECRETS[secrets++ % SECRETS.length] });
    }
    const match = /^\/api\/webhooks\/([^/]+)(?:\/(.+))?$/.exec(path);
    if (!match) return undefined;
    const [, id, rest] = match;
    const endpoint = list.find((item) => item.id === id);
    if (!endpoint) return apiError(404, 'WEBHOOK_NOT_FOUND', 'Webhook não encontrado.');
    if (!rest && call.method === 'PATCH') {
      const changes = call.body as Partial<WebhookEndpoint>;
      if (changes.url && refusedUrls.includes(changes.url)) {
        return apiError(400, 'WEBHOOK_URL_NOT_ALLOWED', 'Endereço de webhook não permitido: o endereço aponta para uma rede privada.');
      }
      const pausadoMotivo = changes.ativo === undefined ? endpoint.pausadoMotivo : changes.ativo ? null : 'manual';
      const updated = { ...endpoint, ...changes, pausadoMotivo };
      list = list.map((item) => (item.id === id ? updated : item));
      return json(200, updated);
    }
    if (!rest && call.method === 'DELETE') {
      list = list.filter((item) => item.id !== id);
      return new Response(null, { status: 204 });
    }
    if (rest === 'rotate-secret') {
      const anteriorValidoAte = '2030-03-10T15:00:00.000Z';
      list = list.map((item) => (item.id === id ? { ...item, segredoAnteriorValidoAte: anteriorValidoAte } : item));
      return json(200, { secret: SECRETS[1], anteriorValidoAte });
    }
    if (rest === 'test') return json(202, { deliveryId: 'msg_test' });
    if (rest === 'replay') return json(202, { enfileiradas: 12 });
    if (rest?.endsWith('/retry')) return json(202, { deliveryId: rest.split('/')[1] });
    if (rest === 'deliveries') {
      const status = url.searchParams.get('status');
      const matching = deliveries.filter((item) => !status || item.status === status);
      const size = pageSize ?? Number(url.searchParams.get('limit') ?? 20);
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const next = start + size < matching.length ? String(start + size) : null;
      return json(200, { items: matching.slice(start, start + size), nextCursor: next });
    }
    return undefined;
  });
}
