import { formatChatTime } from './format-time';

describe('formatChatTime', () => {
  const local = new Date(2024, 0, 5, 14, 7).toISOString();

  it('writes hh:mm a, DD MMM, YYYY in the shopper’s clock', () => {
    expect(formatChatTime(local, 'en')).toBe('02:07 pm, 05 Jan, 2024');
  });

  it('writes month and day period in Arabic', () => {
    const arabic = formatChatTime(local, 'ar');
    expect(arabic).not.toBe('02:07 pm, 05 Jan, 2024');
    expect(arabic).toContain('2024');
    expect(arabic).toMatch(/يناير/);
  });

  it('shows text that is not a date as it came', () => {
    expect(formatChatTime('yesterday', 'en')).toBe('yesterday');
  });
});
