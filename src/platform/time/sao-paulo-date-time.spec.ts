import { saoPauloDateTime } from './sao-paulo-date-time';

describe('saoPauloDateTime', () => {
  it('shows an UTC instant as São Paulo wall-clock time, three hours behind', () => {
    expect(saoPauloDateTime('2026-12-24T21:05:09.000Z')).toBe('24/12/2026 18:05:09');
  });

  it('moves to the previous day before 03:00 UTC', () => {
    expect(saoPauloDateTime(new Date('2027-01-01T02:30:00.000Z'))).toBe('31/12/2026 23:30:00');
  });
});
