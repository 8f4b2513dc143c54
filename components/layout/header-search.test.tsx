/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShop } from '@/test/render';
import { push } from '@/test/navigation-mock';
import { useSettingsStore } from '@/stores/settings';
import { HeaderSearch } from './header-search';

jest.mock('@/lib/i18n/navigation', () => jest.requireActual('@/test/navigation-mock'));

beforeEach(() => {
  push.mockClear();
  localStorage.clear();
  useSettingsStore.setState({ search: '' });
});

describe('HeaderSearch', () => {
  it('searches on Enter, keeps the text in settings and goes to /products with it', async () => {
    const user = userEvent.setup();
    renderShop(<HeaderSearch />);
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), '  leather jacket {Enter}');
    expect(push).toHaveBeenCalledWith({ pathname: '/products', query: { search: 'leather jacket' } });
    expect(useSettingsStore.getState().search).toBe('leather jacket');
  });

  it('searches with the Search button too', async () => {
    const user = userEvent.setup();
    renderShop(<HeaderSearch />);
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'lamp');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(push).toHaveBeenCalledWith({ pathname: '/products', query: { search: 'lamp' } });
  });

  it('opens the whole catalogue for an empty search', async () => {
    const user = userEvent.setup();
    renderShop(<HeaderSearch />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(push).toHaveBeenCalledWith('/products');
  });

  it('shows the kept search text after a reload', async () => {
    localStorage.setItem('settings', JSON.stringify({ state: { search: 'vase', currency: null, defaultCurrency: null, appLocale: null }, version: 0 }));
    renderShop(<HeaderSearch />);
    expect(await screen.findByDisplayValue('vase')).toBeInTheDocument();
  });

  it('limits the search text to the 200 characters the backend accepts', () => {
    renderShop(<HeaderSearch />);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveAttribute('maxLength', '200');
  });
});
