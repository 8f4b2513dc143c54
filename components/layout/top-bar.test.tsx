/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShop } from '@/test/render';
import { masterFixture, masterWith } from '@/test/master-fixture';
import { useSettingsStore } from '@/stores/settings';
import { Price } from '@/components/ui/price';
import { TopBar } from './top-bar';

const languages = [
  { name: 'en', title: 'English' },
  { name: 'ar', title: 'العربية' },
];

jest.mock('@/lib/i18n/navigation', () => jest.requireActual('@/test/navigation-mock'));

beforeEach(() => {
  localStorage.clear();
  useSettingsStore.setState({ currency: null, defaultCurrency: null });
});

describe('TopBar', () => {
  it('links Become a Seller to /shop/register in multi-vendor mode', () => {
    renderShop(<TopBar master={masterFixture} languages={languages} />);
    expect(screen.getByRole('link', { name: 'Become a Seller' })).toHaveAttribute('href', '/shop/register');
  });

  it('hides Become a Seller when multi-vendor mode is off', () => {
    renderShop(<TopBar master={masterWith({ multi_vendor: false })} languages={languages} />);
    expect(screen.queryByRole('link', { name: 'Become a Seller' })).toBeNull();
  });

  it('shows the hotline from settings as a phone link', () => {
    renderShop(<TopBar master={masterFixture} languages={languages} />);
    expect(screen.getByText('Hotline:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+1 555 0100' })).toHaveAttribute('href', 'tel:+15550100');
  });

  it('changes every price when another currency is chosen', async () => {
    const user = userEvent.setup();
    renderShop(
      <>
        <TopBar master={masterFixture} languages={languages} />
        <Price price={10} />
      </>,
    );
    expect(await screen.findByTestId('price')).toHaveTextContent('$10.00');
    const select = screen.getByRole('combobox', { name: 'Currency' });
    // Each isolated left to right, so that Arabic pages do not reorder it.
    expect(within(select).getAllByRole('option').map((item) => item.textContent)).toEqual(['\u2066USD ($)\u2069', '\u2066EUR (€)\u2069']);
    expect(select).toHaveValue('USD');
    await user.selectOptions(select, 'EUR');
    expect(screen.getByTestId('price')).toHaveTextContent('5.00€');
    expect(useSettingsStore.getState().currency).toBe('EUR');
    expect(document.cookie).toContain('currency=EUR');
  });

  it('offers the languages it is given, the current one chosen', () => {
    renderShop(<TopBar master={masterFixture} languages={[...languages, { name: 'fr', title: 'Français' }]} />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(within(select).getAllByRole('option').map((item) => item.textContent)).toEqual(['English', 'العربية', 'Français']);
    expect(select).toHaveValue('en');
  });
});
