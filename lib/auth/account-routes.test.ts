import { isAccountPath } from './account-routes';

const locales = ['en', 'ar'];

describe('isAccountPath', () => {
  it('recognises account routes with and without a locale prefix', () => {
    expect(isAccountPath('/dashboard', locales)).toBe(true);
    expect(isAccountPath('/massages', locales)).toBe(true);
    expect(isAccountPath('/ar/order-history/12', locales)).toBe(true);
    expect(isAccountPath('/support-ticket/T-1', locales)).toBe(true);
    expect(isAccountPath('/checkout', locales)).toBe(true);
    expect(isAccountPath('/ar/buynow', locales)).toBe(true);
  });

  it('leaves public routes alone', () => {
    expect(isAccountPath('/', locales)).toBe(false);
    expect(isAccountPath('/ar', locales)).toBe(false);
    expect(isAccountPath('/products', locales)).toBe(false);
    expect(isAccountPath('/support', locales)).toBe(false);
    expect(isAccountPath('/dashboards', locales)).toBe(false);
  });
});
