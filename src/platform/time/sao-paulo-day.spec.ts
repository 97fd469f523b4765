import { saoPauloDay } from './sao-paulo-day';

describe('saoPauloDay', () => {
  it('changes day at midnight in São Paulo (03:00 UTC), not at midnight UTC', () => {
    expect(saoPauloDay('2026-11-27T02:59:59.999Z')).toBe('2026-11-26');
    expect(saoPauloDay('2026-11-27T03:00:00.000Z')).toBe('2026-11-27');
    expect(saoPauloDay(new Date('2026-11-27T00:30:00Z'))).toBe('2026-11-26');
  });

  it('answers right when asked again within the same hour and then across hours, in any order', () => {
    const instants = ['2026-11-27T02:10:00Z', '2026-11-27T02:50:00Z', '2026-11-27T03:10:00Z', '2026-11-27T02:20:00Z', '2019-02-17T01:30:00Z'];
    // 2019-02-17 01:30 UTC: still summer time then (UTC−2), so already 23:30 of the 16th.
    expect(instants.map(saoPauloDay)).toEqual(['2026-11-26', '2026-11-26', '2026-11-27', '2026-11-26', '2019-02-16']);
  });

  it('refuses an invalid instant instead of answering a remembered day', () => {
    saoPauloDay('2026-11-27T12:00:00Z');
    expect(() => saoPauloDay('not a date')).toThrow(RangeError);
  });
});
