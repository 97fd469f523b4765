import type { Giveaway, PublicProfile } from '@sorteios/api-contract';

export const ANA_ID = '11111111-1111-4111-8111-111111111111';

export function aProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: ANA_ID,
    username: 'ana',
    nome: 'Ana',
    sobrenome: 'Souza',
    bio: 'Sorteio cafés especiais toda semana.',
    photoURL: '/uploads/perfis/ana.webp',
    verified: true,
    isPro: false,
    seguidoresCount: 3,
    seguindoCount: 1,
    seguindo: false,
    ...overrides,
  };
}

/** GET /api/me of the signed-in visitor. */
export const bia = { id: 'u-bia', email: 'bia@exemplo.com', username: 'bia', nome: 'Bia', sobrenome: 'Lima', bio: '', photoURL: null };

export function aGiveaway(overrides: Partial<Giveaway> = {}): Giveaway {
  return {
    id: '0b5f3c36-2f0e-4c43-9d7a-3d1f2a9b8c71',
    criadorId: ANA_ID,
    criador: { username: 'ana', nome: 'Ana Souza', photoURL: null },
    rodape: true,
    views: { count: 0, lastUpdated: null },
    titulo: 'Kit de café especial',
    descricao: 'Um kit.',
    premios: ['Kit de café'],
    imagemUrl: null,
    imagens: null,
    dataSorteio: '2099-12-24T21:00:00.000Z',
    numeroVencedores: 1,
    regulamento: null,
    regulamentoVersao: 1,
    camposFormulario: [],
    formularioBloqueado: false,
    exigirEmailConfirmado: false,
    status: 'Ativo',
    vencedores: [],
    inscritosCount: 4,
    createdAt: '2025-01-01T12:00:00.000Z',
    updatedAt: '2025-01-01T12:00:00.000Z',
    publishedAt: '2025-01-02T12:00:00.000Z',
    closedAt: null,
    revision: 2,
    ...overrides,
  };
}

export const noGiveaways = { items: [], nextCursor: null };

/** A promise the test settles when it wants: to look at the screen while a request is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
