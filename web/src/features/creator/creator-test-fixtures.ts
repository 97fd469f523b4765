import type { Giveaway } from '@sorteios/api-contract';
import { json, mockFetch, type FetchCall } from '../../test/fetch-mock';
import { aFreePlan } from '../../test/plan-fixtures';

/** Test data only: a giveaway as GET /api/giveaways/:id answers it. */
export const GIVEAWAY_ID = '0b5f3c36-2f0e-4c43-9d7a-3d1f2a9b8c71';

export function aGiveaway(overrides: Partial<Giveaway> = {}): Giveaway {
  return {
    id: GIVEAWAY_ID,
    criadorId: 'u1',
    criador: { username: 'ana', nome: 'Ana Souza', photoURL: null },
    rodape: true,
    views: { count: 0, lastUpdated: null },
    titulo: 'Kit de café',
    descricao: 'Um kit completo',
    premios: ['Kit de café'],
    imagemUrl: null,
    imagens: null,
    dataSorteio: '2099-12-24T21:00:00.000Z',
    numeroVencedores: 1,
    regulamento: null,
    regulamentoVersao: 0,
    camposFormulario: [
      { nome: 'Nome', chave: 'nome', tipo: 'texto', obrigatorio: true },
      { nome: 'E-mail', chave: 'email', tipo: 'email', obrigatorio: true },
    ],
    formularioBloqueado: false,
    exigirEmailConfirmado: false,
    status: 'Rascunho',
    vencedores: [],
    inscritosCount: 0,
    createdAt: '2026-01-10T12:00:00.000Z',
    updatedAt: '2026-01-10T12:00:00.000Z',
    publishedAt: null,
    closedAt: null,
    revision: 3,
    ...overrides,
  };
}

export const DETAIL_PATH = `/dashboard/sorteio/${GIVEAWAY_ID}`;
export const GIVEAWAY_API = `/api/giveaways/${GIVEAWAY_ID}`;

/**
 * The creator's detail page backend: the giveaway, an empty list of mine, an unpublished entrant
 * list, no Instagram import and the Grátis plan unless `extra` answers them, and `extra` for the rest.
 */
export function mockGiveawayApi(giveaway: Giveaway, extra: (call: FetchCall) => Response | undefined = () => undefined) {
  return mockFetch((call) => {
    if (call.url === GIVEAWAY_API && call.method === 'GET') return json(200, giveaway);
    if (call.url.startsWith('/api/me/giveaways')) return json(200, { items: [], nextCursor: null });
    if (call.url.startsWith(`${GIVEAWAY_API}/lista`) && call.method === 'GET') return json(200, { publicada: false });
    const answer = extra(call);
    if (answer) return answer;
    if (call.url === `${GIVEAWAY_API}/instagram-imports`) return json(200, { items: [] });
    if (call.url === '/api/me/plan') return json(200, aFreePlan());
    return undefined;
  });
}
