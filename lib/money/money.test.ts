import { defaultCurrency, fallbackCurrency, formatPrice, payablePrice, pickCurrency } from './index';

const currencies = [
  { id: 1, name: 'USD', symbol: '$', position: 'prefix' as const, is_default: true, rate_from_default: 1 },
  { id: 2, name: 'EUR', symbol: '€', position: 'suffix' as const, is_default: false, rate_from_default: 0.92 },
  { id: 3, name: 'AED', symbol: 'AED ', position: 'prefix' as const, is_default: false, rate_from_default: 3.6725 },
];

describe('formatPrice', () => {
  it('puts a prefix symbol before two decimals', () => {
    expect(formatPrice(10, pickCurrency(currencies, 'USD'))).toBe('$10.00');
  });

  it('multiplies by the rate and puts a suffix symbol after the number', () => {
    expect(formatPrice(100, pickCurrency(currencies, 'EUR'))).toBe('92.00€');
  });

  it('rounds to two decimals', () => {
    expect(formatPrice(19.99, pickCurrency(currencies, 'AED'))).toBe('AED 73.41');
    expect(formatPrice(1.005, fallbackCurrency)).toBe('$1.01');
  });

  it('shows zero for amounts that are not numbers', () => {
    expect(formatPrice(Number.NaN, fallbackCurrency)).toBe('$0.00');
  });
});

describe('choosing the display currency', () => {
  it('falls back to the currency flagged default for an unknown or missing name', () => {
    expect(pickCurrency(currencies, 'JPY').name).toBe('USD');
    expect(pickCurrency(currencies, null).name).toBe('USD');
  });

  it('uses the first currency when none is flagged default, and USD when there is none', () => {
    expect(defaultCurrency(currencies.map((c) => ({ ...c, is_default: false }))).name).toBe('USD');
    expect(defaultCurrency([currencies[1]]).name).toBe('EUR');
    expect(defaultCurrency([])).toEqual(fallbackCurrency);
  });

  it('treats a zero or missing rate as 1 so prices never show as nothing', () => {
    expect(pickCurrency([{ ...currencies[1], rate_from_default: 0 }], 'EUR').rate).toBe(1);
  });
});

describe('payablePrice', () => {
  it('uses the discount price only when it is above zero', () => {
    expect(payablePrice(50, 40)).toBe(40);
    expect(payablePrice(50, 0)).toBe(50);
    expect(payablePrice(50, null)).toBe(50);
  });
});
