import type { GiveawayCard, Page, PopularCreator } from '@sorteios/api-contract';

let next = 0;

export function aCard(overrides: Partial<GiveawayCard> = {}): GiveawayCard {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    titulo: `Sorteio ${next}`,
    status: 'Ativo',
    criador: { username: 'ana', nome: 'Ana Souza', photoURL: null },
    imagemUrl: null,
    imagens: null,
    dataSorteio: '2026-12-24T21:00:00.000Z',
    inscritosCount: 0,
    ...overrides,
  };
}

export function aCreator(overrides: Partial<PopularCreator> = {}): PopularCreator {
  return { id: 'c1', username: 'bia', nome: 'Bia Lima', photoURL: null, verified: false, seguidoresCount: 12, inscritosCount: 340, sorteiosCount: 2, ...overrides };
}

export const page = <T>(items: T[], nextCursor: string | null = null): Page<T> => ({ items, nextCursor });
