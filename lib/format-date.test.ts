import { dateOf } from './format-date';

describe('dateOf', () => {
  it('reads ISO dates and the upstream "Y-m-d H:i:s" form', () => {
    expect(dateOf('2024-03-05T10:20:30.000Z')?.toISOString()).toBe('2024-03-05T10:20:30.000Z');
    expect(dateOf('2024-03-05 10:20:30')?.getFullYear()).toBe(2024);
  });

  it('gives null for text that is no date', () => {
    expect(dateOf('yesterday')).toBeNull();
    expect(dateOf('')).toBeNull();
  });
});
