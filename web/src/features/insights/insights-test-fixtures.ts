import type { GiveawayInsights, InsightDay, MyInsights, PlatformInsights } from '@sorteios/api-contract';

/** Test data only: the insights API's answers. */
export const GIVEAWAY_ID = '0b5f3c36-2f0e-4c43-9d7a-3d1f2a9b8c71';
export const creator = { id: 'u1', username: 'ana', nome: 'Ana', isAdmin: false };
export const admin = { id: 'u-admin', username: 'chefe', nome: 'Chefe', isAdmin: true };

export const days: InsightDay[] = [
  { dia: '2026-03-01', visualizacoes: 1234, visitantes: 800, inscricoes: 100 },
  { dia: '2026-03-02', visualizacoes: 56, visitantes: 40, inscricoes: 5 },
  { dia: '2026-03-03', visualizacoes: 0, visitantes: 0, inscricoes: 0 },
];

export function aGiveawayInsights(overrides: Partial<GiveawayInsights> = {}): GiveawayInsights {
  return {
    de: '2026-03-01',
    ate: '2026-03-03',
    completo: true,
    totais: { visualizacoes: 1290, visitantes: 840, inscricoes: 105, conversao: 0.125 },
    porDia: days,
    origens: [
      { origem: 'direto', visitantes: 210 },
      { origem: 'www.instagram.com', visitantes: 630 },
    ],
    espectadoresPico: 1500,
    ...overrides,
  };
}

export function myInsights(overrides: Partial<MyInsights> = {}): MyInsights {
  return {
    de: '2026-03-01',
    ate: '2026-03-03',
    completo: true,
    totais: { visualizacoes: 12345, visitantes: 4000, inscricoes: 500, conversao: 0.125 },
    porDia: days,
    sorteios: [
      { id: 'a0000000-0000-4000-8000-000000000001', titulo: 'Kit de café', status: 'Ativo', visualizacoes: 10000, visitantes: 3000, inscricoes: 300, conversao: 0.1 },
      { id: 'a0000000-0000-4000-8000-000000000002', titulo: 'Bicicleta', status: 'Realizado', visualizacoes: 2000, visitantes: 800, inscricoes: 180, conversao: 0.225 },
      { id: 'a0000000-0000-4000-8000-000000000003', titulo: 'Caneca', status: 'Encerrado', visualizacoes: 345, visitantes: 200, inscricoes: 20, conversao: 0.1 },
    ],
    ...overrides,
  };
}

export const platform: PlatformInsights = {
  de: '2026-03-01',
  ate: '2026-03-02',
  totais: { contas: 1520, sorteiosCriados: 45, inscricoes: 3210, visualizacoes: 98765, sorteiosRealizados: 12 },
  porDia: [
    { dia: '2026-03-01', contas: 1500, sorteiosCriados: 40, inscricoes: 3000, visualizacoes: 90000, sorteiosRealizados: 10 },
    { dia: '2026-03-02', contas: 20, sorteiosCriados: 5, inscricoes: 210, visualizacoes: 8765, sorteiosRealizados: 2 },
  ],
};

/** The CSV a download handed to the browser, read back as text (BOM included). */
export function captureDownloads(): Array<{ name: string; text: () => Promise<string> }> {
  const blobs: Blob[] = [];
  const saved: Array<{ name: string; text: () => Promise<string> }> = [];
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: jest.fn((blob: Blob) => `blob:${blobs.push(blob)}`) });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs[Number(this.href.split(':').pop()) - 1]!;
    saved.push({ name: this.download, text: async () => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer()) });
  });
  return saved;
}
