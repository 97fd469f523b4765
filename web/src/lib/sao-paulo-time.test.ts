import { isoToSaoPauloLocal, saoPauloLocalToIso } from './sao-paulo-time';

describe('São Paulo wall-clock time', () => {
  it('reads a datetime-local value as São Paulo time (UTC-3), whatever the browser zone', () => {
    expect(saoPauloLocalToIso('2026-12-24T18:00')).toBe('2026-12-24T21:00:00.000Z');
    expect(saoPauloLocalToIso('2026-12-31T22:30')).toBe('2027-01-01T01:30:00.000Z');
  });

  it('shows an instant from the API as São Paulo wall-clock time in the input', () => {
    expect(isoToSaoPauloLocal('2026-12-24T21:00:00.000Z')).toBe('2026-12-24T18:00');
    expect(isoToSaoPauloLocal('2027-01-01T01:30:00.000Z')).toBe('2026-12-31T22:30');
  });

  it('refuses values that are not a date and time', () => {
    expect(saoPauloLocalToIso('')).toBeNull();
    expect(saoPauloLocalToIso('2026-13-45T99:00')).toBeNull();
  });
});
