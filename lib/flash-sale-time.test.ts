import { parseSaleTime, remainingUntil } from './flash-sale-time';

describe('flash-sale times', () => {
  it('reads the contract format as UTC', () => {
    expect(parseSaleTime('2026-11-25 06:57:18')).toBe(Date.UTC(2026, 10, 25, 6, 57, 18));
    expect(parseSaleTime('2026-11-25T06:57:18Z')).toBe(Date.UTC(2026, 10, 25, 6, 57, 18));
    expect(parseSaleTime('not a date')).toBe(0);
  });

  it('splits the time left into days, hours, minutes and seconds, never below zero', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(remainingUntil(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false });
    expect(remainingUntil(now - 1000, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
  });
});
