import { relativeToNow, timeUntil } from './time-until';

const now = new Date('2026-12-01T12:00:00.000Z');

describe('timeUntil', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(timeUntil('2026-12-03T15:04:05.000Z', now)).toMatchObject({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('is zero once the moment has passed', () => {
    expect(timeUntil('2026-11-30T12:00:00.000Z', now)).toEqual({ totalMs: 0, days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('relativeToNow', () => {
  it('speaks in weeks from two weeks on, in pt-BR', () => {
    expect(relativeToNow('2026-12-22T12:00:00.000Z', now)).toBe('em 3 semanas');
  });

  it('speaks in days, hours and minutes closer in', () => {
    expect(relativeToNow('2026-12-04T13:00:00.000Z', now)).toBe('em 3 dias');
    expect(relativeToNow('2026-12-01T17:30:00.000Z', now)).toBe('em 5 horas');
    expect(relativeToNow('2026-12-01T12:20:00.000Z', now)).toBe('em 20 minutos');
  });
});
