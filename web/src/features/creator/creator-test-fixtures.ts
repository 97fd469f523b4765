import type { Giveaway } from '../../lib/giveaway-types';

/** Test data only: a giveaway as GET /api/giveaways/:id answers it. */
export const GIVEAWAY_ID = '0b5f3c36-2f0e-4c43-9d7a-3d1f2a9b8c71';

export function aGiveaway(overrides: Partial<Giveaway> = {}): Giveaway {
  return {
    id: GIVEAWAY_ID,
    criadorId: 'u1',
    criador: { username: 'ana', nome: 'Ana Souza', photoURL: null },
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
