import { dateOf, isoOf, readDate, shownDate, type DateFormatter } from './format-date';

describe('readDate', () => {
  it('reads ISO dates and the upstream "Y-m-d H:i:s" form as instants', () => {
    expect(dateOf('2024-03-05T10:20:30.000Z')?.toISOString()).toBe('2024-03-05T10:20:30.000Z');
    expect(dateOf('2024-03-05 10:20:30')?.getFullYear()).toBe(2024);
    expect(readDate('2024-03-05T10:20:30.000Z')?.hasTime).toBe(true);
    expect(readDate('2024-03-05')?.hasTime).toBe(false);
  });

  it("reads the original's display dates as UTC days: blogs, reviews and tickets", () => {
    expect(readDate('05 Mar, 2024')).toEqual({ date: new Date('2024-03-05T00:00:00Z'), hasTime: false });
    expect(readDate('March 05, 2024')).toEqual({ date: new Date('2024-03-05T00:00:00Z'), hasTime: false });
    expect(readDate('05 March, 2024')).toEqual({ date: new Date('2024-03-05T00:00:00Z'), hasTime: false });
    expect(readDate('1 may, 2025')?.date.toISOString()).toBe('2025-05-01T00:00:00.000Z');
    expect(readDate('31 Dec 2025')?.date.toISOString()).toBe('2025-12-31T00:00:00.000Z');
  });

  it('reads a display date with a time of day', () => {
    expect(readDate('05 March, 2024 10:30 PM')).toEqual({ date: new Date('2024-03-05T22:30:00Z'), hasTime: true });
    expect(readDate('05 March, 2024 12:05 AM')?.date.toISOString()).toBe('2024-03-05T00:05:00.000Z');
  });

  it('gives null for text that is no date', () => {
    for (const text of ['yesterday', '', '   ', '31 Feb, 2024', '05 Smarch, 2024', '12', 'March, 2024', '05 March, 2024 13:00 PM']) expect(readDate(text)).toBeNull();
    expect(dateOf('yesterday')).toBeNull();
    expect(readDate(null)).toBeNull();
  });
});

describe('isoOf', () => {
  it('writes a day as its date and an instant in full', () => {
    expect(isoOf('05 Mar, 2024')).toBe('2024-03-05');
    expect(isoOf('2024-03-05T10:20:30.000Z')).toBe('2024-03-05T10:20:30.000Z');
    expect(isoOf('soon')).toBeNull();
  });
});

describe('shownDate', () => {
  const formatter = (locale: string): DateFormatter => ({ dateTime: (date, options) => new Intl.DateTimeFormat(locale, options).format(date) });

  it('writes a display date in the page language, on the same day everywhere', () => {
    expect(shownDate(formatter('en'), '05 Mar, 2024')).toEqual({ text: 'Mar 5, 2024', iso: '2024-03-05' });
    const arabic = shownDate(formatter('ar'), 'March 05, 2024').text;
    expect(arabic).toBe(new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2024-03-05T00:00:00Z')));
    expect(arabic).not.toMatch(/[A-Za-z]/);
  });

  it('adds the time of an instant only when asked, never to a bare day', () => {
    expect(shownDate(formatter('en'), '2024-03-05T10:20:30.000Z', true).text).toMatch(/\d{1,2}:\d\d/);
    expect(shownDate(formatter('en'), '05 March, 2024', true).text).toBe('Mar 5, 2024');
  });

  it('shows text that is no date as it came', () => {
    expect(shownDate(formatter('ar'), 'soon')).toEqual({ text: 'soon', iso: undefined });
  });
});
