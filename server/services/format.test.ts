import { dateTime, dialCode, discountPercentage, displayDate, excerpt, groupedCount, isOnline, money, shortCount, wholePercentages } from './format';

describe('contract formats', () => {
  it('splits a total into whole percentages that add up to 100', () => {
    expect(wholePercentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercentages([0, 1, 0, 3, 4])).toEqual([0, 13, 0, 37, 50]);
    for (const counts of [[1, 2, 3, 4, 5], [7, 0, 0, 0, 1], [2, 2, 2, 1, 0], [0, 0, 0, 0, 9]]) expect(wholePercentages(counts).reduce((a, b) => a + b)).toBe(100);
    expect(wholePercentages([0, 0, 0])).toEqual([0, 0, 0]);
  });

  it('turns cents into decimals', () => {
    expect(money(1099)).toBe(10.99);
    expect(money(1000)).toBe(10);
    expect(money(0)).toBe(0);
  });

  it('computes the percent saved with two decimals, 0 without a discount', () => {
    expect(discountPercentage(10000, 7500)).toBe(25);
    expect(discountPercentage(999, 666)).toBe(33.33);
    expect(discountPercentage(3000, 1000)).toBe(66.67);
    expect(discountPercentage(10000, 0)).toBe(0);
    expect(discountPercentage(10000, 12000)).toBe(0);
  });

  it('writes counts as display strings', () => {
    expect(shortCount(950)).toBe('950');
    expect(shortCount(0)).toBe('0');
    expect(shortCount(1200)).toBe('1.2K');
    expect(shortCount(1234)).toBe('1.23K');
    expect(shortCount(1000)).toBe('1K');
    expect(shortCount(3_456_000)).toBe('3.46M');
    expect(shortCount(999_999)).toBe('1,000K');
    expect(shortCount(2_000_000_000)).toBe('2B');
    expect(groupedCount(1204)).toBe('1,204');
    expect(groupedCount(12)).toBe('12');
  });

  it('formats flash-sale dates as Y-m-d H:i:s in UTC', () => {
    expect(dateTime(new Date('2026-03-04T05:06:07.890Z'))).toBe('2026-03-04 05:06:07');
  });

  it('counts someone seen within ten minutes as online', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(isOnline(new Date(now - 9 * 60_000), now)).toBe(true);
    expect(isOnline(new Date(now - 11 * 60_000), now)).toBe(false);
    expect(isOnline(null, now)).toBe(false);
  });

  it('makes plain-text teasers of HTML', () => {
    expect(excerpt('<p>Hello <b>world</b></p><h2>Next</h2>')).toBe('Hello world Next');
    expect(excerpt('x'.repeat(300), 20)).toHaveLength(20);
    expect(excerpt(`<p>${'x'.repeat(300)}</p>`)).toBe('x'.repeat(200));
    expect(excerpt('a&nbsp;b&#160;c')).toBe('a b c');
  });

  it('writes the original\'s display dates in UTC and English', () => {
    const date = new Date('2024-03-05T23:30:00Z');
    expect(displayDate(date, 'd M, Y')).toBe('05 Mar, 2024');
    expect(displayDate(date, 'F d, Y')).toBe('March 05, 2024');
    expect(displayDate(date, 'd F, Y')).toBe('05 March, 2024');
    expect(displayDate(new Date('2025-12-31T00:00:00Z'), 'd M, Y')).toBe('31 Dec, 2025');
  });

  it('writes dialling codes as digits without "+"', () => {
    expect(dialCode('+1')).toBe('1');
    expect(dialCode('44')).toBe('44');
    expect(dialCode(' ')).toBeNull();
    expect(dialCode(null)).toBeNull();
  });
});
