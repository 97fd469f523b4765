import { describeGiveaway } from './giveaway-page-head';

describe('a giveaway’s description in a link preview', () => {
  it('names the prizes and the draw date in São Paulo time', () => {
    expect(describeGiveaway({ premios: ['Bicicleta', 'Capacete'], dataSorteio: '2026-12-01T23:30:00.000Z', status: 'Ativo' })).toBe(
      'Prêmios: Bicicleta, Capacete · Sorteio em 1 de dezembro de 2026 às 20:30 (horário de Brasília)',
    );
  });

  it('says the draw happened once it did', () => {
    expect(describeGiveaway({ premios: [], dataSorteio: '2026-12-01T23:30:00.000Z', status: 'Realizado' })).toBe('Sorteio realizado em 1 de dezembro de 2026 às 20:30');
  });

  it('stays within 200 characters', () => {
    const text = describeGiveaway({ premios: Array.from({ length: 40 }, (_, i) => `Prêmio número ${i}`), dataSorteio: '2026-12-01T23:30:00.000Z', status: 'Ativo' });

    expect(text.length).toBeLessThanOrEqual(200);
    expect(text.endsWith('…')).toBe(true);
  });
});
