import { isDateTime } from './date-time.decorator';

describe('isDateTime', () => {
  it('accepts RFC 3339 date-times with Z or an offset, fractions of a second, and years before 100', () => {
    for (const v of ['2026-11-20T00:00:00Z', '2026-03-19T11:38:24.99-03:17', '0029-03-19T11:38:24.99-03:17', '2024-02-29t23:59:59.123456z']) expect(isDateTime(v)).toBe(true);
  });

  it('refuses what is no real instant or no RFC 3339 text', () => {
    for (const v of ['2026-02-30T00:00:00Z', '2025-02-29T00:00:00Z', '2026-13-01T00:00:00Z', '2026-11-20T24:00:00Z', '2026-11-20T00:00:00+24:00', '2026-11-20', '2026-11-20 00:00:00Z', 'AAA', 20261120, null]) {
      expect(isDateTime(v)).toBe(false);
    }
  });
});
