import { addDays, daysInRange, formatDayMonth, formatDayMonthYear, isCalendarDay, lastDays } from './calendar-day';
import { saoPauloToday } from './sao-paulo-time';

describe('calendar days', () => {
  it('knows today in São Paulo, which is still yesterday in UTC terms until 03:00Z', () => {
    expect(saoPauloToday(new Date('2026-03-01T02:59:00Z'))).toBe('2026-02-28');
    expect(saoPauloToday(new Date('2026-03-01T03:00:00Z'))).toBe('2026-03-01');
  });

  it('gives the last 30 days with today as the last one', () => {
    expect(lastDays(30, new Date('2026-03-01T12:00:00Z'))).toEqual({ de: '2026-01-31', ate: '2026-03-01' });
  });

  it('adds days across months and years and counts a range with both ends', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysInRange({ de: '2026-03-01', ate: '2026-03-01' })).toBe(1);
    expect(daysInRange({ de: '2024-01-01', ate: '2024-12-31' })).toBe(366);
  });

  it('accepts only real days written YYYY-MM-DD', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('01/03/2026')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });

  it('shows a day as dd/mm (or dd/mm/aaaa)', () => {
    expect(formatDayMonth('2026-03-05')).toBe('05/03');
    expect(formatDayMonthYear('2026-03-05')).toBe('05/03/2026');
  });
});
