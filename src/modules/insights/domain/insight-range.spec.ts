import { saoPauloDay } from '../../../platform/time/sao-paulo-day';
import { conversionOf, daysOf, insightRange } from './insight-range';

const NOW = new Date('2026-11-26T02:30:00.000Z'); // 25/11, 23:30 in São Paulo

describe('insight ranges', () => {
  it('counts in São Paulo days', () => {
    expect(saoPauloDay(NOW)).toBe('2026-11-25');
  });

  it('defaults to the last 30 days up to today', () => {
    expect(insightRange({}, NOW)).toEqual({ de: '2026-10-27', ate: '2026-11-25' });
    expect(daysOf('2026-10-27', '2026-11-25')).toHaveLength(30);
  });

  it('refuses a start after the end and a range over 366 days, in pt-BR', () => {
    expect(() => insightRange({ de: '2026-11-02', ate: '2026-11-01' }, NOW)).toThrow('A data inicial deve ser anterior ou igual à data final.');
    expect(() => insightRange({ de: '2025-01-01', ate: '2026-01-02' }, NOW)).toThrow('O período pode ter no máximo 366 dias.');
    expect(insightRange({ de: '2024-01-01', ate: '2024-12-31' }, NOW)).toEqual({ de: '2024-01-01', ate: '2024-12-31' });
  });

  it('gives conversion as a fraction, 0 without visitors', () => {
    expect(conversionOf(1, 8)).toBe(0.125);
    expect(conversionOf(3, 0)).toBe(0);
  });
});
